import type { Logger } from 'pino';

/**
 * What the platform knows of who is calling: an id, for the request's log line. The caller itself (a type of
 * identity's, set by its bearer check) is read with identity's `callerOf`.
 */
export interface RequestPrincipal {
  readonly userId: string;
}

/** Hono environment shared by every route module. */
export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    /** Set by identity's `requireAuth`; routes mounted behind it read it with `callerOf`. */
    auth: RequestPrincipal;
  };
}
