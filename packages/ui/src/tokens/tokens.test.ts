import { describe, expect, it } from 'vitest';
import { darkColors, lightColors, type ColorTokens } from './index.ts';

/** WCAG 2.x relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const value = hex.replace('#', '');
  const channels = [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const themes: [string, ColorTokens][] = [
  ['light', lightColors],
  ['dark', darkColors],
];

describe.each(themes)('the %s theme meets WCAG AA', (_name, c) => {
  const surfaces = [c.surface.base, c.surface.raised, c.surface.overlay];

  it('body text reaches 4.5:1 on every surface', () => {
    for (const surface of surfaces) {
      for (const text of [c.text.primary, c.text.secondary, c.text.muted]) expect(contrast(text, surface)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('status and accent text reaches 4.5:1 on the base surface and on its own subtle background', () => {
    for (const tone of [c.accent, c.positive, c.caution, c.critical, c.info]) {
      expect(contrast(tone.text, c.surface.base)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(tone.text, tone.subtle)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('text on the accent button reaches 4.5:1, also when hovered', () => {
    expect(contrast(c.text.onAccent, c.accent.solid)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(c.text.onAccent, c.accent.hover)).toBeGreaterThanOrEqual(4.5);
  });

  it('trait colours, focus ring and strong borders reach 3:1 as graphics on every surface', () => {
    for (const surface of surfaces) {
      for (const graphic of [...Object.values(c.trait), c.focus, c.border.strong]) expect(contrast(graphic, surface)).toBeGreaterThanOrEqual(3);
    }
  });

  it('trait colours are legible as text (4.5:1) on the base surface', () => {
    for (const trait of Object.values(c.trait)) expect(contrast(trait, c.surface.base)).toBeGreaterThanOrEqual(4.5);
  });
});
