/**
 * What home reads. Home owns no table: every item comes from the module that keeps it, through that module's
 * index.ts (matches from connections, bookings from calendar, messages from messaging, awards from achievements),
 * so the SQL stays with its table. The few plain reads the service needs are gathered here.
 */
import type { Queryable } from '../../platform/db/types.ts';
import { createIdentityRepository } from '../identity/index.ts';

export { quickConnectBookingsOf } from '../calendar/index.ts';
export type { QuickConnectBooking } from '../calendar/index.ts';
export { connectionIdsOf } from '../connections/index.ts';
export { organizationsOf } from '../organizations/index.ts';
export { findProfile, findProfiles, interestsOf, traitScoresOf } from '../profile/index.ts';
export type { ProfileRow } from '../profile/index.ts';

/** When the member's account was made: the moment Kindred welcomed them. */
export async function joinedAt(db: Queryable, userId: string): Promise<Date | null> {
  return (await createIdentityRepository(db).findUserById(userId))?.createdAt ?? null;
}
