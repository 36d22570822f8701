/**
 * The five icebreaker templates (docs/product.md#constants-and-limits): friendly first messages to a
 * connection, written with their first name and, when known, their
 * archetype. The profile dialog shows up to three of the five; the card shows
 * three.
 */
import * as z from 'zod/mini';
import { archetypeDisplayName, toArchetypeId } from '@kindred/contracts/domain/archetypes';

export const icebreakerContextSchema = z.object({
  /** The other person's first name. */
  firstName: z.string(),
  /** Their archetype as stored ('the explorer') or as shown ('The Explorer'); optional. */
  archetype: z.nullish(z.string()),
});
export type IcebreakerContext = z.infer<typeof icebreakerContextSchema>;

/**
 * A template is data (id, label) plus a render function. Parsing one wraps
 * `render` so that each call checks the context it is given and the message
 * it returns: the schema test renders every template through it.
 */
export const icebreakerTemplateSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
  /** A short description of the angle, for menus. */
  label: z.string().check(z.minLength(1)),
  /** The message, ready to send: plain text, never empty. */
  render: z.function({ input: [icebreakerContextSchema], output: z.string().check(z.minLength(1)) }),
});
export type IcebreakerTemplate = z.infer<typeof icebreakerTemplateSchema>;

export const ICEBREAKER_LIMIT = 3;

function greetingName(firstName: string): string {
  const name = firstName.trim();
  return name === '' ? 'there' : name;
}

/** 'the explorer' -> 'The Explorer'; any other non-empty name as given; undefined when empty. */
function archetypeName(archetype: string | null | undefined): string | undefined {
  const text = archetype?.trim();
  if (!text) return undefined;
  const id = toArchetypeId(text);
  return id ? archetypeDisplayName(id) : text;
}

export const ICEBREAKER_TEMPLATES: readonly IcebreakerTemplate[] = [
  {
    id: 'archetype',
    label: 'Ask about their archetype',
    render: ({ firstName, archetype }) => {
      const name = greetingName(firstName);
      const type = archetypeName(archetype);
      return type
        ? `Hi ${name}! I see your archetype is ${type}. Does that match how you like to work? I'd love to hear what it looks like day to day.`
        : `Hi ${name}! I'd love to hear how you like to work. What does a good day at work look like for you?`;
    },
  },
  {
    id: 'current-work',
    label: 'Ask about their current work',
    render: ({ firstName }) =>
      `Hi ${greetingName(firstName)}, we've just been matched. What are you working on at the moment that you're enjoying?`,
  },
  {
    id: 'something-learned',
    label: 'Swap something you learned',
    render: ({ firstName }) =>
      `Hi ${greetingName(firstName)}! What's one thing you've learned recently, at work or outside it, that you'd recommend?`,
  },
  {
    id: 'quick-connect',
    label: 'Suggest a Quick Connect',
    render: ({ firstName }) =>
      `Hi ${greetingName(firstName)}, would you be up for a 20-minute Quick Connect this week? I'd like to hear more about what you do.`,
  },
  {
    id: 'common-ground',
    label: 'Look for common ground',
    render: ({ firstName }) =>
      `Hi ${greetingName(firstName)}! We were matched on our personality profiles, so we may have more in common than we know. What's something outside work you're into?`,
  },
];

/**
 * Up to `limit` icebreakers for a person, starting at `offset` in the list and
 * wrapping around, so different cards can show different ones while a given
 * card always shows the same.
 */
export function icebreakersFor(
  context: IcebreakerContext,
  { limit = ICEBREAKER_LIMIT, offset = 0 }: { limit?: number; offset?: number } = {},
): string[] {
  const count = Math.max(0, Math.min(limit, ICEBREAKER_TEMPLATES.length));
  const start = ((Math.trunc(offset) % ICEBREAKER_TEMPLATES.length) + ICEBREAKER_TEMPLATES.length) % ICEBREAKER_TEMPLATES.length;
  const messages: string[] = [];
  for (let i = 0; i < count; i++) {
    const template = ICEBREAKER_TEMPLATES[(start + i) % ICEBREAKER_TEMPLATES.length];
    if (template) messages.push(template.render(context));
  }
  return messages;
}
