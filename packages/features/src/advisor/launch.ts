/**
 * Opening Link, the advisor popup, from anywhere (docs/product.md#screens-and-routes): a page's button, the
 * quick-actions menu, Ctrl or Cmd plus K. The popup's code arrives after the page (it loads when the page is
 * idle), so a request made before it is there is remembered and taken when it mounts. A request is sent on the
 * `openLink` channel. This file imports only the channels module, which imports nothing: every page's first
 * download holds it.
 */
import { CHANNELS, send, type LinkOpenRequest } from '../shared/channels.ts';

export type { LinkOpenRequest };

export interface LinkOpenOptions {
  /** A question to put in the chat's input. */
  prompt?: string;
  /** Send the prompt at once (after the auto-submit delay) instead of leaving it in the input. */
  send?: boolean;
}

let latest: LinkOpenRequest | null = null;
let count = 0;

/** Opens the popup (optionally with a prompt, optionally sent), now if it is mounted, or when it mounts. */
export function requestLinkOpen(options: LinkOpenOptions = {}): void {
  count += 1;
  const prompt = options.prompt?.trim() ? options.prompt : null;
  latest = { prompt, send: Boolean(options.send && prompt), id: count };
  send(CHANNELS.openLink, latest);
}

/** The latest request not yet taken, once: taking it forgets it. */
export function takePendingLinkOpen(): LinkOpenRequest | null {
  const request = latest;
  latest = null;
  return request;
}

/** Ctrl+K, or Cmd+K on a Mac, with no other modifier: opens the chat. */
export function isLinkShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}
