import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ACTIVITY_IDS, isActivityId, slugify } from '../domain/activity-ids';
import { ACTIVITY_MESSAGES, activityCompletionBodySchema, isIanaTimeZone } from './activities';
import { quickConnectStatsSchema } from './quick-connect';

const messageOf = (input: unknown) => {
  const result = z.safeParse(activityCompletionBodySchema, input);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('activity ids', () => {
  it('are 46 distinct slugs, each its own slug', () => {
    expect(ACTIVITY_IDS).toHaveLength(46);
    expect(new Set(ACTIVITY_IDS).size).toBe(46);
    for (const id of ACTIVITY_IDS) {
      expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(slugify(id)).toBe(id);
    }
  });

  it('knows only its own ids, exactly spelt', () => {
    expect(isActivityId('magic-questions')).toBe(true);
    for (const other of ['Magic Questions', 'magic-questions ', 'constructor', '__proto__', 'toString', '']) expect(isActivityId(other), other).toBe(false);
  });
});

describe('the completion body', () => {
  it('takes an activity of the catalogue and an optional IANA zone', () => {
    expect(z.parse(activityCompletionBodySchema, { activityId: 'top-4' })).toEqual({ activityId: 'top-4' });
    expect(z.parse(activityCompletionBodySchema, { activityId: ' top-4 ', timeZone: 'America/Toronto' })).toEqual({
      activityId: 'top-4',
      timeZone: 'America/Toronto',
    });
  });

  it('says what is wrong', () => {
    expect(messageOf({})).toBe('Missing required parameter: activityId');
    expect(messageOf({ activityId: '  ' })).toBe('Missing required parameter: activityId');
    expect(messageOf({ activityId: 'nope' })).toBe(ACTIVITY_MESSAGES.unknownActivity);
    expect(messageOf({ activityId: 'top-4', timeZone: 'Mars/Olympus' })).toBe(ACTIVITY_MESSAGES.timeZone);
    expect(messageOf({ activityId: 'top-4', extra: 1 })).not.toBeNull();
  });

  it('accepts zone names, not offsets', () => {
    for (const zone of ['UTC', 'Europe/Lisbon', 'Etc/GMT+5', 'America/Argentina/Buenos_Aires']) expect(isIanaTimeZone(zone), zone).toBe(true);
    for (const zone of ['+01:00', 'Mars/Olympus', '', 'Europe/Lisbon; DROP']) expect(isIanaTimeZone(zone), zone).toBe(false);
  });
});

describe('the Quick Connect counters', () => {
  it('are whole numbers from zero', () => {
    expect(z.parse(quickConnectStatsSchema, { scheduled: 2, rescheduled: 1, completed: 0 })).toEqual({ scheduled: 2, rescheduled: 1, completed: 0 });
    for (const bad of [{ scheduled: -1, rescheduled: 0, completed: 0 }, { scheduled: 1.5, rescheduled: 0, completed: 0 }, { scheduled: 1 }]) {
      expect(z.safeParse(quickConnectStatsSchema, bad).success).toBe(false);
    }
  });
});
