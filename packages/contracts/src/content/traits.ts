/**
 * The six HEXACO traits as the persona screens explain them: what each trait
 * measures, its four facets (the facet names of the HEXACO-PI-R), and what a
 * high, medium or low score tends to look like at work. Trait keys, names,
 * letters and bands come from the shared domain.
 */
import * as z from 'zod/mini';
import { TRAIT_KEYS, TRAIT_LETTERS, TRAIT_NAMES } from '@kindred/contracts/domain/hexaco';
import type { TraitBand, TraitKey } from '@kindred/contracts/domain/hexaco';

const traitFacetSchema = z.object({
  name: z.string().check(z.minLength(1)),
  description: z.string().check(z.minLength(1)),
});

export const traitInfoSchema = z.object({
  key: z.enum(TRAIT_KEYS),
  name: z.string().check(z.minLength(1)),
  letter: z.string().check(z.length(1)),
  description: z.string().check(z.minLength(1)),
  facets: z.array(traitFacetSchema).check(z.length(4)),
  /** What a score in each band tends to mean at work, addressed to the member. */
  bands: z.object({
    high: z.string().check(z.minLength(1)),
    medium: z.string().check(z.minLength(1)),
    low: z.string().check(z.minLength(1)),
  }),
});

export type TraitInfo = z.infer<typeof traitInfoSchema> & { key: TraitKey; bands: Record<TraitBand, string> };

type TraitText = Pick<TraitInfo, 'description' | 'facets' | 'bands'>;

const TEXT: Record<TraitKey, TraitText> = {
  honestyHumility: {
    description:
      'How sincere, fair and modest you tend to be, and how little you are driven by money, status or getting ahead at the expense of others.',
    facets: [
      { name: 'Sincerity', description: 'Being genuine with people rather than flattering or manipulating them.' },
      { name: 'Fairness', description: 'Playing by the rules, even when breaking them would pay off.' },
      { name: 'Greed Avoidance', description: 'Having little interest in wealth, luxury or signs of status.' },
      { name: 'Modesty', description: 'Seeing yourself as an ordinary person, with no claim to special treatment.' },
    ],
    bands: {
      high: 'You are straightforward and fair, unlikely to bend rules for personal gain, and you rarely seek the spotlight.',
      medium:
        'You are generally honest and fair, and comfortable promoting yourself or negotiating firmly when the situation calls for it.',
      low: 'You are comfortable with self-promotion and strategic about getting ahead; recognition and rewards can be strong motivators.',
    },
  },
  emotionality: {
    description:
      "How strongly you feel worry, fear and attachment, and how readily you feel for other people's emotions.",
    facets: [
      { name: 'Fearfulness', description: 'A tendency to feel fear, especially of physical danger.' },
      { name: 'Anxiety', description: 'A tendency to worry, in a wide range of situations.' },
      { name: 'Dependence', description: 'A need for emotional support and reassurance from others.' },
      { name: 'Sentimentality', description: 'Strong emotional bonds with others and empathy for their feelings.' },
    ],
    bands: {
      high: 'You feel things deeply, empathize readily and value support from the people around you; stressful situations may weigh on you more.',
      medium:
        "You notice your own and others' feelings without being carried away by them, and you can lean on others or cope alone.",
      low: 'You stay calm under pressure and handle difficulties on your own, and you may be slower to show or ask for emotional support.',
    },
  },
  extraversion: {
    description: 'How confident, sociable and energetic you tend to be with other people.',
    facets: [
      { name: 'Social Self-Esteem', description: 'Feeling good about yourself and at ease in social situations.' },
      { name: 'Social Boldness', description: 'Comfort with speaking up, leading a group or approaching strangers.' },
      { name: 'Sociability', description: 'Enjoying conversation, company and social events.' },
      { name: 'Liveliness', description: 'Your usual level of energy and enthusiasm.' },
    ],
    bands: {
      high: 'You gain energy from people, speak up easily and enjoy leading conversations and groups.',
      medium:
        'You are comfortable in company and in your own space, and you adapt to both lively and quiet settings.',
      low: 'You prefer smaller groups and quieter settings, and you often do your best thinking away from an audience.',
    },
  },
  agreeablenessVsAnger: {
    description:
      'How patient, forgiving and flexible you tend to be with other people, especially when you disagree or are annoyed.',
    facets: [
      { name: 'Forgiveness', description: 'Willingness to trust people again after being wronged.' },
      { name: 'Gentleness', description: 'Being mild and lenient when judging others.' },
      { name: 'Flexibility', description: 'Willingness to compromise and cooperate rather than argue.' },
      { name: 'Patience', description: 'Staying calm rather than becoming angry.' },
    ],
    bands: {
      high: 'You are patient and forgiving, compromise readily and keep disagreements calm.',
      medium: 'You cooperate by default, and you hold your ground when something matters to you.',
      low: 'You are direct, hold people to account and stand firm on your views; frustration can show quickly.',
    },
  },
  conscientiousness: {
    description: 'How organized, hard-working, thorough and careful you tend to be.',
    facets: [
      { name: 'Organization', description: 'A preference for order, structure and planning.' },
      { name: 'Diligence', description: 'Working hard and staying motivated to achieve.' },
      { name: 'Perfectionism', description: 'Care for detail and accuracy.' },
      { name: 'Prudence', description: 'Thinking things through before acting.' },
    ],
    bands: {
      high: 'You plan ahead, follow through and take care over detail.',
      medium: 'You are organized where it counts and relaxed where it does not.',
      low: 'You are spontaneous and adaptable, and comfortable starting before everything is planned.',
    },
  },
  opennessToExperience: {
    description:
      'How curious you are about ideas, art and the world around you, and how open to unconventional ways of thinking.',
    facets: [
      { name: 'Aesthetic Appreciation', description: 'Enjoying beauty in art, design and nature.' },
      { name: 'Inquisitiveness', description: 'Seeking out knowledge about how the world and people work.' },
      { name: 'Creativity', description: 'A preference for invention and experiment.' },
      { name: 'Unconventionality', description: 'Acceptance of the unusual, including unusual ideas and people.' },
    ],
    bands: {
      high: 'You enjoy new ideas, abstract problems and creative work, and you are drawn to the unconventional.',
      medium: 'You are open to new ideas when they have a clear purpose, and you value what already works.',
      low: 'You prefer the practical and the proven, and you focus on concrete problems over abstract ones.',
    },
  },
};

/** The six traits, keyed by trait key. */
export const TRAITS = Object.fromEntries(
  TRAIT_KEYS.map((key) => [key, { key, name: TRAIT_NAMES[key], letter: TRAIT_LETTERS[key], ...TEXT[key] }]),
) as Record<TraitKey, TraitInfo>;

/** The six traits in HEXACO order. */
export const TRAIT_LIST: readonly TraitInfo[] = TRAIT_KEYS.map((key) => TRAITS[key]);
