/**
 * What a reply of the built-in advisor is made of (compose.ts): the context of the question it answers, and its
 * parts. A part is one or two sentences with the links that belong to it; `core` parts make the short popup
 * reply, and a link travels only with the text that names it.
 */
import type { AdvisorLink, ChatMode } from '@kindred/contracts/api/advisor';
import type { AdvisorFacts } from '../types.ts';
import type { Classification, DurationAsk } from './intents.ts';

export interface Part {
  text: string;
  links?: AdvisorLink[];
  /** Part of the short (popup) reply as well as the long one. */
  core?: boolean;
}

export interface AskContext {
  facts: AdvisorFacts;
  /** The member's last message as they wrote it. */
  question: string;
  /** The same, lower-cased with plain apostrophes. */
  text: string;
  classification: Classification;
  duration: DurationAsk | null;
  seed: number;
  chatMode: ChatMode;
  /** Activities the conversation already suggested, when the member asks for another one. */
  avoid: ReadonlySet<string>;
}
