/**
 * Sessions: an ID token (15 minutes) plus a rotating refresh token. A
 * session dies on sign-out, after SESSION_IDLE_MINUTES without use, after
 * SESSION_MAX_DAYS, on a password reset, and when a spent refresh token is
 * used again (it leaked), unless by the client that spent it within 10 s
 * (two tabs refreshing at once, which is just refused).
 */
import { createHash } from 'node:crypto';
import { IDENTITY_MESSAGES as M } from '@kindred/contracts/api/identity';
import type { AuthTokens } from '@kindred/contracts/api/identity';
import type { Clock } from '../../platform/clock.ts';
import type { Caller } from './caller.ts';
import { LIMITS, fail } from './context.ts';
import type { IdentityContext, RequestMeta } from './context.ts';
import type { SessionWithUser, UserRecord } from './repository.ts';
import { TokenError, hashToken, newOpaqueToken } from './tokens.ts';

/** How long after a refresh token is exchanged its replay by the same client counts as two tabs racing. */
const REFRESH_RACE_MS = 10_000;

/** A client, as far as the server can tell one: its address and user agent, hashed (nothing new is kept of it). */
function clientKey(meta: RequestMeta): string {
  return createHash('sha256').update(`${meta.ip}\n${meta.userAgent ?? ''}`).digest('base64url').slice(0, 22);
}

/**
 * Live sessions kept in memory on the embedded engine only. There this
 * process is the database's one client, so every change to a session goes
 * through this service, which drops the entry as it makes it: sign-out still
 * ends the session at once. Entries also expire after a minute, in case
 * something else edits an account. With PostgreSQL several instances share
 * the sessions, so every request reads its row.
 */
function createSessionCache(enabled: boolean, clock: Clock) {
  const TTL_MS = 60_000;
  const MAX_ENTRIES = 10_000;
  const entries = new Map<string, { session: SessionWithUser; cachedAt: number }>();
  // Bumped by every forget: a row read before a revocation must not be cached after it.
  let epoch = 0;
  return {
    epoch: () => epoch,
    get(sessionId: string): SessionWithUser | undefined {
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (clock.now().getTime() - entry.cachedAt > TTL_MS) {
        entries.delete(sessionId);
        return undefined;
      }
      return entry.session;
    },
    /** Caches `session` unless something was forgotten since `readAt` (the epoch when it was read). */
    remember(session: SessionWithUser, readAt: number): void {
      if (!enabled || readAt !== epoch || entries.has(session.id)) return;
      // Oldest first out: a Map iterates in insertion order.
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(session.id, { session, cachedAt: clock.now().getTime() });
    },
    forget(sessionId: string): void {
      epoch += 1;
      entries.delete(sessionId);
    },
    forgetUser(userId: string): void {
      epoch += 1;
      for (const [id, entry] of entries) if (entry.session.userId === userId) entries.delete(id);
    },
  };
}

export function createSessions(context: IdentityContext) {
  const { db, tokens, clock, config, log, repo, limit } = context;
  const idleMs = config.session.idleMinutes * 60_000;
  const maxMs = config.session.maxDays * 86_400_000;
  const sessions = createSessionCache(db.engine === 'pglite', clock);

  async function startSession(user: UserRecord, meta: RequestMeta, q = repo): Promise<AuthTokens> {
    const now = clock.now();
    const refreshToken = newOpaqueToken();
    const session = await q.insertSession({
      userId: user.id,
      refreshTokenHash: hashToken(refreshToken),
      now,
      expiresAt: new Date(now.getTime() + maxMs),
      userAgent: meta.userAgent,
      ipAddress: meta.ip,
    });
    return issueTokens(user, session.id, refreshToken);
  }

  async function issueTokens(user: UserRecord, sessionId: string, refreshToken: string): Promise<AuthTokens> {
    return {
      idToken: await tokens.issueIdToken(user, sessionId),
      refreshToken,
      expiresIn: tokens.ttlSeconds,
      tokenType: 'Bearer',
    };
  }

  function isAlive(session: { revokedAt: Date | null; expiresAt: Date; lastSeenAt: Date }, now: Date): boolean {
    return (
      session.revokedAt === null &&
      session.expiresAt.getTime() > now.getTime() &&
      now.getTime() - session.lastSeenAt.getTime() <= idleMs
    );
  }

  return {
    startSession,
    issueTokens,
    /** Forgets the cached sessions of a member whose sessions were just ended. */
    forgetUser: (userId: string) => sessions.forgetUser(userId),

    async signOut(auth: Caller, options: { global?: boolean }): Promise<void> {
      const now = clock.now();
      if (options.global) await repo.revokeUserSessions(auth.userId, now);
      else await repo.revokeSession(auth.sessionId, now);
      sessions.forgetUser(auth.userId);
    },

    async refresh(input: { refreshToken: string }, meta: RequestMeta): Promise<AuthTokens> {
      await limit(`refresh:address:${meta.ip}`, LIMITS.refreshPerAddress);
      const now = clock.now();
      const presented = hashToken(input.refreshToken);
      const session = await repo.findSessionByRefreshHash(presented);
      if (!session) {
        const rotated = await repo.findSessionByPreviousRefreshHash(presented);
        // A refresh token that was already exchanged is being replayed: it leaked, so the session ends, and with
        // it the token that replaced it, whoever holds that. Only the client that exchanged it, within a few
        // seconds, is more likely two tabs refreshing at once: that is just refused.
        const twoTabs =
          rotated?.rotatedAt != null &&
          now.getTime() - rotated.rotatedAt.getTime() <= REFRESH_RACE_MS &&
          rotated.rotatedBy === clientKey(meta);
        if (rotated && !twoTabs) {
          await repo.revokeSession(rotated.id, now);
          sessions.forget(rotated.id);
          log.warn({ sessionId: rotated.id }, 'Refresh token reused; session revoked');
        }
        throw fail(401, M.sessionExpired, 'SESSION_EXPIRED');
      }
      if (!isAlive(session, now)) throw fail(401, M.sessionExpired, 'SESSION_EXPIRED');
      const user = await repo.findUserById(session.userId);
      if (!user) throw fail(401, M.sessionExpired, 'SESSION_EXPIRED');
      const next = newOpaqueToken();
      if (!(await repo.rotateRefreshToken(session.id, presented, hashToken(next), now, clientKey(meta)))) {
        throw fail(401, M.sessionExpired, 'SESSION_EXPIRED');
      }
      sessions.forget(session.id);
      return issueTokens(user, session.id, next);
    },

    /** Bearer ID token → the caller, if the token is valid and its session alive. */
    async authenticate(idToken: string): Promise<Caller> {
      let claims;
      try {
        claims = await tokens.verifyIdToken(idToken);
      } catch (error) {
        if (error instanceof TokenError && error.reason === 'expired') throw fail(401, M.sessionExpired, 'TOKEN_EXPIRED');
        throw fail(401, M.authenticationRequired, 'UNAUTHORIZED');
      }
      const readAt = sessions.epoch();
      const session = sessions.get(claims.sessionId) ?? (await repo.findSessionWithUser(claims.sessionId));
      const now = clock.now();
      if (!session || session.userId !== claims.userId || !isAlive(session, now)) {
        sessions.forget(claims.sessionId);
        throw fail(401, M.sessionExpired, 'SESSION_EXPIRED');
      }
      // One write a minute at most per session, not one per request.
      if (now.getTime() - session.lastSeenAt.getTime() > 60_000) {
        await repo.touchSession(session.id, now);
        session.lastSeenAt = now;
      }
      sessions.remember(session, readAt);
      return { userId: session.userId, memberId: session.memberId, email: session.email, sessionId: session.id };
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
