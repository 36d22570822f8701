/**
 * Mock sign-in for stories and component tests: a session whose ID token
 * names a fixture member, which the handlers read back as the caller, the way
 * the server reads the member-id claim.
 */
import { setSession } from '../session.ts';
import type { FixtureMember } from './fixtures.ts';

const TOKEN_PREFIX = 'mock-id-token.';

function mockIdToken(memberId: string): string {
  return `${TOKEN_PREFIX}${memberId}`;
}

/** The member id a request's bearer token names, or null without a (mock) token. */
export function callerIdOf(request: Request): string | null {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const token = match?.[1];
  if (!token?.startsWith(TOKEN_PREFIX)) return null;
  return token.slice(TOKEN_PREFIX.length) || null;
}

/** Stores a session for `memberId` (an hour long), as a real sign-in would. */
export function signInMock(memberId: string): void {
  setSession({ idToken: mockIdToken(memberId), refreshToken: `mock-refresh.${memberId}`, expiresIn: 3600, tokenType: 'Bearer' });
}

export function signOutMock(): void {
  setSession(null);
}

/** The signed-in user (docs/product.md#what-it-keeps) for a fixture member, in the auth feature's shape. */
export function mockSignedInUser(member: FixtureMember) {
  return {
    id: member.id,
    firstname: member.fname,
    lastname: member.lname,
    email: member.email,
    phone: member.phone,
    profilePictureUrl: member.profilePicture,
    status: 'SIGNED_IN' as const,
  };
}
