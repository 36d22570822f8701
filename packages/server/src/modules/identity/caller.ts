/**
 * The caller: who is asking, from the verified bearer token and a live
 * session (`requireAuth` sets it on the request). Every module reads it with
 * `callerOf(c)`, and checks the ids a request says are the caller's with the
 * rules below.
 */
import type { Context } from 'hono';
import { forbidden } from '../../platform/errors.ts';
import type { AppEnv, RequestPrincipal } from '../../platform/http/types.ts';

export interface Caller extends RequestPrincipal {
  userId: string;
  /** The member-id claim: the id every profile call uses. */
  memberId: string;
  email: string;
  sessionId: string;
}

/** The caller of a request behind `requireAuth` (a route with `auth: true`). */
export function callerOf(c: Context<AppEnv>): Caller {
  // requireAuth stores a Caller (authenticate's answer); the platform knows only its userId.
  return c.get('auth') as Caller;
}

export const notYouMessage = (name: string) => `${name} must be your own (the signed-in member's)`;

export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** An id that designates the caller must be the caller's: otherwise 403. */
export function requireSelfMemberId(caller: Pick<Caller, 'memberId'>, memberId: string, name: string): void {
  if (memberId !== caller.memberId) throw forbidden(notYouMessage(name));
}

/** An e-mail that designates the caller must be the caller's: otherwise 403. */
export function requireSelfEmail(caller: Pick<Caller, 'email'>, email: string, name: string): void {
  if (!sameEmail(email, caller.email)) throw forbidden(notYouMessage(name));
}
