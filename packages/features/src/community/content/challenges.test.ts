import { describe, expect, it } from 'vitest';
import { challengeSchema, createSampleChallenges, splitChallenges } from './challenges.ts';

const TODAY = new Date('2025-09-15T09:00:00.000Z');

describe('sample challenges', () => {
  const challenges = createSampleChallenges(TODAY);

  it('validates every challenge', () => {
    for (const challenge of challenges) expect(challengeSchema.parse(challenge)).toEqual(challenge);
  });

  it('has unique ids and titles', () => {
    expect(new Set(challenges.map((c) => c.id)).size).toBe(challenges.length);
    expect(new Set(challenges.map((c) => c.title)).size).toBe(challenges.length);
  });

  it('has some active and some completed challenges', () => {
    const { active, completed } = splitChallenges(challenges);
    expect(active.length).toBeGreaterThanOrEqual(3);
    expect(completed.length).toBeGreaterThanOrEqual(2);
    expect(active.length + completed.length).toBe(challenges.length);
  });

  it('keeps active and completed challenges consistent', () => {
    const { active, completed } = splitChallenges(challenges);
    for (const challenge of active) {
      expect(challenge.days_left, challenge.id).toBeGreaterThan(0);
      expect(challenge.progress, challenge.id).toBeLessThan(100);
      expect(challenge.completedDate).toBeUndefined();
    }
    for (const challenge of completed) {
      expect(challenge.days_left, challenge.id).toBe(0);
      expect(challenge.progress, challenge.id).toBe(100);
      expect(challenge.completedDate! < '2025-09-15', challenge.id).toBe(true);
    }
  });

  it('orders active by deadline and completed by most recent', () => {
    const { active, completed } = splitChallenges(challenges);
    const deadlines = active.map((c) => c.days_left);
    expect([...deadlines].sort((a, b) => a - b)).toEqual(deadlines);
    const dates = completed.map((c) => c.completedDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('dates completions relative to the day given', () => {
    const byId = new Map(challenges.map((c) => [c.id, c]));
    expect(byId.get('know-your-profile')?.completedDate).toBe('2025-09-03');
  });
});
