import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path.ts';

describe('where sign-in returns to', () => {
  it('goes back to the protected page the visitor asked for, with its query', () => {
    expect(returnPath({ from: '/settings?tab=appearance' })).toBe('/settings?tab=appearance');
  });

  it('goes home when there is nowhere to return to', () => {
    expect(returnPath(null)).toBe('/');
    expect(returnPath({})).toBe('/');
    expect(returnPath({ from: 42 })).toBe('/');
  });

  it('never leaves the site or loops back into the account screens', () => {
    expect(returnPath({ from: 'https://evil.example/' })).toBe('/');
    expect(returnPath({ from: '//evil.example/' })).toBe('/');
    expect(returnPath({ from: '/auth/sign-in' })).toBe('/');
  });
});
