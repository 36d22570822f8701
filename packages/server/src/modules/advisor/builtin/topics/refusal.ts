/**
 * A question the guard refused (another member's private details, Link's instructions): what Link can talk
 * about instead, and the way to ask a named connection themselves.
 */
import type { GuardVerdict } from '../intents.ts';
import { quickConnectLink } from '../links.ts';
import { namedConnection } from '../people.ts';
import type { AskContext, Part } from '../reply.ts';

export function refusal(ctx: AskContext, guard: NonNullable<GuardVerdict>): Part[] {
  const parts: Part[] = [
    {
      core: true,
      text:
        "I can only talk about your own profile and what colleagues share in the product, such as their archetype, interests you share and your match strength.",
    },
  ];
  const about = guard.kind === 'private-data' && guard.about ? namedConnection(guard.about, ctx.facts.connections) : undefined;
  if (about) {
    parts.push({
      core: true,
      text: `${about.name} is one of your connections (${about.strength}% match); the best way to learn more is to ask them, over a Quick Connect.`,
      links: [quickConnectLink(about)],
    });
  } else {
    parts.push({ core: true, text: 'Ask me about your own traits, a colleague to meet or an activity for your team instead.' });
  }
  return parts;
}
