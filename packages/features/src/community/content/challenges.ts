/**
 * Sample community challenges (docs/product.md#what-it-keeps "Challenge (sample)"; the feature
 * is simulated, docs/decisions.md#what-the-specification-simulates), shown under the Active Challenges and
 * Completed tabs. Completion dates are relative, so build the list with
 * `createSampleChallenges(today)`.
 */
import * as z from 'zod/mini';

const CHALLENGE_CATEGORIES = [
  'Connection',
  'Recognition',
  'Team Building',
  'Feedback',
  'Learning',
  'Wellness',
] as const;

const CHALLENGE_DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const;

export const challengeSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
  title: z.string().check(z.minLength(1)),
  description: z.string().check(z.minLength(1)),
  category: z.enum(CHALLENGE_CATEGORIES),
  difficulty: z.enum(CHALLENGE_DIFFICULTIES),
  participants: z.number().check(z.int(), z.gte(0)),
  days_left: z.number().check(z.int(), z.gte(0)),
  /** Percent complete, 0 to 100. */
  progress: z.number().check(z.int(), z.gte(0), z.lte(100)),
  reward: z.string().check(z.minLength(1)),
  /** yyyy-mm-dd; present only on completed challenges. */
  completedDate: z.optional(z.iso.date()),
});
export type Challenge = z.infer<typeof challengeSchema>;

type ChallengeSource = Omit<Challenge, 'completedDate'> & { completedDaysAgo?: number };

const SOURCE: ChallengeSource[] = [
  {
    id: 'five-new-faces',
    title: 'Five New Faces',
    description: 'Have a Quick Connect with five colleagues you have not met before.',
    category: 'Connection',
    difficulty: 'Medium',
    participants: 42,
    days_left: 12,
    progress: 40,
    reward: '150 points',
  },
  {
    id: 'gratitude-week',
    title: 'Gratitude Week',
    description: 'Thank a different colleague for something specific on each workday this week.',
    category: 'Recognition',
    difficulty: 'Easy',
    participants: 67,
    days_left: 4,
    progress: 60,
    reward: '75 points',
  },
  {
    id: 'cross-team-explorer',
    title: 'Cross-Team Explorer',
    description: 'Meet someone from three different departments this month and learn what their team does.',
    category: 'Connection',
    difficulty: 'Medium',
    participants: 28,
    days_left: 18,
    progress: 33,
    reward: '200 points',
  },
  {
    id: 'try-something-new',
    title: 'Try Something New',
    description: 'Run two activities from the catalogue that your team has never tried.',
    category: 'Team Building',
    difficulty: 'Medium',
    participants: 19,
    days_left: 9,
    progress: 50,
    reward: '120 points',
  },
  {
    id: 'step-outside',
    title: 'Step Outside',
    description: 'Hold three of your one-to-ones away from your desk: as a walk, or sitting outside.',
    category: 'Wellness',
    difficulty: 'Easy',
    participants: 35,
    days_left: 6,
    progress: 0,
    reward: '80 points',
  },
  {
    id: 'know-your-profile',
    title: 'Know Your Profile',
    description: 'Read about all six of your traits and share one insight with a colleague.',
    category: 'Learning',
    difficulty: 'Easy',
    participants: 88,
    days_left: 0,
    progress: 100,
    reward: '50 points',
    completedDaysAgo: 12,
  },
  {
    id: 'feedback-fortnight',
    title: 'Feedback Fortnight',
    description: 'Give one piece of specific, constructive feedback each week for two weeks.',
    category: 'Feedback',
    difficulty: 'Hard',
    participants: 23,
    days_left: 0,
    progress: 100,
    reward: '250 points',
    completedDaysAgo: 30,
  },
  {
    id: 'ritual-starter',
    title: 'Ritual Starter',
    description: 'Open a recurring team meeting with a five-minute check-in for a month.',
    category: 'Team Building',
    difficulty: 'Hard',
    participants: 16,
    days_left: 0,
    progress: 100,
    reward: '200 points',
    completedDaysAgo: 45,
  },
];

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The sample challenges, with completion dates counted back from `today`. */
export function createSampleChallenges(today: Date = new Date()): Challenge[] {
  return SOURCE.map(({ completedDaysAgo, ...challenge }) =>
    completedDaysAgo === undefined
      ? challenge
      : { ...challenge, completedDate: isoDate(new Date(today.getTime() - completedDaysAgo * 86_400_000)) },
  );
}

function isCompleted(challenge: Challenge): boolean {
  return challenge.completedDate !== undefined;
}

/** Split for the two tabs: active (soonest deadline first) and completed (most recent first). */
export function splitChallenges(challenges: readonly Challenge[]): { active: Challenge[]; completed: Challenge[] } {
  return {
    active: challenges.filter((c) => !isCompleted(c)).sort((a, b) => a.days_left - b.days_left),
    completed: challenges
      .filter(isCompleted)
      .sort((a, b) => (b.completedDate ?? '').localeCompare(a.completedDate ?? '')),
  };
}
