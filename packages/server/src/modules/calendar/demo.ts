/**
 * The demo organisation's calendars (docs/decisions.md#calendar): each member's working hours in their own
 * time zone, and a sandbox calendar with a believable week that repeats (stand-ups, lunches, focus blocks,
 * a weekly sync), a few one-off meetings and all-day events. Colleagues' calendars are connected, as if each
 * had gone through the consent page, so availability between two demo colleagues is a real question; the demo
 * accounts are left to connect their own.
 */
import type { CalendarConfig } from '../../platform/config/config.ts';
import type { Db } from '../../platform/db/types.ts';
import { loadTokenCipher, sealContext } from './keys.ts';
import { issueSandboxRefreshToken } from './providers/sandbox.ts';
import type { ProviderName } from './providers/types.ts';
import * as repo from './repository.ts';
import * as sandbox from './sandbox-repository.ts';

export type DemoCalendarEvent = sandbox.SandboxEventSeed;

export interface DemoCalendar {
  userId: string;
  email: string;
  timeZone: string;
  workStart: string;
  workEnd: string;
  provider: ProviderName;
  /** Connected as if the member had consented; the demo accounts are not. */
  connected: boolean;
  events: DemoCalendarEvent[];
}

export async function seedDemoCalendars(db: Db, config: Pick<CalendarConfig, 'tokenKey'>, calendars: DemoCalendar[]): Promise<void> {
  const seal = await loadTokenCipher(db, config);
  await db.transaction(async (tx) => {
    for (const calendar of calendars) {
      await repo.upsertSchedule(tx, {
        userId: calendar.userId,
        timeZone: calendar.timeZone,
        workStart: calendar.workStart,
        workEnd: calendar.workEnd,
        workDays: [1, 2, 3, 4, 5],
      });
      for (const event of calendar.events) {
        await sandbox.insertSeedEvent(tx, {
          ownerId: calendar.userId,
          provider: calendar.provider,
          timeZone: calendar.timeZone,
          organizerEmail: calendar.email,
          ...event,
        });
      }
      if (calendar.connected) {
        const refreshToken = await issueSandboxRefreshToken(tx, { userId: calendar.userId, provider: calendar.provider });
        await repo.saveConnection(tx, {
          userId: calendar.userId,
          provider: calendar.provider,
          backend: 'sandbox',
          accountEmail: calendar.email,
          accessTokenEnc: null,
          accessExpiresAt: null,
          refreshTokenEnc: seal.encrypt(refreshToken, sealContext(calendar.userId, calendar.provider, 'refresh')),
        });
      }
    }
  });
}
