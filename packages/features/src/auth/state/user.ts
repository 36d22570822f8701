/**
 * The signed-in user (docs/product.md#what-it-keeps): persisted, status GUEST before sign-in.
 * The id is the member-id claim of the identity token.
 */
import { atom } from 'jotai';
import { isString, nullable, oneOf, shape, type Guarded } from '../../shared/guards.ts';
import { readStored, removeStored, writeStored } from '../../shared/storage.ts';

const USER_STORAGE_KEY = 'kindred.user';

/** Read by the route guard (RequireAuth) before every first render, so checked without zod (see shared/guards.ts). */
export const isSignedInUser = shape({
  id: isString,
  firstname: isString,
  lastname: isString,
  email: isString,
  phone: nullable(isString),
  profilePictureUrl: nullable(isString),
  status: oneOf(['GUEST', 'SIGNED_IN']),
});
export type SignedInUser = Guarded<typeof isSignedInUser>;

export const GUEST_USER: SignedInUser = {
  id: '',
  firstname: '',
  lastname: '',
  email: '',
  phone: null,
  profilePictureUrl: null,
  status: 'GUEST',
};

const baseUserAtom = atom<SignedInUser | null>(null);

/** Reads from local storage on first use; writes through on every change. */
export const currentUserAtom = atom(
  (get) => get(baseUserAtom) ?? readStored(USER_STORAGE_KEY, isSignedInUser) ?? GUEST_USER,
  (_get, set, next: SignedInUser) => {
    set(baseUserAtom, next);
    if (next.status === 'GUEST') removeStored(USER_STORAGE_KEY);
    else writeStored(USER_STORAGE_KEY, next);
  },
);
