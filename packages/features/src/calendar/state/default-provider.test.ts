import { describe, expect, it } from 'vitest';
import { schedulingProvider } from './default-provider.ts';

describe('the provider a Quick Connect is booked with', () => {
  it('follows docs/product.md#states: both connected, the saved default (Google without one); one, that one; none, none', () => {
    expect(schedulingProvider(['google', 'microsoft'], 'microsoft')).toBe('microsoft');
    expect(schedulingProvider(['google', 'microsoft'], null)).toBe('google');
    expect(schedulingProvider(['microsoft'], 'google')).toBe('microsoft');
    expect(schedulingProvider(['google'], null)).toBe('google');
    expect(schedulingProvider([], 'google')).toBeNull();
  });
});
