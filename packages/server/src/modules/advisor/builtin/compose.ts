/**
 * The built-in advisor's replies (docs/decisions.md#the-advisor): for each topic, the specific activity, resource,
 * colleague or free time that fits this member and this question, a sentence saying why in terms of their own
 * traits or archetype, and the links to follow. It names only what exists: activities and resources of the
 * catalogues, colleagues among the member's connections, events and free times of their own calendar. When it
 * lacks the data (no connections yet, no calendar) it says so.
 *
 * A reply is a list of parts; each part is one or two sentences with the links that belong to it. `core` parts
 * make the short popup reply; the insights page shows every part. A link travels only with the text that names
 * it, so a part left out of a short reply takes its links with it.
 *
 * One composer per topic, in topics/; the opener in opener.ts; what they share in links.ts, readings.ts,
 * people.ts and events.ts; the content they quote (meeting preparation, self-care, the FAQ, a resource per trait)
 * with the other catalogues in packages/contracts/src/content.
 */
import type { AdvisorIntent, GuardVerdict } from './intents.ts';
import type { AskContext, Part } from './reply.ts';
import { conflict } from './topics/conflict.ts';
import { connect } from './topics/connect.ts';
import { fallback } from './topics/fallback.ts';
import { meeting } from './topics/meeting.ts';
import { product } from './topics/product.ts';
import { refusal } from './topics/refusal.ts';
import { resource } from './topics/resource.ts';
import { schedule } from './topics/schedule.ts';
import { self } from './topics/self.ts';
import { team } from './topics/team.ts';
import { wellbeing } from './topics/wellbeing.ts';

const TOPICS: Record<AdvisorIntent, (ctx: AskContext) => Part[]> = {
  connect,
  meeting,
  conflict,
  team,
  self,
  schedule,
  resource,
  wellbeing,
  product,
  fallback,
};

/** The reply's parts after its opener. */
export function composeReply(ctx: AskContext, guard: GuardVerdict): Part[] {
  if (guard) return refusal(ctx, guard);
  return TOPICS[ctx.classification.intent](ctx);
}
