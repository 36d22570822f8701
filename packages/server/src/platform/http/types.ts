import type { Logger } from 'pino';

/** Who is calling, established by the bearer ID token and a live session row. */
export interface AuthContext {
  userId: string;
  /** The member-id claim: the id every profile call uses. */
  memberId: string;
  email: string;
  sessionId: string;
}

/** Hono environment shared by every route module. */
export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    /** Set by `requireAuth`; routes mounted behind it can rely on it. */
    auth: AuthContext;
  };
}
