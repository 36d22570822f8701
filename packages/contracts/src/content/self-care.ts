/**
 * Self-care that fits how a member handles pressure (their Emotionality band): two suggestions each, addressed to
 * the member. The first two for the high band are the trait recommendations' own (recommendations.ts); the rest are
 * written for looking after oneself rather than others. Link's built-in advisor offers one when asked about stress,
 * rest or wellbeing.
 */
import type { TraitBand } from '@kindred/contracts/domain/hexaco';

export const SELF_CARE: Readonly<Record<TraitBand, readonly [string, string]>> = {
  high: [
    'When worry builds, write down what is in your control and take one small step on it.',
    'Before a stressful event, decide what support would help and ask for it in advance.',
  ],
  medium: [
    'Notice what recharges you under pressure, and protect time for it in busy weeks.',
    'End the day by writing down the one thing that went well; it keeps a hard week in proportion.',
  ],
  low: [
    'Check in with yourself once a day (energy, sleep, mood): a calm surface can hide a heavy load.',
    'Block one short break a day in your calendar and treat it like a meeting.',
  ],
};

