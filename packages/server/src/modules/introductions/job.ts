/**
 * The weekly introductions as a job of the runner (platform/jobs): one run per member of each of the week's new
 * pairs, key `<connection id>:<user id>`, due at 9:00 in the member's own zone on the matching day (or when the
 * pair is made, if later). The runner takes each key once across instances, retries a failed send with backoff,
 * and a key that succeeded is never run again; the introduction's own `sent_at` keeps a retry from sending twice.
 */
import type { JobDefinition } from '../../platform/jobs/runner.ts';
import type { IntroductionsService, SendOutcome } from './service.ts';

const WEEKLY_INTRODUCTIONS_JOB = 'weekly-introductions';

export function weeklyIntroductionsJob(deps: {
  introductions: IntroductionsService;
  log: { info(obj: object, msg: string): void };
}): JobDefinition<{ outcome: SendOutcome }> {
  return {
    name: WEEKLY_INTRODUCTIONS_JOB,
    async dueKeys(now) {
      const due = await deps.introductions.due(now);
      // One line for the lot (each run is logged at debug): a week's introductions are one per member.
      if (due.length > 0) deps.log.info({ job: WEEKLY_INTRODUCTIONS_JOB, due: due.length }, 'Weekly introductions due');
      return due.map(({ connectionId, userId }) => `${connectionId}:${userId}`);
    },
    async run(key) {
      const [connectionId = '', userId = ''] = key.split(':');
      return { outcome: await deps.introductions.send(connectionId, userId) };
    },
    leaseSeconds: 120,
    maxAttempts: 5,
    quiet: true,
  };
}
