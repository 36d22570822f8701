import { describe, expect, it } from 'vitest';
import { POPUP_REVEAL_CHARS, REVEAL_JITTER_MS, REVEAL_TICK_MS, nextRevealLength, revealDelay } from './reveal.ts';

describe('revealing a reply', () => {
  it('shows 20 more characters a tick, never past the end', () => {
    const text = 'a'.repeat(45);
    expect(nextRevealLength(text, 0)).toBe(POPUP_REVEAL_CHARS);
    expect(nextRevealLength(text, 20)).toBe(40);
    expect(nextRevealLength(text, 40)).toBe(45);
    expect(nextRevealLength(text, 45)).toBe(45);
  });

  it('reveals a whole reply in ceil(length / 20) ticks', () => {
    const text = 'Try Magic Questions with Maya this week: your high Openness suits it.';
    let shown = 0;
    let ticks = 0;
    while (shown < text.length) {
      shown = nextRevealLength(text, shown);
      ticks += 1;
    }
    expect(ticks).toBe(Math.ceil(text.length / POPUP_REVEAL_CHARS));
  });

  it('keeps up with text that grows while it is shown', () => {
    let text = 'Hello';
    const shown = nextRevealLength(text, 0);
    expect(shown).toBe(5);
    text += ', world';
    expect(nextRevealLength(text, shown)).toBe(12);
  });

  it('never splits an emoji', () => {
    const text = `${'a'.repeat(19)}🙂 and more text after it`;
    // Character 20 is the emoji's first half: its second half comes with it.
    expect(nextRevealLength(text, 0)).toBe(21);
    expect(text.slice(0, 21).endsWith('🙂')).toBe(true);
  });

  it('takes other speeds (the insights page uses 25)', () => {
    expect(nextRevealLength('x'.repeat(100), 0, 25)).toBe(25);
    expect(nextRevealLength('x'.repeat(100), 0, 0)).toBe(1);
  });

  it('waits the tick plus a random extra up to 20 ms', () => {
    expect(revealDelay(0)).toBe(REVEAL_TICK_MS);
    expect(revealDelay(0.5)).toBe(REVEAL_TICK_MS + 10);
    expect(revealDelay(0.999_999_9)).toBe(REVEAL_TICK_MS + REVEAL_JITTER_MS);
    for (let i = 0; i < 50; i++) {
      const delay = revealDelay();
      expect(delay).toBeGreaterThanOrEqual(REVEAL_TICK_MS);
      expect(delay).toBeLessThanOrEqual(REVEAL_TICK_MS + REVEAL_JITTER_MS);
    }
  });
});
