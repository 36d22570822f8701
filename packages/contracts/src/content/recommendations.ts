/**
 * Three practical recommendations for each trait and band (docs/product.md#constants-and-limits:
 * above 65 high, 35 to 65 medium, below 35 low), 54 in all. They are
 * suggestions for working with your own tendencies, not judgments of them.
 */
import * as z from 'zod/mini';
import { TRAIT_KEYS, traitBand } from '@kindred/contracts/domain/hexaco';
import type { TraitBand, TraitKey } from '@kindred/contracts/domain/hexaco';

export type RecommendationSet = readonly [string, string, string];

const recommendationSetSchema = z.tuple([
  z.string().check(z.minLength(1)),
  z.string().check(z.minLength(1)),
  z.string().check(z.minLength(1)),
]);
export const traitRecommendationsSchema = z.record(
  z.enum(TRAIT_KEYS),
  z.object({ high: recommendationSetSchema, medium: recommendationSetSchema, low: recommendationSetSchema }),
);

export const TRAIT_RECOMMENDATIONS: Record<TraitKey, Record<TraitBand, RecommendationSet>> = {
  honestyHumility: {
    high: [
      'Make your own contributions visible too; modesty can leave good work unnoticed.',
      'Put your reputation for fairness to use: offer to help settle a disagreement or review a process.',
      'Before asking for resources or recognition, prepare your case so that fairness does not turn into underselling.',
    ],
    medium: [
      'Notice which situations make you more competitive, and check the outcome would still feel fair to others.',
      'In your next update, mention one thing you did and one thing a colleague did.',
      'Be open about what you want in a negotiation; people trust a clear ask more than a hidden one.',
    ],
    low: [
      'Ask a colleague you trust how your ambition comes across, and listen to the answer.',
      'Build trust by being open about your goals and keeping small promises.',
      'Before pushing for what you want, consider how the outcome looks to the people it affects.',
    ],
  },
  emotionality: {
    high: [
      'Use your empathy on purpose: check in with a colleague who seems under pressure this week.',
      'Before a stressful event, decide what support would help and ask for it in advance.',
      'When worry builds, write down what is in your control and take one small step on it.',
    ],
    medium: [
      'Notice what recharges you under pressure, and protect time for it in busy weeks.',
      'Name the mood when it helps, for example: "This deadline is making us all tense."',
      'Offer support to colleagues without waiting to be asked, and accept it when it is offered to you.',
    ],
    low: [
      'Your calm helps in a crisis; say so, and offer to steady things when the team is under strain.',
      'Ask colleagues how they feel about a change, even when it does not worry you.',
      'Acknowledge how people feel before moving on to solutions.',
    ],
  },
  extraversion: {
    high: [
      'Leave space in meetings: ask a quieter colleague for their view before you give yours.',
      'Use your energy to welcome new starters and introduce them to people.',
      'Follow up conversations in writing so that ideas raised out loud are not lost.',
    ],
    medium: [
      'Match the format to the task: talk it through to generate ideas, write it down to make decisions.',
      'After a day full of meetings, plan some quiet time to recover your energy.',
      'Host one team activity this month; your balance of listening and talking makes you an easy host.',
    ],
    low: [
      'Prepare one point you want to make before a meeting so your view is heard.',
      'If one-to-ones suit you better than groups, schedule a Quick Connect instead of waiting for the next team event.',
      'Share ideas in writing before or after a meeting when thinking on the spot is hard.',
    ],
  },
  agreeablenessVsAnger: {
    high: [
      'Agreeing too quickly can hide a problem; say "I see it differently" when you do.',
      'Your patience helps in tense moments; offer to facilitate a difficult discussion.',
      'Set clear limits on your time so that helping others does not crowd out your own work.',
    ],
    medium: [
      'Decide before a negotiation which points you will compromise on and which you will hold.',
      'When you disagree, challenge the plan rather than the person.',
      'Give a colleague the benefit of the doubt once, then raise the issue directly if it happens again.',
    ],
    low: [
      'Pause before replying when you are annoyed; a short delay often changes the message.',
      'Pair a challenge with a question, such as "What am I missing?", to keep a disagreement productive.',
      'Your directness is useful: agree with your team how and when you give blunt feedback.',
    ],
  },
  conscientiousness: {
    high: [
      'Decide which tasks need to be perfect and which only need to be done.',
      'Share your plans and checklists; your structure can help the whole team.',
      'Build slack into schedules so that a change of plan does not become a crisis.',
    ],
    medium: [
      'Pick one recurring task to systematize this month, such as a weekly planning slot.',
      'Agree deadlines out loud and note them where everyone can see them.',
      'Match the detail to the stakes: go deep on high-risk work and move quickly on the rest.',
    ],
    low: [
      'Write down the next step at the end of every meeting so nothing depends on memory.',
      'Pair with a detail-minded colleague on important deliverables.',
      'Put your flexibility to work: volunteer when plans change suddenly and someone needs to adapt fast.',
    ],
  },
  opennessToExperience: {
    high: [
      'Test a new idea on a small scale before proposing a big change.',
      'Explain the practical benefit of an idea, not only why it is interesting.',
      'Run a TED Swap or a Skill Share to bring new ideas into your team.',
    ],
    medium: [
      'Try one new tool or way of working this quarter and share what you learn.',
      'Ask "What would we do if we started from scratch?" in your next planning session.',
      'Keep what works and change one thing at a time.',
    ],
    low: [
      'Your focus on what works is valuable: when a change is proposed, ask for the evidence and help test it.',
      'Spend 15 minutes with someone from another team learning how they work.',
      'When an idea seems far-fetched, ask what problem it solves before deciding.',
    ],
  },
};

/** The three recommendations for a trait at a given percent score. */
export function recommendationsFor(trait: TraitKey, percent: number): RecommendationSet {
  return TRAIT_RECOMMENDATIONS[trait][traitBand(percent)];
}
