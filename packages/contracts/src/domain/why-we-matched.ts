/**
 * "Why we matched": two or three sentences about one pair, built only from the
 * two profiles (docs/decisions.md#what-the-specification-simulates: only facts the data supports).
 *
 * 1. What they share: the trait(s) where both sit in the same band (above 65
 *    high, below 35 low, docs/product.md#constants-and-limits) less than 20 points apart,
 *    closest first; a shared middle band only when no trait is shared at
 *    either end. Left out when no trait qualifies.
 * 2. Where they differ most, as what each of them leans towards: the trait
 *    where the viewer is furthest ahead and the one where the colleague is,
 *    each counted when the difference is at least 20 points (both when both
 *    count, so that each brings something). Profiles with no such difference
 *    are said to be similar, or nearly identical when every trait is less than
 *    10 points apart; no difference is invented.
 * 3. How to work well with that difference: for each side, what the viewer
 *    asks for or offers (with one trait, its two sides); for similar profiles,
 *    a guard against shared blind spots.
 *
 * Sentences never show a score, and never assume the colleague's gender: they
 * use the first name (or 'your colleague' without one). Same input, same
 * sentences.
 */
import { archetypeDisplayName, toArchetypeId } from './archetypes.ts';
import { TRAIT_KEYS, TRAIT_NAMES, traitBand, type TraitBand, type TraitKey, type TraitScores } from './hexaco.ts';
import { CLOSE_DIFFERENCE_BELOW, matchAnalysis, type TraitComparison } from './match-analysis.ts';

/** A difference of at least this many points is worth naming. */
const NOTABLE_DIFFERENCE_FROM = 20;

export interface WhyWeMatchedInput {
  viewer: TraitScores;
  colleague: TraitScores;
  colleagueFirstName: string;
  viewerArchetype?: string | null;
  colleagueArchetype?: string | null;
}

/** How a sentence names the colleague. */
interface Colleague {
  name: string;
  possessive: string;
}

function colleagueOf(firstName: string): Colleague {
  const name = firstName.trim();
  return name === '' ? { name: 'your colleague', possessive: "your colleague's" } : { name, possessive: `${name}'s` };
}

// ---------------------------------------------------------------------------
// Phrases

/** What two people in the same band both do at work; follows "You and Priya both". */
const SHARED: Record<TraitKey, Record<TraitBand, string>> = {
  honestyHumility: {
    high: 'value fairness and straight dealing over getting ahead',
    medium: 'play fair and can still make a confident case for your work',
    low: 'feel at ease promoting your work and negotiating firmly',
  },
  emotionality: {
    high: 'notice how the people around you are feeling',
    medium: 'take worries seriously without being thrown by them',
    low: 'stay calm and steady under pressure',
  },
  extraversion: {
    high: 'enjoy speaking up and working with a group',
    medium: 'feel as comfortable in a group as working on your own',
    low: 'do your best thinking quietly before speaking up',
  },
  agreeablenessVsAnger: {
    high: 'give people the benefit of the doubt and keep disagreements calm',
    medium: 'stay patient with people and still push back when it matters',
    low: 'say plainly when you disagree',
  },
  conscientiousness: {
    high: 'like a plan and follow through',
    medium: 'plan where it matters and stay flexible elsewhere',
    low: 'keep plans loose and adapt as things change',
  },
  opennessToExperience: {
    high: 'enjoy new ideas and unusual approaches',
    medium: 'welcome new ideas and keep what already works',
    low: 'prefer proven, practical ways of working',
  },
};

/** What the one higher and the one lower on a trait lean towards; follows "leans more towards". */
const LEANS: Record<TraitKey, { higher: string; lower: string }> = {
  honestyHumility: {
    higher: 'fairness and keeping out of the spotlight',
    lower: 'making a confident case for the work and negotiating firmly',
  },
  emotionality: {
    higher: 'noticing how people feel and raising concerns early',
    lower: 'staying calm and matter-of-fact under pressure',
  },
  extraversion: {
    higher: 'thinking out loud and working with the group',
    lower: 'quiet focus and thinking things through first',
  },
  agreeablenessVsAnger: {
    higher: 'keeping the peace and giving people the benefit of the doubt',
    lower: 'saying plainly when something is not working',
  },
  conscientiousness: {
    higher: 'planning ahead and finishing what is started',
    lower: 'staying flexible and improvising as things change',
  },
  opennessToExperience: {
    higher: 'new ideas and unconventional approaches',
    lower: 'proven, practical ways of working',
  },
};

/**
 * Suggestions, addressed to the viewer: for the side of a trait each person is
 * on, what the viewer asks for themselves (`you`) or offers the colleague (`them`).
 */
interface Suggestion {
  you: string;
  them: (colleague: Colleague) => string;
}

const SUGGESTIONS: Record<TraitKey, { higher: Suggestion; lower: Suggestion }> = {
  honestyHumility: {
    higher: {
      you: 'say early what matters to you about fairness and credit',
      them: (c) => `be open with ${c.name} about who gets credit and how decisions are made`,
    },
    lower: {
      you: 'make shared credit clear when you present the work',
      them: (c) => `let ${c.name} champion the work where visibility helps`,
    },
  },
  emotionality: {
    higher: {
      you: 'say early when something worries you',
      them: (c) => `check in with ${c.name} on how the work feels, not only on how it is going`,
    },
    lower: {
      you: 'ask whether a setback worries others more than it worries you',
      them: (c) => `lean on ${c.name} to stay steady when the pressure rises`,
    },
  },
  extraversion: {
    higher: {
      you: 'say when you want to talk an idea through',
      them: (c) => `give ${c.name} time to think out loud`,
    },
    lower: {
      you: 'ask for the agenda ahead so you can think it through first',
      them: (c) => `send ${c.name} the agenda ahead so they can think it through first`,
    },
  },
  agreeablenessVsAnger: {
    higher: {
      you: 'say early when something bothers you rather than letting it pass',
      them: (c) => `ask ${c.name} directly for their view, since they may not push back unprompted`,
    },
    lower: {
      you: 'pair your frank feedback with what is working',
      them: (c) => `ask ${c.name} for frank feedback and take it as help`,
    },
  },
  conscientiousness: {
    higher: {
      you: 'agree the goal and a checkpoint',
      them: (c) => `let ${c.name} set the plan and the checkpoints`,
    },
    lower: {
      you: 'say which parts you would rather keep flexible',
      them: (c) => `let ${c.name} choose how to get there`,
    },
  },
  opennessToExperience: {
    higher: {
      you: 'make room to try a new approach',
      them: (c) => `leave room for ${c.possessive} ideas`,
    },
    lower: {
      you: 'say which proven approach you would start from',
      them: (c) => `build on ${c.possessive} sense of what has worked before`,
    },
  },
};

const SIMILAR_SUGGESTION = "To work well together, take turns playing devil's advocate, since you may share the same blind spots.";

// ---------------------------------------------------------------------------
// Archetypes

/** 'The Explorer' without its article: 'Explorer'. */
function archetypeNoun(name: string | null | undefined): string | undefined {
  const id = name ? toArchetypeId(name) : undefined;
  return id ? archetypeDisplayName(id).replace(/^The /, '') : undefined;
}

function withArticle(noun: string): string {
  return `${/^[AEIOU]/.test(noun) ? 'an' : 'a'} ${noun}`;
}

/** 'Two Explorers' or 'An Explorer and a Rock'; undefined unless both archetypes are among the twelve. */
function archetypeOpening(viewer: string | null | undefined, colleague: string | null | undefined): string | undefined {
  const mine = archetypeNoun(viewer);
  const theirs = archetypeNoun(colleague);
  if (!mine || !theirs) return undefined;
  // Every archetype's plural adds an s (Advocates, Individualists, Traditionalists...).
  const opening = mine === theirs ? `two ${mine}s` : `${withArticle(mine)} and ${withArticle(theirs)}`;
  return opening.charAt(0).toUpperCase() + opening.slice(1);
}

// ---------------------------------------------------------------------------
// The sentences

/**
 * Traits where both sit in the same band and differ by less than a notable
 * difference: both ends first, then closest first, then HEXACO order.
 */
function sharedTraits(rows: readonly TraitComparison[]): { row: TraitComparison; band: TraitBand }[] {
  const shared = rows
    .map((row, index) => ({ row, index, band: traitBand(row.viewer) }))
    .filter(({ row, band }) => traitBand(row.colleague) === band && row.difference < NOTABLE_DIFFERENCE_FROM);
  const ends = shared.filter(({ band }) => band !== 'medium');
  const pool = ends.length > 0 ? ends : shared;
  return pool.sort((a, b) => a.row.difference - b.row.difference || a.index - b.index).map(({ row, band }) => ({ row, band }));
}

interface Ahead {
  row: TraitComparison;
  /** How many points ahead. */
  by: number;
}

/** Larger lead first; equal leads in HEXACO order. */
function compareAhead(a: Ahead, b: Ahead): number {
  return b.by - a.by || TRAIT_KEYS.indexOf(a.row.trait) - TRAIT_KEYS.indexOf(b.row.trait);
}

/** The trait where one side is furthest ahead of the other, by at least a notable difference; ties go to the earlier trait in HEXACO order. */
function furthestAhead(rows: readonly TraitComparison[], side: 'viewer' | 'colleague'): Ahead | undefined {
  let best: Ahead | undefined;
  for (const row of rows) {
    const by = side === 'viewer' ? row.viewer - row.colleague : row.colleague - row.viewer;
    if (by >= NOTABLE_DIFFERENCE_FROM && (!best || by > best.by)) best = { row, by };
  }
  return best;
}

function sharedSentence(colleague: Colleague, shared: ReturnType<typeof sharedTraits>): string | undefined {
  const [first, second] = shared;
  if (!first) return undefined;
  const phrases = [SHARED[first.row.trait][first.band]];
  // A second trait only when it is shared at one end too: the middle band says less.
  if (second && second.band !== 'medium' && first.band !== 'medium') phrases.push(`both ${SHARED[second.row.trait][second.band]}`);
  return `You and ${colleague.name} both ${phrases.join(', and ')}.`;
}

/**
 * Where they differ most, as what each brings. With a notable difference each
 * way (the viewer higher on one trait, the colleague on another), both traits,
 * the larger difference first; otherwise the one trait, from both sides.
 */
function differenceSentence(colleague: Colleague, viewerAhead: Ahead | undefined, colleagueAhead: Ahead | undefined): string {
  const higherOn = (ahead: Ahead, side: 'viewer' | 'colleague') =>
    `${TRAIT_NAMES[ahead.row.trait]}, where ${side === 'viewer' ? 'you are' : `${colleague.name} is`} higher`;
  let where: string;
  let yours: string;
  let theirs: string;
  if (viewerAhead && colleagueAhead) {
    const viewerFirst = compareAhead(viewerAhead, colleagueAhead) <= 0;
    const parts = [higherOn(viewerAhead, 'viewer'), higherOn(colleagueAhead, 'colleague')];
    where = (viewerFirst ? parts : parts.reverse()).join(', and on ');
    yours = LEANS[viewerAhead.row.trait].higher;
    theirs = LEANS[colleagueAhead.row.trait].higher;
  } else if (viewerAhead) {
    where = higherOn(viewerAhead, 'viewer');
    yours = LEANS[viewerAhead.row.trait].higher;
    theirs = LEANS[viewerAhead.row.trait].lower;
  } else if (colleagueAhead) {
    where = higherOn(colleagueAhead, 'colleague');
    yours = LEANS[colleagueAhead.row.trait].lower;
    theirs = LEANS[colleagueAhead.row.trait].higher;
  } else {
    throw new Error('differenceSentence needs a notable difference');
  }
  return `You and ${colleague.name} differ most on ${where}: you lean more towards ${yours}; ${colleague.name} leans more towards ${theirs}.`;
}

function suggestionSentence(
  colleague: Colleague,
  viewerAhead: TraitComparison | undefined,
  colleagueAhead: TraitComparison | undefined,
): string {
  let yours: string;
  let theirs: string;
  if (viewerAhead && colleagueAhead) {
    yours = SUGGESTIONS[viewerAhead.trait].higher.you;
    theirs = SUGGESTIONS[colleagueAhead.trait].higher.them(colleague);
  } else if (viewerAhead) {
    yours = SUGGESTIONS[viewerAhead.trait].higher.you;
    theirs = SUGGESTIONS[viewerAhead.trait].lower.them(colleague);
  } else if (colleagueAhead) {
    yours = SUGGESTIONS[colleagueAhead.trait].lower.you;
    theirs = SUGGESTIONS[colleagueAhead.trait].higher.them(colleague);
  } else {
    return SIMILAR_SUGGESTION;
  }
  return `To work well together, ${yours}, and ${theirs}.`;
}

/** Two or three sentences on what the pair shares, where they differ most, and how to work well with that. */
export function whyWeMatched(input: WhyWeMatchedInput): string[] {
  const colleague = colleagueOf(input.colleagueFirstName);
  const { traits: rows } = matchAnalysis(input.viewer, input.colleague);

  const sentences: string[] = [];
  const shared = sharedSentence(colleague, sharedTraits(rows));
  if (shared) sentences.push(shared);

  const viewerAhead = furthestAhead(rows, 'viewer');
  const colleagueAhead = furthestAhead(rows, 'colleague');
  if (viewerAhead || colleagueAhead) {
    sentences.push(differenceSentence(colleague, viewerAhead, colleagueAhead));
  } else if (rows.every((row) => row.difference < CLOSE_DIFFERENCE_BELOW)) {
    sentences.push(`You and ${colleague.name} have nearly identical profiles, so you are likely to see most situations the same way.`);
  } else {
    sentences.push(`You and ${colleague.name} have similar profiles, with no large difference on any trait.`);
  }
  sentences.push(suggestionSentence(colleague, viewerAhead?.row, colleagueAhead?.row));

  const opening = archetypeOpening(input.viewerArchetype, input.colleagueArchetype);
  if (opening) sentences[0] = `${opening}, ${sentences[0]!.charAt(0).toLowerCase()}${sentences[0]!.slice(1)}`;
  return sentences;
}
