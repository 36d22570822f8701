/**
 * How a member prepares for a meeting, by the trait their preparation turns on and their band in it: one practical
 * line each, addressed to the member ("write down the two decisions you need ..."). Link's built-in advisor says
 * the line for the member's most distinctive of these traits, and a second for the next one.
 */
import type { TraitBand, TraitKey } from '@kindred/contracts/domain/hexaco';

/** The traits a meeting's preparation turns on. */
export type MeetingPrepTrait = Extract<TraitKey, 'conscientiousness' | 'extraversion' | 'agreeablenessVsAnger' | 'emotionality'>;

export const MEETING_PREP_TIPS: Readonly<Record<MeetingPrepTrait, Readonly<Record<TraitBand, string>>>> = {
  conscientiousness: {
    high: 'write down the two decisions you need and leave room for the unplanned',
    medium: 'jot down the one outcome that would make the meeting worth it',
    low: 'write three bullet points now, so you are not relying on memory',
  },
  extraversion: {
    high: 'plan a question to ask before you share your own view, so others get airtime',
    medium: 'decide whether you are there mainly to listen or to lead',
    low: 'prepare the one point you most want heard and say it early',
  },
  agreeablenessVsAnger: {
    high: 'note the one thing you will not concede, so agreement does not come too easily',
    medium: 'decide where you can give and where you will hold firm',
    low: 'pair each challenge with a question such as "What am I missing?"',
  },
  emotionality: {
    high: 'decide what support or information would put you at ease, and ask for it beforehand',
    medium: 'give yourself five quiet minutes before it starts',
    low: 'ask how others feel about the topic, not only what they think',
  },
};

