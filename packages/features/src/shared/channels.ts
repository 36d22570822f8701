/**
 * The signals features send each other on the page, each named once here with what it carries. A feature that
 * asks another for something it cannot import (the import graph between features has no cycles, and the app
 * composes them) sends on a channel; the feature that answers listens. Both go through `send` and `listen`, so a
 * channel's name and its message's shape are written nowhere else, and a reader finds every sender and listener by
 * searching for the channel's key.
 *
 * Data never travels here: a change of server state is told by the query client's invalidation, which is the one
 * refresh of cached data. This file imports nothing, so the first download of any page may hold it.
 */

/** A request to open Link's popup: an optional prompt, sent at once or left in the input. */
export interface LinkOpenRequest {
  prompt: string | null;
  send: boolean;
  /** Tells two identical requests apart. */
  id: number;
}

/** What each channel carries. */
export interface ChannelMessages {
  /** Open Link's popup (from a page's Ask Link, the quick-actions menu, the keyboard shortcut). */
  'kindred:open-link': LinkOpenRequest;
  /** Show an activity, by a title that may be partial and in any case, on the activities page already open. */
  'kindred:open-activity': { title: string };
}

export type Channel = keyof ChannelMessages;

/** The channels by what they are for. */
export const CHANNELS = {
  openLink: 'kindred:open-link',
  openActivity: 'kindred:open-activity',
} as const satisfies Record<string, Channel>;

/** Sends a message to whoever listens on the channel now (nobody may). */
export function send<C extends Channel>(channel: C, message: ChannelMessages[C]): void {
  globalThis.dispatchEvent?.(new CustomEvent<ChannelMessages[C]>(channel, { detail: message }));
}

/** Calls `receive` with each message sent on the channel from now on; returns what stops listening. */
export function listen<C extends Channel>(channel: C, receive: (message: ChannelMessages[C]) => void): () => void {
  const onEvent = (event: Event) => receive((event as CustomEvent<ChannelMessages[C]>).detail);
  globalThis.addEventListener(channel, onEvent);
  return () => globalThis.removeEventListener(channel, onEvent);
}
