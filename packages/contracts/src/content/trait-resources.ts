/**
 * A resource of the library (resources.ts, by id) for each trait and band: what helps someone with that score most.
 * Link's built-in advisor offers it when a question names no topic, and home's Smart Recommendations pick from it
 * for the member's most distinctive trait.
 */
import type { TraitBand, TraitKey } from '@kindred/contracts/domain/hexaco';

export const RESOURCE_FOR_TRAIT: Readonly<Record<TraitKey, Readonly<Record<TraitBand, string>>>> = {
  honestyHumility: { high: 'psychological-safety-and-learning', medium: 'first-one-to-one-questions', low: 'radical-candor' },
  emotionality: { high: 'forget-the-pecking-order', medium: 'better-conversation', low: 'listen-better' },
  extraversion: { high: 'listen-better', medium: 'better-conversation', low: 'power-of-introverts' },
  agreeablenessVsAnger: { high: 'radical-candor', medium: 'feedback-equation', low: 'feedback-equation' },
  conscientiousness: { high: 'working-agreements-play', medium: 'retrospectives-play', low: 'my-user-manual-play' },
  opennessToExperience: { high: 'strangers-into-a-team', medium: 'understand-team-effectiveness', low: 'health-monitor-play' },
};

