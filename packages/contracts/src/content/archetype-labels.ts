/**
 * The archetype label map (docs/product.md#what-it-keeps, "Archetype label map"): short labels
 * shown on connection cards and in the directory, with a line or two on how
 * each works with others. The spec gives details for the first nine labels;
 * 'organizer' and 'catalyst' are labels only.
 */
import * as z from 'zod/mini';

export const ARCHETYPE_LABEL_KEYS = [
  'individualist',
  'achiever',
  'explorer',
  'helper',
  'leader',
  'creative',
  'analyst',
  'peacemaker',
  'reformer',
  'organizer',
  'catalyst',
] as const;
export type ArchetypeLabelKey = (typeof ARCHETYPE_LABEL_KEYS)[number];

export const archetypeLabelSchema = z.object({
  label: z.string().check(z.minLength(1)),
  traits: z.optional(z.array(z.string().check(z.minLength(1))).check(z.minLength(1))),
  workStyle: z.optional(z.string().check(z.minLength(1))),
  strength: z.optional(z.string().check(z.minLength(1))),
  collaborationTip: z.optional(z.string().check(z.minLength(1))),
});
export type ArchetypeLabel = z.infer<typeof archetypeLabelSchema>;

export const ARCHETYPE_LABELS: Record<ArchetypeLabelKey, ArchetypeLabel> = {
  individualist: {
    label: 'Individualist',
    traits: ['Independent', 'Original', 'Direct'],
    workStyle: 'Works best with autonomy and room to try their own approach.',
    strength: 'Brings fresh perspectives and questions assumptions others take for granted.',
    collaborationTip: 'Agree the outcome you need, then give them space to decide how to get there.',
  },
  achiever: {
    label: 'Achiever',
    traits: ['Driven', 'Goal-focused', 'Persistent'],
    workStyle: 'Sets clear targets and works steadily towards them.',
    strength: 'Turns ambitions into results and keeps momentum going.',
    collaborationTip: 'Be clear about goals and deadlines, and recognize progress along the way.',
  },
  explorer: {
    label: 'Explorer',
    traits: ['Curious', 'Adventurous', 'Adaptable'],
    workStyle: 'Learns by trying things and enjoys unfamiliar challenges.',
    strength: 'Finds new ideas and stays comfortable when the path is uncertain.',
    collaborationTip: 'Bring them in early on new projects and share what you are learning.',
  },
  helper: {
    label: 'Helper',
    traits: ['Supportive', 'Warm', 'Generous'],
    workStyle: 'Puts people first and notices what colleagues need.',
    strength: 'Builds trust and makes people feel supported.',
    collaborationTip: 'Ask what they need too, and thank them for the help they give.',
  },
  leader: {
    label: 'Leader',
    traits: ['Decisive', 'Confident', 'Responsible'],
    workStyle: 'Takes charge, sets direction and makes the call when one is needed.',
    strength: 'Gives a group focus and moves decisions forward.',
    collaborationTip: 'Bring options with a recommendation, and raise concerns early rather than late.',
  },
  creative: {
    label: 'Creative',
    traits: ['Imaginative', 'Expressive', 'Inventive'],
    workStyle: 'Thinks in possibilities and enjoys shaping new ideas.',
    strength: 'Finds original solutions and fresh ways to present them.',
    collaborationTip: 'Allow time for open exploration before narrowing down to one idea.',
  },
  analyst: {
    label: 'Analyst',
    traits: ['Logical', 'Precise', 'Thorough'],
    workStyle: 'Digs into data and detail before forming a view.',
    strength: 'Spots patterns and risks that others miss.',
    collaborationTip: 'Share information in advance and back up requests with evidence.',
  },
  peacemaker: {
    label: 'Peacemaker',
    traits: ['Calm', 'Diplomatic', 'Patient'],
    workStyle: 'Looks for common ground and keeps the atmosphere steady.',
    strength: 'Eases tension and helps different views come together.',
    collaborationTip: 'Ask for their honest opinion directly; they may not push to give it.',
  },
  reformer: {
    label: 'Reformer',
    traits: ['Principled', 'Conscientious', 'Improvement-minded'],
    workStyle: 'Holds high standards and looks for what could be done better.',
    strength: 'Raises quality and fixes problems at the root.',
    collaborationTip: 'Explain the reasoning behind decisions and welcome their suggestions for improvement.',
  },
  organizer: { label: 'Organizer' },
  catalyst: { label: 'Catalyst' },
};

function labelKey(name: string): string {
  return name
    .trim()
    .replace(/^the\s+/i, '')
    .toLowerCase();
}

function isArchetypeLabelKey(value: string): value is ArchetypeLabelKey {
  return (ARCHETYPE_LABEL_KEYS as readonly string[]).includes(value);
}

/** The label entry for a name such as 'The Explorer' or 'explorer'; undefined when the name is not in the map. */
export function getArchetypeLabel(name: string): ArchetypeLabel | undefined {
  const key = labelKey(name);
  return isArchetypeLabelKey(key) ? ARCHETYPE_LABELS[key] : undefined;
}

/**
 * The label to show for an archetype name: a leading 'the' is removed and the
 * name capitalised ('the explorer' -> 'Explorer'). A name not in the label
 * map is shown exactly as given.
 */
export function formatArchetypeLabel(name: string): string {
  return getArchetypeLabel(name)?.label ?? name;
}
