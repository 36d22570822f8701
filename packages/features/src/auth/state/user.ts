/**
 * The signed-in user (spec 000 §3): persisted, status GUEST before sign-in.
 * The id is the member-id claim of the identity token.
 */
import { MEMBER_ID_CLAIM, type UserAttributes } from '@kindred/contracts/api/identity';
import { atom } from 'jotai';
import * as z from 'zod/mini';
import { readStored, removeStored, writeStored } from '../../shared/storage.ts';

export const USER_STORAGE_KEY = 'kindred.user';

export const signedInUserSchema = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  profilePictureUrl: z.nullable(z.string()),
  status: z.enum(['GUEST', 'SIGNED_IN']),
});
export type SignedInUser = z.infer<typeof signedInUserSchema>;

export const GUEST_USER: SignedInUser = {
  id: '',
  firstname: '',
  lastname: '',
  email: '',
  phone: null,
  profilePictureUrl: null,
  status: 'GUEST',
};

export function userFromAttributes(attributes: UserAttributes, profilePictureUrl: string | null = null): SignedInUser {
  return {
    id: attributes[MEMBER_ID_CLAIM],
    firstname: attributes.given_name,
    lastname: attributes.family_name,
    email: attributes.email,
    phone: attributes.phone_number,
    profilePictureUrl,
    status: 'SIGNED_IN',
  };
}

const baseUserAtom = atom<SignedInUser | null>(null);

/** Reads from local storage on first use; writes through on every change. */
export const currentUserAtom = atom(
  (get) => get(baseUserAtom) ?? readStored(USER_STORAGE_KEY, signedInUserSchema) ?? GUEST_USER,
  (_get, set, next: SignedInUser) => {
    set(baseUserAtom, next);
    if (next.status === 'GUEST') removeStored(USER_STORAGE_KEY);
    else writeStored(USER_STORAGE_KEY, next);
  },
);
