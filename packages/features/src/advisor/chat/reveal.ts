/**
 * How a reply appears in the popup: the text received so far is shown a few characters a tick, 20 for the popup,
 * each tick a little late by a random amount up to 20 ms, so the reply reads as typed even when the network
 * delivers it in one piece.
 */

/** Characters shown per tick in the popup. */
export const POPUP_REVEAL_CHARS = 20;
/** The tick, before its random extra delay. */
export const REVEAL_TICK_MS = 30;
/** The random extra delay's upper bound. */
export const REVEAL_JITTER_MS = 20;

/**
 * How many characters of `text` to show after one more tick, from `shown`: `chars` more, never past the end,
 * and never between the two halves of a surrogate pair (an emoji is shown whole).
 */
export function nextRevealLength(text: string, shown: number, chars = POPUP_REVEAL_CHARS): number {
  const next = Math.min(text.length, Math.max(0, shown) + Math.max(1, chars));
  if (next < text.length && next > 0) {
    const code = text.charCodeAt(next - 1);
    // A high surrogate last: take its low half too.
    if (code >= 0xd800 && code <= 0xdbff) return next + 1;
  }
  return next;
}

/** The wait before the next tick; `random` is in [0, 1). */
export function revealDelay(random: number = Math.random()): number {
  return REVEAL_TICK_MS + Math.floor(Math.min(Math.max(random, 0), 0.999_999) * (REVEAL_JITTER_MS + 1));
}
