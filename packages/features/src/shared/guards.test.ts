import { authTokensSchema } from '@kindred/contracts/api/identity';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isInteger, isNumber, isString, nullable, oneOf, shape } from './guards.ts';
import { isAuthTokens } from './session.ts';

describe('guards', () => {
  it('check primitives, nulls and choices', () => {
    expect(isString('a')).toBe(true);
    expect(isString(1)).toBe(false);
    expect(isNumber(1.5)).toBe(true);
    expect(isNumber(Number.NaN)).toBe(false);
    expect(isNumber('1')).toBe(false);
    expect(isInteger(3)).toBe(true);
    expect(isInteger(3.5)).toBe(false);
    expect(nullable(isString)(null)).toBe(true);
    expect(nullable(isString)(undefined)).toBe(false);
    expect(oneOf(['light', 'dark'])('dark')).toBe(true);
    expect(oneOf(['light', 'dark'])('blue')).toBe(false);
  });

  it('check objects field by field, and refuse arrays, null and missing fields', () => {
    const isPoint = shape({ x: isNumber, label: nullable(isString) });
    expect(isPoint({ x: 1, label: null })).toBe(true);
    expect(isPoint({ x: 1, label: 'a', extra: true })).toBe(true);
    expect(isPoint({ x: 1 })).toBe(false);
    expect(isPoint({ x: '1', label: null })).toBe(false);
    expect(isPoint(null)).toBe(false);
    expect(isPoint([1, null])).toBe(false);
    expect(isPoint('{"x":1}')).toBe(false);
  });
});

describe('isAuthTokens', () => {
  // Stored tokens are checked without zod on the first screen; they must pass exactly when the contract's schema passes.
  const field = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant('Bearer'));
  const tokensLike = fc.record(
    { idToken: field, refreshToken: field, expiresIn: field, tokenType: field },
    { requiredKeys: [] },
  );
  const valid = fc.record({ idToken: fc.string(), refreshToken: fc.string(), expiresIn: fc.integer(), tokenType: fc.constant('Bearer' as const) });

  it('accepts every value the contract schema accepts', () => {
    fc.assert(fc.property(valid, (tokens) => isAuthTokens(tokens) && authTokensSchema.safeParse(tokens).success));
  });

  it('agrees with the contract schema on arbitrary values', () => {
    fc.assert(
      fc.property(fc.oneof(tokensLike, fc.anything()), (value) => {
        expect(isAuthTokens(value)).toBe(authTokensSchema.safeParse(value).success);
      }),
      { numRuns: 2000 },
    );
  });
});
