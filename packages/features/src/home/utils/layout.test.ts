import { describe, expect, it } from 'vitest';
import { layoutForWidth } from './layout.ts';

describe('layoutForWidth', () => {
  it('follows the spec breakpoints: mobile ≤768, tablet 769-1023, desktop ≥1024', () => {
    expect(layoutForWidth(320)).toBe('mobile');
    expect(layoutForWidth(768)).toBe('mobile');
    expect(layoutForWidth(769)).toBe('tablet');
    expect(layoutForWidth(1023)).toBe('tablet');
    expect(layoutForWidth(1024)).toBe('desktop');
    expect(layoutForWidth(1920)).toBe('desktop');
  });
});
