/**
 * What the parts of identity share (codes.ts, sessions.ts, sign-in.ts,
 * password-reset.ts, service.ts): their dependencies, the limits, and the
 * error they answer with.
 */
import type { Logger } from 'pino';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config/config.ts';
import type { Db, Queryable } from '../../platform/db/types.ts';
import { DomainError } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { enforceRateLimit } from '../../platform/rate-limit/rate-limit.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limit.ts';
import { createIdentityRepository } from './repository.ts';
import type { IdentityRepository } from './repository.ts';
import type { TokenService } from './tokens.ts';

/** Limits: [hits, window in seconds]. */
export const LIMITS = {
  /**
   * Wrong passwords per account from one client address: 10 per 5 minutes, then that address is refused for
   * that account (a sign-in with the right password does not count). Strangers' guesses slow the strangers.
   */
  signInPerAccountAddress: [10, 300],
  /**
   * Wrong passwords per account from all addresses together: past 10 in 5 minutes the account is not refused
   * but asks for the e-mail code (which cannot be guessed from outside), and its owner is told by e-mail.
   */
  signInStepUpPerAccount: [10, 300],
  /** Wrong passwords per client address, any account (people sharing an office's address sign in freely). */
  signInPerAddress: [30, 300],
  /** Codes e-mailed per account (sign-in and reset each): the resend limit. */
  codeSendsPerAccount: [5, 600],
  /** Reset requests per client address. */
  resetPerAddress: [20, 600],
  /** Code confirmations per client address (each code also has its own 5 tries). */
  confirmPerAddress: [30, 300],
  /** Refreshes per client address. */
  refreshPerAddress: [120, 300],
  /** Sign-up requests per client address (each mails a code or a notice). */
  signUpPerAddress: [10, 600],
  /** Sign-up requests per address asked for (the mail its owner receives). */
  signUpPerEmail: [5, 600],
  /** Invitation links looked up or accepted per client address (a wrong token counts like a wrong password). */
  invitationPerAddress: [30, 300],
} as const satisfies Record<string, readonly [number, number]>;

/** Where a request comes from; used for limits and recorded on the session. */
export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

/** An invitation as its link names it (organisations module). */
export interface InvitationLink {
  orgcode: string;
  organizationName: string;
  email: string;
  inviterName: string | null;
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
}

/**
 * What identity asks of the organisations to admit a new account, each on the transaction it is given
 * (the organisations module implements it; compose.ts passes it in, so neither module imports the other's rules).
 */
interface AdmissionPort {
  findInvitationByToken(q: Queryable, token: string): Promise<InvitationLink | undefined>;
  /** Spends the invitation; true for the one request that found it open. */
  claimInvitation(q: Queryable, token: string, now: Date): Promise<boolean>;
  orgcodesAllowingDomain(q: Queryable, domain: string): Promise<string[]>;
  addMember(q: Queryable, orgcode: string, userId: string): Promise<boolean>;
  isMember(q: Queryable, orgcode: string, userId: string): Promise<boolean>;
}

export interface IdentityServiceDeps {
  db: Db;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  tokens: TokenService;
  clock: Clock;
  config: Pick<Config, 'session' | 'appOrigins'>;
  log: Logger;
  admission: AdmissionPort;
}

export function fail(status: 400 | 401, message: string, code: string): DomainError {
  return new DomainError(status === 401 ? 'unauthenticated' : 'invalid', message, { code });
}

export interface IdentityContext extends IdentityServiceDeps {
  repo: IdentityRepository;
  /** The web app's address, for links in e-mails. */
  appUrl: string;
  /** Counts a hit of `key` and throws the 429 when it is over the limit. */
  limit(key: string, limit: readonly [number, number]): Promise<void>;
  /**
   * Gives back a hit once the attempt is known to be one the limit is not about. A failure here must
   * not fail what already succeeded: the hit then simply stays counted until its window ends.
   */
  release(key: string, limit: readonly [number, number]): Promise<void>;
}

export function createIdentityContext(deps: IdentityServiceDeps): IdentityContext {
  const { rateLimiter, log } = deps;
  return {
    ...deps,
    repo: createIdentityRepository(deps.db),
    appUrl: deps.config.appOrigins[0] ?? 'http://localhost:5173',
    limit: (key, [hits, windowSeconds]) => enforceRateLimit(rateLimiter, key, hits, windowSeconds),
    release: (key, [, windowSeconds]) =>
      rateLimiter.release(key, windowSeconds).catch((error: unknown) => log.warn({ err: error, key }, 'Could not release a rate-limit hit')),
  };
}
