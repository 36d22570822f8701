import { describe, expect, it } from 'vitest';
import { isValidEmail, validateSignIn } from './validation.ts';

describe('sign-in validation', () => {
  it('accepts a normal address and a two-character password', () => {
    expect(validateSignIn('ana@example.com', 'ab')).toEqual({});
  });

  it("words each problem as the spec does", () => {
    expect(validateSignIn('not-an-email', 'a')).toEqual({
      email: 'Enter a valid email address.',
      password: 'Enter your password.',
    });
  });

  it('rejects addresses with spaces or without a domain', () => {
    expect(isValidEmail('a b@example.com')).toBe(false);
    expect(isValidEmail('ana@example')).toBe(false);
    expect(isValidEmail('  ana@example.com ')).toBe(true);
  });
});
