import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ARCHETYPE_IDS, ARCHETYPE_PROTOTYPES } from '@kindred/contracts/domain/archetypes';
import { TRAIT_KEYS, type TraitScores } from '@kindred/contracts/domain/hexaco';
import { whyWeMatched, type WhyWeMatchedInput } from './why-we-matched.ts';

/** A profile at 50 on every trait but those given. */
function profile(traits: Partial<TraitScores> = {}): TraitScores {
  return { ...(Object.fromEntries(TRAIT_KEYS.map((key) => [key, 50])) as TraitScores), ...traits };
}

const anyProfile = fc
  .array(fc.integer({ min: 0, max: 100 }), { minLength: 6, maxLength: 6 })
  .map((values) => Object.fromEntries(TRAIT_KEYS.map((key, index) => [key, values[index]])) as TraitScores);
const anyArchetype = fc.option(fc.oneof(fc.constantFrom(...ARCHETYPE_IDS), fc.constantFrom('Explorer', 'THE ROCK', 'Achiever', '')));
const anyInput: fc.Arbitrary<WhyWeMatchedInput> = fc.record({
  viewer: anyProfile,
  colleague: anyProfile,
  colleagueFirstName: fc.constantFrom('Priya', 'Kenji', 'Amara', 'Tomás'),
  viewerArchetype: anyArchetype,
  colleagueArchetype: anyArchetype,
});

/** Every prototype pair, with the archetypes named. */
const PROTOTYPE_PAIRS: WhyWeMatchedInput[] = ARCHETYPE_IDS.flatMap((mine) =>
  ARCHETYPE_IDS.map((theirs) => ({
    viewer: ARCHETYPE_PROTOTYPES[mine],
    colleague: ARCHETYPE_PROTOTYPES[theirs],
    colleagueFirstName: 'Priya',
    viewerArchetype: mine,
    colleagueArchetype: theirs,
  })),
);

function expectWellFormed(sentences: string[], firstName: string) {
  expect(sentences.length).toBeGreaterThanOrEqual(2);
  expect(sentences.length).toBeLessThanOrEqual(3);
  for (const sentence of sentences) {
    // One sentence each: a capital letter first, one full stop, at the end.
    expect(sentence).toMatch(/^[A-Z][^.]*\.$/);
    // No scores, and no assumed gender.
    expect(sentence).not.toMatch(/\d/);
    expect(sentence).not.toMatch(/\b(he|she|him|his|her|hers)\b/i);
  }
  expect(sentences.join(' ')).toContain(firstName);
}

describe('why we matched', () => {
  it('says two or three sentences that name the colleague and show no score, for any two profiles', () => {
    for (const input of PROTOTYPE_PAIRS) expectWellFormed(whyWeMatched(input), 'Priya');
    fc.assert(
      fc.property(anyInput, (input) => {
        expectWellFormed(whyWeMatched(input), input.colleagueFirstName);
      }),
    );
  });

  it('says the same sentences every time for the same pair', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        expect(whyWeMatched(structuredClone(input))).toEqual(whyWeMatched(input));
      }),
    );
  });

  it('says something different for different pairs', () => {
    const thinker = ARCHETYPE_PROTOTYPES['the thinker'];
    const withOrganizer = whyWeMatched({ viewer: thinker, colleague: ARCHETYPE_PROTOTYPES['the organizer'], colleagueFirstName: 'Priya' });
    const withCaregiver = whyWeMatched({ viewer: thinker, colleague: ARCHETYPE_PROTOTYPES['the caregiver'], colleagueFirstName: 'Priya' });
    const reversed = whyWeMatched({ viewer: ARCHETYPE_PROTOTYPES['the organizer'], colleague: thinker, colleagueFirstName: 'Priya' });
    expect(withOrganizer).not.toEqual(withCaregiver);
    expect(withOrganizer).not.toEqual(reversed);
    // Without archetype names, the words come from the profiles alone: most of the 144 prototype pairs read differently.
    const texts = new Set(PROTOTYPE_PAIRS.map(({ viewer, colleague }) => whyWeMatched({ viewer, colleague, colleagueFirstName: 'Priya' }).join(' ')));
    expect(texts.size).toBeGreaterThanOrEqual(100);
  });

  it('says what both share when both are high on the same trait, in words about work', () => {
    const [shared] = whyWeMatched({
      viewer: profile({ conscientiousness: 85 }),
      colleague: profile({ conscientiousness: 80 }),
      colleagueFirstName: 'Priya',
    });
    expect(shared).toBe('You and Priya both like a plan and follow through.');
  });

  it('names a second shared trait, the closer first, when both are at the same end on it too', () => {
    const [shared] = whyWeMatched({
      viewer: profile({ conscientiousness: 85, extraversion: 20 }),
      colleague: profile({ conscientiousness: 83, extraversion: 25 }),
      colleagueFirstName: 'Priya',
    });
    expect(shared).toBe('You and Priya both like a plan and follow through, and both do your best thinking quietly before speaking up.');
  });

  it('does not claim a shared trait when the two are far apart on it, even in the same band', () => {
    const sentences = whyWeMatched({
      viewer: profile({ conscientiousness: 100 }),
      colleague: profile({ conscientiousness: 70 }),
      colleagueFirstName: 'Priya',
    });
    expect(sentences.join(' ')).not.toContain('both like a plan');
    expect(sentences[1]).toMatch(/^You and Priya differ most on Conscientiousness, where you are higher:/);
  });

  it('says where they differ most as what each leans towards, naming who is higher', () => {
    const sentences = whyWeMatched({
      viewer: profile({ extraversion: 20 }),
      colleague: profile({ extraversion: 85 }),
      colleagueFirstName: 'Kenji',
    });
    expect(sentences).toContain(
      'You and Kenji differ most on Extraversion, where Kenji is higher: you lean more towards quiet focus and thinking things through first; ' +
        'Kenji leans more towards thinking out loud and working with the group.',
    );
    expect(sentences.at(-1)).toBe(
      'To work well together, ask for the agenda ahead so you can think it through first, and give Kenji time to think out loud.',
    );
  });

  it('suggests a goal and a checkpoint, with room for their ideas, to a planner matched with someone full of ideas', () => {
    const sentences = whyWeMatched({
      viewer: profile({ conscientiousness: 90, opennessToExperience: 40 }),
      colleague: profile({ conscientiousness: 45, opennessToExperience: 85 }),
      colleagueFirstName: 'Priya',
    });
    expect(sentences).toContain(
      'You and Priya differ most on Conscientiousness, where you are higher, and on Openness to Experience, where Priya is higher: ' +
        'you lean more towards planning ahead and finishing what is started; Priya leans more towards new ideas and unconventional approaches.',
    );
    expect(sentences.at(-1)).toBe("To work well together, agree the goal and a checkpoint, and leave room for Priya's ideas.");
  });

  it('gives both sides of the one trait when the difference runs one way', () => {
    const sentences = whyWeMatched({
      viewer: profile({ conscientiousness: 90 }),
      colleague: profile({ conscientiousness: 30 }),
      colleagueFirstName: 'Amara',
    });
    expect(sentences.at(-1)).toBe('To work well together, agree the goal and a checkpoint, and let Amara choose how to get there.');
  });

  it('says the profiles are nearly identical instead of inventing a difference', () => {
    const sentences = whyWeMatched({ viewer: profile(), colleague: profile({ emotionality: 55 }), colleagueFirstName: 'Priya' });
    expect(sentences.join(' ')).toContain('nearly identical');
    expect(sentences.join(' ')).not.toMatch(/differ|lean/);
    expectWellFormed(sentences, 'Priya');
    for (const input of PROTOTYPE_PAIRS.filter(({ viewer, colleague }) => viewer === colleague)) {
      expect(whyWeMatched(input).join(' ')).toContain('nearly identical');
    }
  });

  it('says the profiles are similar, with no large difference, when no trait is far apart', () => {
    const sentences = whyWeMatched({
      viewer: profile({ honestyHumility: 70 }),
      colleague: profile({ honestyHumility: 85, extraversion: 35 }),
      colleagueFirstName: 'Priya',
    });
    expect(sentences).toEqual([
      'You and Priya both value fairness and straight dealing over getting ahead.',
      'You and Priya have similar profiles, with no large difference on any trait.',
      "To work well together, take turns playing devil's advocate, since you may share the same blind spots.",
    ]);
  });

  it('leaves out what they share when no trait is in the same band for both', () => {
    const sentences = whyWeMatched({
      viewer: scoresOf([90, 10, 90, 10, 90, 10]),
      colleague: scoresOf([50, 50, 50, 50, 50, 50]),
      colleagueFirstName: 'Priya',
    });
    expect(sentences).toHaveLength(2);
    expect(sentences[0]).toMatch(/^You and Priya differ most on /);
  });

  it('opens with the two archetypes when both are known', () => {
    const explorer = ARCHETYPE_PROTOTYPES['the explorer'];
    const same = whyWeMatched({ viewer: explorer, colleague: explorer, colleagueFirstName: 'Priya', viewerArchetype: 'the explorer', colleagueArchetype: 'Explorer' });
    expect(same[0]).toMatch(/^Two Explorers, you and Priya /);
    const organizer = ARCHETYPE_PROTOTYPES['the organizer'];
    const mixed = whyWeMatched({ viewer: organizer, colleague: explorer, colleagueFirstName: 'Priya', viewerArchetype: 'The Organizer', colleagueArchetype: 'the explorer' });
    expect(mixed[0]).toMatch(/^An Organizer and an Explorer, you and Priya /);
    const rock = whyWeMatched({ viewer: explorer, colleague: ARCHETYPE_PROTOTYPES['the rock'], colleagueFirstName: 'Priya', viewerArchetype: 'explorer', colleagueArchetype: 'the rock' });
    expect(rock[0]).toMatch(/^An Explorer and a Rock, you and Priya /);
  });

  it('leaves the archetypes out when one is unknown or missing', () => {
    const explorer = ARCHETYPE_PROTOTYPES['the explorer'];
    for (const colleagueArchetype of [null, undefined, '', 'Achiever']) {
      const [first] = whyWeMatched({ viewer: explorer, colleague: explorer, colleagueFirstName: 'Priya', viewerArchetype: 'the explorer', colleagueArchetype });
      expect(first).toMatch(/^You and Priya /);
    }
  });

  it("calls the colleague 'your colleague' when their first name is unknown", () => {
    const sentences = whyWeMatched({
      viewer: profile({ opennessToExperience: 20 }),
      colleague: profile({ opennessToExperience: 90 }),
      colleagueFirstName: '  ',
    });
    expect(sentences.join(' ')).toContain('your colleague leans more towards new ideas');
    expect(sentences.at(-1)).toBe("To work well together, say which proven approach you would start from, and leave room for your colleague's ideas.");
  });
});

function scoresOf(values: readonly number[]): TraitScores {
  return Object.fromEntries(TRAIT_KEYS.map((key, index) => [key, values[index]])) as TraitScores;
}
