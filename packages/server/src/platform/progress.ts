/**
 * "What this member did may have moved one of their achievement counters": the modules that own a counted event
 * (an activity done, a Quick Connect booked or moved, a calendar connected, a chat with Link opened or answered,
 * a picture set, a connection's profile viewed) say so once the event is stored, and achievements, listening
 * (compose.ts), awards what the counters reached there and then. Reads then find the awards stored (home's feed
 * reads them in one statement) instead of counting on every read.
 *
 * In-process and awaited: the award is written before the action answers, on the instance that stored the event,
 * so every instance reads it from the database. A listener's failure is logged and never fails the action, which
 * is stored: reading the member's achievements (GET /v1/achievements, which counts) awards what was missed.
 */
import type { Logger } from 'pino';

type ProgressListener = (userId: string) => Promise<void>;

export interface Progress {
  /** Tells every listener that `userId`'s counters may have moved; resolves once they have run. */
  changed(userId: string): Promise<void>;
  listen(listener: ProgressListener): void;
}

export function createProgress(log: Pick<Logger, 'warn'>): Progress {
  const listeners: ProgressListener[] = [];
  return {
    async changed(userId) {
      for (const listener of listeners) {
        try {
          await listener(userId);
        } catch (error) {
          log.warn({ userId, err: error instanceof Error ? error.message : String(error) }, 'Progress not recorded; the next achievements read awards it');
        }
      }
    },
    listen(listener) {
      listeners.push(listener);
    },
  };
}
