/**
 * ID tokens and refresh tokens.
 *
 * The ID token is a JWT signed with HS256 (jose): the key is JWT_SECRET, or a
 * random 256-bit key generated on first start and kept in the database so
 * that every instance shares it. It carries the user's attributes, the
 * member-id claim and the session id (`sid`); it expires quickly (15 minutes
 * by default) and is only honoured while its session is alive, so signing out
 * ends it on the server.
 *
 * The refresh token is opaque (256 random bits); only its SHA-256 is stored.
 */
import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { MEMBER_ID_CLAIM } from '@kindred/contracts/api/identity';
import type { Clock } from '../../platform/clock.ts';

const ID_TOKEN_ISSUER = 'kindred';
const ID_TOKEN_AUDIENCE = 'kindred-web';
const ALGORITHM = 'HS256';
const VERIFIED_CACHE_SIZE = 10_000;

export interface SigningKey {
  kid: string;
  secret: Uint8Array<ArrayBuffer>;
}

interface TokenSubject {
  id: string;
  memberId: string;
  email: string;
  givenName: string;
  familyName: string;
  phoneNumber: string | null;
}

interface VerifiedIdToken {
  userId: string;
  memberId: string;
  email: string;
  sessionId: string;
}

export class TokenError extends Error {
  readonly reason: 'expired' | 'invalid';
  constructor(reason: 'expired' | 'invalid') {
    super(reason === 'expired' ? 'ID token expired' : 'ID token invalid');
    this.name = 'TokenError';
    this.reason = reason;
  }
}

export interface TokenService {
  readonly ttlSeconds: number;
  issueIdToken(subject: TokenSubject, sessionId: string): Promise<string>;
  /** Checks signature, algorithm, issuer, audience and expiry; throws a TokenError. */
  verifyIdToken(token: string): Promise<VerifiedIdToken>;
}

export function createTokenService(options: { key: SigningKey; clock: Clock; ttlSeconds: number }): TokenService {
  const { key, clock, ttlSeconds } = options;
  // Imported once: given raw bytes, jose would import the key again on every sign and verify.
  const cryptoKey = crypto.subtle.importKey('raw', key.secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  // A client sends the same token for its whole life: remember the tokens already verified
  // (keyed by the exact string) until they expire, instead of checking the signature again.
  const verified = new Map<string, { claims: VerifiedIdToken; expiresAt: number }>();
  return {
    ttlSeconds,
    async issueIdToken(subject, sessionId) {
      const issuedAt = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({
        email: subject.email,
        given_name: subject.givenName,
        family_name: subject.familyName,
        phone_number: subject.phoneNumber,
        [MEMBER_ID_CLAIM]: subject.memberId,
        sid: sessionId,
        token_use: 'id',
      })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT', kid: key.kid })
        .setSubject(subject.id)
        .setIssuer(ID_TOKEN_ISSUER)
        .setAudience(ID_TOKEN_AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(await cryptoKey);
    },
    async verifyIdToken(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt * 1000 <= clock.now().getTime()) throw new TokenError('expired');
        return known.claims;
      }
      try {
        const { payload } = await jwtVerify(token, await cryptoKey, {
          algorithms: [ALGORITHM],
          issuer: ID_TOKEN_ISSUER,
          audience: ID_TOKEN_AUDIENCE,
          currentDate: clock.now(),
          requiredClaims: ['sub', 'exp', 'sid'],
        });
        const memberId = payload[MEMBER_ID_CLAIM];
        if (
          payload.token_use !== 'id' ||
          typeof payload.sid !== 'string' ||
          typeof payload.email !== 'string' ||
          typeof memberId !== 'string'
        ) {
          throw new TokenError('invalid');
        }
        const claims = { userId: payload.sub!, memberId, email: payload.email, sessionId: payload.sid };
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
        verified.set(token, { claims, expiresAt: payload.exp! });
        return claims;
      } catch (error) {
        if (error instanceof TokenError) throw error;
        if (error instanceof joseErrors.JWTExpired) throw new TokenError('expired');
        throw new TokenError('invalid');
      }
    },
  };
}

/** 256 random bits, URL-safe. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 (hex) of a high-entropy token; what the database keeps instead of the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newSigningSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function signingKeyFromSecret(kid: string, secret: string, encoding: 'utf8' | 'base64url'): SigningKey {
  return { kid, secret: new Uint8Array(Buffer.from(secret, encoding)) };
}
