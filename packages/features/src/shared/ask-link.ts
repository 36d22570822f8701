/**
 * Handing something to Link, the advisor (docs/product.md#screens-and-routes "Insights page"): a page's "Ask Link"
 * stores the prompt and what it is about in session storage, and Link's page takes it when it opens (fills its
 * input, focuses and highlights it). The prompt travels only inside this browser tab.
 */
import { isString, oneOf, shape, type Guard } from './guards.ts';
import { readStored, removeStored, writeStored } from './storage.ts';

export const ASK_LINK_STORAGE_KEY = 'kindred.ask-link';
const ASK_LINK_TYPES = ['persona-trait', 'activity', 'resource', 'archetype', 'feature', 'general'] as const;

export interface AskLinkHandover {
  prompt: string;
  context: {
    type: (typeof ASK_LINK_TYPES)[number];
    title: string;
    description: string;
    category: string;
  };
}

const isHandover: Guard<AskLinkHandover> = shape({
  prompt: isString,
  context: shape({ type: oneOf(ASK_LINK_TYPES), title: isString, description: isString, category: isString }),
});

/** Leaves the prompt for Link; the latest hand-over replaces an earlier one not yet taken. */
export function handOverToLink(handover: AskLinkHandover): void {
  writeStored(ASK_LINK_STORAGE_KEY, handover, 'session');
}

/** The prompt left for Link, once: taking it removes it. */
export function takeAskLinkHandover(): AskLinkHandover | null {
  const handover = readStored(ASK_LINK_STORAGE_KEY, isHandover, 'session');
  if (handover) removeStored(ASK_LINK_STORAGE_KEY, 'session');
  return handover;
}
