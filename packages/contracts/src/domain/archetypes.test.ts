import { describe, expect, it } from 'vitest';
import {
  ARCHETYPE_IDS,
  ARCHETYPE_PROTOTYPES,
  DEFAULT_ARCHETYPE_ID,
  archetypeDisplayName,
  archetypeIdSchema,
  assignArchetype,
  isArchetypeId,
  rankArchetypes,
  toArchetypeId,
} from './archetypes.ts';
import type { ArchetypeId } from './archetypes.ts';
import { TRAIT_KEYS } from './hexaco.ts';
import type { TraitScores } from './hexaco.ts';

function squaredDistance(a: TraitScores, b: TraitScores): number {
  return TRAIT_KEYS.reduce((sum, key) => sum + (a[key] - b[key]) ** 2, 0);
}

/** Small deterministic generator (mulberry32) so the "random" profiles are the same on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function profile(values: readonly number[]): TraitScores {
  const scores = {} as TraitScores;
  TRAIT_KEYS.forEach((key, i) => {
    scores[key] = values[i] ?? 50;
  });
  return scores;
}

describe('archetype ids', () => {
  it('are the twelve ids the spec spells, in its order', () => {
    expect(ARCHETYPE_IDS).toEqual([
      'the advocate',
      'the promoter',
      'the spark',
      'the rock',
      'the storyteller',
      'the thinker',
      'the caregiver',
      'the individualist',
      'the organizer',
      'the dreamer',
      'the explorer',
      'the traditionalist',
    ]);
    expect(new Set(ARCHETYPE_IDS).size).toBe(12);
  });

  it('default to the organizer, as the mapped profile does', () => {
    expect(DEFAULT_ARCHETYPE_ID).toBe('the organizer');
  });

  it('validate with the schema and the guard', () => {
    for (const id of ARCHETYPE_IDS) {
      expect(archetypeIdSchema.parse(id)).toBe(id);
      expect(isArchetypeId(id)).toBe(true);
    }
    expect(archetypeIdSchema.safeParse('The Advocate').success).toBe(false);
    expect(isArchetypeId('the wizard')).toBe(false);
    expect(isArchetypeId(42)).toBe(false);
  });

  it('read common spellings of a name', () => {
    expect(toArchetypeId('The Organizer')).toBe('the organizer');
    expect(toArchetypeId('organizer')).toBe('the organizer');
    expect(toArchetypeId('  the   SPARK ')).toBe('the spark');
    expect(toArchetypeId('The Wizard')).toBeUndefined();
    expect(toArchetypeId('')).toBeUndefined();
    expect(toArchetypeId('the')).toBeUndefined();
  });

  it('display in title case', () => {
    expect(archetypeDisplayName('the advocate')).toBe('The Advocate');
    expect(archetypeDisplayName('the traditionalist')).toBe('The Traditionalist');
    for (const id of ARCHETYPE_IDS) expect(archetypeDisplayName(id)).toMatch(/^The [A-Z][a-z]+$/);
  });
});

describe('archetype prototypes', () => {
  it('have one prototype per archetype with six scores in 0-100', () => {
    expect(Object.keys(ARCHETYPE_PROTOTYPES).sort()).toEqual([...ARCHETYPE_IDS].sort());
    for (const id of ARCHETYPE_IDS) {
      const prototype = ARCHETYPE_PROTOTYPES[id];
      expect(Object.keys(prototype).sort()).toEqual([...TRAIT_KEYS].sort());
      for (const key of TRAIT_KEYS) {
        expect(Number.isInteger(prototype[key])).toBe(true);
        expect(prototype[key]).toBeGreaterThanOrEqual(0);
        expect(prototype[key]).toBeLessThanOrEqual(100);
      }
    }
  });

  it('are distinct: any two are at least 25 points apart', () => {
    for (const [i, a] of ARCHETYPE_IDS.entries()) {
      for (const b of ARCHETYPE_IDS.slice(i + 1)) {
        const distance = Math.sqrt(squaredDistance(ARCHETYPE_PROTOTYPES[a], ARCHETYPE_PROTOTYPES[b]));
        expect(distance, `${a} / ${b}`).toBeGreaterThanOrEqual(25);
      }
    }
  });

  it('each map to their own archetype', () => {
    for (const id of ARCHETYPE_IDS) {
      expect(assignArchetype(ARCHETYPE_PROTOTYPES[id])).toBe(id);
      expect(rankArchetypes(ARCHETYPE_PROTOTYPES[id])[0]).toEqual({ id, distance: 0 });
    }
  });
});

describe('assignArchetype', () => {
  it('reaches every archetype from a grid of profiles', () => {
    const levels = [10, 30, 50, 70, 90];
    const reached = new Set<ArchetypeId>();
    const walk = (prefix: number[]): void => {
      if (prefix.length === TRAIT_KEYS.length) {
        reached.add(assignArchetype(profile(prefix)));
        return;
      }
      for (const level of levels) walk([...prefix, level]);
    };
    walk([]);
    expect([...reached].sort()).toEqual([...ARCHETYPE_IDS].sort());
  });

  it('spreads seeded profiles around the middle of the scale over all twelve, none rare', () => {
    const random = seeded(20250912);
    // Approximately normal around 50 (sum of three uniforms), spread like real trait scores.
    const score = () => 50 + ((random() + random() + random()) / 3 - 0.5) * 90;
    const counts = new Map<ArchetypeId, number>();
    const total = 6000;
    for (let i = 0; i < total; i++) {
      const id = assignArchetype(profile(TRAIT_KEYS.map(() => score())));
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    for (const id of ARCHETYPE_IDS) {
      const share = (counts.get(id) ?? 0) / total;
      expect(share, id).toBeGreaterThan(0.04);
      expect(share, id).toBeLessThan(0.16);
    }
  });

  it('picks the nearest prototype', () => {
    const random = seeded(7);
    for (let i = 0; i < 500; i++) {
      const scores = profile(TRAIT_KEYS.map(() => Math.round(random() * 100)));
      const chosen = assignArchetype(scores);
      const best = Math.min(...ARCHETYPE_IDS.map((id) => squaredDistance(scores, ARCHETYPE_PROTOTYPES[id])));
      expect(squaredDistance(scores, ARCHETYPE_PROTOTYPES[chosen])).toBe(best);
      expect(rankArchetypes(scores)[0]?.id).toBe(chosen);
    }
  });

  it('breaks ties in favour of the archetype listed first, every time', () => {
    // Search integer profiles around each pair's midpoint for exact ties between the two nearest prototypes.
    const ties: { scores: TraitScores; tied: [ArchetypeId, ArchetypeId] }[] = [];
    const offsets = [-1, 0, 1];
    for (const [i, a] of ARCHETYPE_IDS.entries()) {
      for (const b of ARCHETYPE_IDS.slice(i + 1)) {
        const pa = ARCHETYPE_PROTOTYPES[a];
        const pb = ARCHETYPE_PROTOTYPES[b];
        const mid = TRAIT_KEYS.map((key) => Math.round((pa[key] + pb[key]) / 2));
        const walk = (prefix: number[]): void => {
          if (prefix.length === TRAIT_KEYS.length) {
            const scores = profile(prefix);
            const da = squaredDistance(scores, pa);
            if (da !== squaredDistance(scores, pb)) return;
            const others = ARCHETYPE_IDS.filter((id) => id !== a && id !== b);
            if (others.every((id) => squaredDistance(scores, ARCHETYPE_PROTOTYPES[id]) > da)) {
              ties.push({ scores, tied: [a, b] });
            }
            return;
          }
          const base = mid[prefix.length] ?? 50;
          for (const offset of offsets) walk([...prefix, base + offset]);
        };
        walk([]);
      }
    }
    expect(ties.length).toBeGreaterThan(0);
    for (const { scores, tied } of ties) {
      expect(assignArchetype(scores)).toBe(tied[0]);
      expect(assignArchetype({ ...scores })).toBe(tied[0]);
      const ranking = rankArchetypes(scores);
      expect(ranking.slice(0, 2).map((entry) => entry.id)).toEqual(tied);
      expect(ranking[0]?.distance).toBe(ranking[1]?.distance);
    }
  });

  it('does not depend on the order of the keys in the input', () => {
    const scores = profile([72, 18, 64, 41, 55, 90]);
    const reversed = Object.fromEntries(Object.entries(scores).reverse()) as TraitScores;
    expect(assignArchetype(reversed)).toBe(assignArchetype(scores));
  });

  it('clamps out-of-range scores and treats invalid ones as the middle score', () => {
    const scores = profile([80, 60, 65, 35, 60, 65]);
    expect(assignArchetype({ ...scores, honestyHumility: 400 })).toBe(
      assignArchetype({ ...scores, honestyHumility: 100 }),
    );
    expect(assignArchetype({ ...scores, emotionality: Number.NaN })).toBe(
      assignArchetype({ ...scores, emotionality: 50 }),
    );
  });
});

describe('rankArchetypes', () => {
  it('lists all twelve, nearest first', () => {
    const ranking = rankArchetypes(profile([50, 50, 50, 50, 50, 50]));
    expect(ranking).toHaveLength(12);
    expect(new Set(ranking.map((entry) => entry.id)).size).toBe(12);
    for (let i = 1; i < ranking.length; i++) {
      expect(ranking[i]!.distance).toBeGreaterThanOrEqual(ranking[i - 1]!.distance);
    }
  });
});
