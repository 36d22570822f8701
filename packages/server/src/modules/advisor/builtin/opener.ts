/**
 * Openers: the reply's first words, chosen from what is cheap to know (the topic, the guard, whether there are
 * connections or a calendar), so that they can be sent at once, before the catalogues are searched.
 */
import { activityNamedIn } from './catalogue.ts';
import type { GuardVerdict } from './intents.ts';
import { namedConnection, strangersNamed } from './people.ts';
import { variant } from './phrasing.ts';
import type { AskContext } from './reply.ts';

export function openerFor(ctx: AskContext, guard: GuardVerdict): string {
  const { facts, seed } = ctx;
  const first = facts.member.firstName;
  if (guard) return guard.kind === 'instructions' ? "I can't share my instructions or how I'm set up." : "I can't share another member's private details.";
  const page = facts.page.pageContext;
  switch (ctx.classification.intent) {
    case 'connect':
      if (facts.connections.length === 0) return `You don't have any connections yet, ${first}.`;
      if (strangersNamed(ctx.question, facts).length > 0 && !namedConnection(ctx.question, facts.connections)) return 'Let me check your connections.';
      return variant(["Here's who I'd get to know next.", `Good question, ${first}.`, "Let's find the right person for you to meet."], seed, 1);
    case 'meeting':
      return variant(["Let's get you ready.", 'A little preparation goes a long way.', "Here's how I'd prepare."], seed, 1);
    case 'conflict':
      return variant([
        'Tension with a colleague is worth handling early.',
        "That sounds uncomfortable; here's an approach that tends to work.",
        "Let's turn this into a conversation rather than a clash.",
      ], seed, 1);
    case 'team':
      if (page?.type === 'activity' && activityNamedIn(page.title)) return `Here's how ${activityNamedIn(page.title)!.title} fits you.`;
      return variant(["Here's an activity that fits.", 'I have just the thing.', "Here's what I'd run."], seed, 1);
    case 'self':
      if (page?.type === 'archetype' || /\b(which|what) (archetypes?|personas?|type of|kind of)\b/.test(ctx.text)) return "Here's what I know about that archetype.";
      return variant(["Here's what your profile says.", "Let's look at your profile.", 'Good question to ask.'], seed, 1);
    case 'schedule':
      return facts.calendar.connected ? variant(["Here's your week at a glance.", "Here's what's coming up."], seed, 1) : "Your calendar isn't connected yet.";
    case 'resource':
      return variant(["Here's something worth your time.", "I'd start with this one.", 'Here is a good pick from the library.'], seed, 1);
    case 'wellbeing':
      if (/\b(i'?m|i am|i feel|i'?ve been|feeling|i think i)\b/.test(ctx.text)) {
        return variant(['Thanks for saying so; looking after yourself matters.', "Let's make some room for you.", "That's worth taking seriously."], seed, 1);
      }
      return variant(["Here's a self-care idea that fits you.", 'Looking after yourself is part of the job.'], seed, 1);
    case 'product':
      return variant(['Happy to help with that.', "Here's how that works.", 'Good question.'], seed, 1);
    case 'fallback':
      if (/^(hi|hello|hey|good (morning|afternoon|evening)|hiya|yo)\b/.test(ctx.text)) return `Hi ${first}!`;
      if (/\b(thanks|thank you|cheers|great|perfect)\b/.test(ctx.text)) return `You're welcome, ${first}!`;
      return variant([`I'm not sure I understood that, ${first}.`, `I didn't quite catch what you need, ${first}.`], seed, 1);
  }
}
