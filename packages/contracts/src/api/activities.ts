/**
 * Activities done ('Mark as done' in the activities catalogue; docs/product.md#what-it-keeps "achievements"):
 * a member records that they did an activity, at most once per activity per day of their own calendar.
 *
 * - POST /v1/activities/completions `{ activityId, timeZone? }` (bearer): 201 with the new record, or 200 with
 *   the day's first record and `alreadyDone: true` when the member already did it that day (nothing new is
 *   stored). `day` is the member's calendar day in `timeZone` (an IANA zone; UTC when absent).
 * - GET /v1/activities/completions (bearer): the caller's own records, newest first, at most 1000.
 */
import * as z from 'zod/mini';
import '../zod-locale.ts';
import { ACTIVITY_IDS, isActivityId } from '../domain/activity-ids';
import { requiredString } from './params';

export const ACTIVITY_COMPLETIONS_PATH = '/v1/activities/completions';
/** Records a list answers at most (the newest). */
export const ACTIVITY_COMPLETIONS_MAX = 1000;

export const ACTIVITY_MESSAGES = {
  unknownActivity: 'activityId must be one of the activities in the catalogue',
  timeZone: 'timeZone must be an IANA time zone such as Europe/Lisbon',
} as const;

/** An IANA zone name ('Europe/Lisbon', 'UTC', 'Etc/GMT+5') the platform knows; offsets ('+01:00') are not zones. */
export function isIanaTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)).register(z.globalRegistry, { description: "The member's calendar day, YYYY-MM-DD" });
const isoDateTime = z.string().register(z.globalRegistry, { description: 'ISO 8601 date-time' });

/** POST's body. Unknown fields are refused (400 'Unknown parameter: …'). */
export const activityCompletionBodySchema = z.strictObject({
  activityId: requiredString('activityId', { max: 100 })
    .check(z.refine(isActivityId, { error: ACTIVITY_MESSAGES.unknownActivity }))
    // The document lists the ids (a refinement has no JSON Schema of its own).
    .register(z.globalRegistry, { description: "An activity of the catalogue: the slug of its title ('magic-questions')", enum: [...ACTIVITY_IDS] }),
  /** The member's own zone (the browser's), so that "today" is their day; UTC when absent. */
  timeZone: z.optional(
    z
      .string({ error: ACTIVITY_MESSAGES.timeZone })
      .check(z.maxLength(64, { error: ACTIVITY_MESSAGES.timeZone }), z.refine(isIanaTimeZone, { error: ACTIVITY_MESSAGES.timeZone }))
      .register(z.globalRegistry, { description: "The member's IANA time zone ('Europe/Lisbon'); UTC when absent" }),
  ),
});
export type ActivityCompletionBody = z.infer<typeof activityCompletionBodySchema>;

const activityCompletionSchema = z.object({
  activityId: z.string(),
  day,
  completedAt: isoDateTime,
});
export type ActivityCompletion = z.infer<typeof activityCompletionSchema>;

/** POST's answer: 201 with `alreadyDone: false` for the day's first record, 200 with `alreadyDone: true` (and that first record) after. */
export const activityCompletionResponseSchema = z.object({
  activityId: z.string(),
  day,
  completedAt: isoDateTime,
  alreadyDone: z.boolean(),
});
export type ActivityCompletionResponse = z.infer<typeof activityCompletionResponseSchema>;

/** GET's answer: the caller's records, newest first, at most ACTIVITY_COMPLETIONS_MAX. */
export const activityCompletionsResponseSchema = z.object({
  completions: z.array(activityCompletionSchema),
});
export type ActivityCompletionsResponse = z.infer<typeof activityCompletionsResponseSchema>;
