/**
 * The resources library (docs/product.md#screens-and-routes "Resources" and #what-it-keeps "Resource"): public
 * articles, talks and guides on personality, psychological safety,
 * one-to-ones, feedback and team rituals. Every entry is a real, published
 * work; a URL is given only for a page known to exist. An entry without a
 * URL is shown as unavailable.
 */
import * as z from 'zod/mini';

export const RESOURCE_TYPES = ['article', 'video', 'document', 'link'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const resourceSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
  title: z.string().check(z.minLength(1)),
  type: z.enum(RESOURCE_TYPES),
  url: z.optional(z.url({ protocol: /^https$/ })),
  /** Who published it: the author, the organization, or both. */
  source: z.string().check(z.minLength(1)),
  description: z.string().check(z.minLength(1)),
  imageUrl: z.optional(z.url()),
});
export type Resource = z.infer<typeof resourceSchema>;

export const RESOURCES: readonly Resource[] = [
  {
    id: 'hexaco-model',
    title: 'The HEXACO Personality Inventory',
    type: 'link',
    url: 'https://hexaco.org/',
    source: 'HEXACO.org (Kibeom Lee and Michael C. Ashton)',
    description:
      'The home of the HEXACO model, run by the researchers who developed it. A good starting point for the six dimensions behind your profile.',
  },
  {
    id: 'hexaco-scale-descriptions',
    title: 'HEXACO-PI-R Scale Descriptions',
    type: 'document',
    url: 'https://hexaco.org/scaledescriptions',
    source: 'HEXACO.org (Kibeom Lee and Michael C. Ashton)',
    description:
      'What each of the six traits and their facets measures, and how high and low scorers tend to be described. Useful for reading your own profile in more depth.',
  },
  {
    id: 'understand-team-effectiveness',
    title: 'Understand team effectiveness',
    type: 'article',
    url: 'https://rework.withgoogle.com/blog/new-guide-and-tools-understand-team-effectiveness/',
    source: 'Google re:Work',
    description:
      "Google's summary of its research on what makes teams effective: five dynamics, with psychological safety first, and the guide and discussion tools that help a team talk about its own.",
  },
  {
    id: 'psychological-safety-and-learning',
    title: 'Psychological Safety and Learning Behavior in Work Teams',
    type: 'document',
    url: 'https://www.jstor.org/stable/2666999',
    source: 'Amy C. Edmondson, Administrative Science Quarterly (1999)',
    description:
      'The academic paper that introduced team psychological safety: a shared belief that the team is safe for interpersonal risk-taking. Dense, but the source of much that followed.',
  },
  {
    id: 'strangers-into-a-team',
    title: 'How to turn a group of strangers into a team',
    type: 'video',
    url: 'https://www.ted.com/talks/amy_edmondson_how_to_turn_a_group_of_strangers_into_a_team',
    source: 'Amy Edmondson, TED',
    description:
      'A short talk on "teaming": how people who have never worked together before can learn to collaborate quickly.',
  },
  {
    id: 'forget-the-pecking-order',
    title: 'Forget the pecking order at work',
    type: 'video',
    url: 'https://www.ted.com/talks/margaret_heffernan_forget_the_pecking_order_at_work',
    source: 'Margaret Heffernan, TED',
    description:
      'Why the helpfulness and social connection between colleagues can matter more to a team than individual star performers.',
  },
  {
    id: 'better-conversation',
    title: '10 ways to have a better conversation',
    type: 'video',
    url: 'https://www.ted.com/talks/celeste_headlee_10_ways_to_have_a_better_conversation',
    source: 'Celeste Headlee, TED',
    description:
      'Practical habits for conversations that go somewhere, from a radio host who interviews people for a living. A good warm-up before a Quick Connect.',
  },
  {
    id: 'listen-better',
    title: '5 ways to listen better',
    type: 'video',
    url: 'https://www.ted.com/talks/julian_treasure_5_ways_to_listen_better',
    source: 'Julian Treasure, TED',
    description: 'Short exercises for listening more consciously, which anyone can try in their next conversation.',
  },
  {
    id: 'power-of-introverts',
    title: 'The power of introverts',
    type: 'video',
    url: 'https://www.ted.com/talks/susan_cain_the_power_of_introverts',
    source: 'Susan Cain, TED',
    description:
      'A case for designing workplaces and meetings that bring out the best in quieter colleagues as well as outgoing ones.',
  },
  {
    id: 'first-one-to-one-questions',
    title: 'Questions for our first 1:1',
    type: 'article',
    url: 'https://larahogan.me/blog/first-one-on-one-questions/',
    source: 'Lara Hogan',
    description:
      "A manager's list of questions for a first one-to-one, about how someone likes to work, receive feedback and be recognized. Works just as well between peers.",
  },
  {
    id: 'feedback-equation',
    title: 'The Feedback Equation',
    type: 'article',
    url: 'https://larahogan.me/blog/feedback-equation/',
    source: 'Lara Hogan',
    description:
      'A simple structure for feedback: an observation, its impact, and a question. Helpful before a Start Stop Continue or a Feedback Swap.',
  },
  {
    id: 'radical-candor',
    title: 'Radical Candor',
    type: 'link',
    url: 'https://www.radicalcandor.com/',
    source: 'Kim Scott',
    description:
      'The home of the Radical Candor approach to feedback: caring personally while challenging directly.',
  },
  {
    id: 'retrospectives-play',
    title: 'Retrospectives',
    type: 'document',
    url: 'https://www.atlassian.com/team-playbook/plays/retrospective',
    source: 'Atlassian Team Playbook',
    description:
      'A step-by-step guide to running a retrospective, the team ritual for looking back on recent work and agreeing what to change.',
  },
  {
    id: 'health-monitor-play',
    title: 'Health Monitor',
    type: 'document',
    url: 'https://www.atlassian.com/team-playbook/plays/health-monitor',
    source: 'Atlassian Team Playbook',
    description: 'A workshop for a team to rate its own health against a set of attributes and decide where to improve.',
  },
  {
    id: 'working-agreements-play',
    title: 'Working Agreements',
    type: 'document',
    url: 'https://www.atlassian.com/team-playbook/plays/working-agreements',
    source: 'Atlassian Team Playbook',
    description:
      'How to agree, as a team, the ground rules for working together. Pairs well with the Working Agreements activity.',
  },
  {
    id: 'my-user-manual-play',
    title: 'My User Manual',
    type: 'document',
    url: 'https://www.atlassian.com/team-playbook/plays/my-user-manual',
    source: 'Atlassian Team Playbook',
    description:
      'A template for writing a short guide to working with you, to share with new colleagues and your team.',
  },
];

/**
 * The page's type filter: exactly the options docs/product.md#screens-and-routes names, All,
 * Articles, Videos and Documents. The entity also has the type `link` (a
 * reference site as a whole, not one article, talk or document), which has no
 * option of its own; it is listed under Documents, with the other reference
 * material, so that no resource is reachable only through All.
 */
export const RESOURCE_FILTERS = [
  { id: 'all', label: 'All', types: RESOURCE_TYPES },
  { id: 'articles', label: 'Articles', types: ['article'] },
  { id: 'videos', label: 'Videos', types: ['video'] },
  { id: 'documents', label: 'Documents', types: ['document', 'link'] },
] as const satisfies readonly { id: string; label: string; types: readonly ResourceType[] }[];
export type ResourceFilterId = (typeof RESOURCE_FILTERS)[number]['id'];

/** Case-insensitive search over title, description and source, combined with the type filter (docs/product.md#validation). */
export function searchResources(
  query: string,
  filter: ResourceFilterId = 'all',
  resources: readonly Resource[] = RESOURCES,
): Resource[] {
  const needle = query.trim().toLowerCase();
  const types: readonly ResourceType[] = RESOURCE_FILTERS.find((option) => option.id === filter)?.types ?? RESOURCE_TYPES;
  return resources.filter(
    (resource) =>
      types.includes(resource.type) &&
      (needle === '' ||
        [resource.title, resource.description, resource.source].some((text) => text.toLowerCase().includes(needle))),
  );
}
