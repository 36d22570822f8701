import { describe, expect, it } from 'vitest';
import { JOIN_MESSAGES } from '@kindred/contracts/api/join';
import { hasErrors, validateNewAccount } from './new-account.ts';

const valid = { givenName: 'Nora', familyName: 'New', password: 'Welcome2Kindred', confirmation: 'Welcome2Kindred' };

describe('validateNewAccount', () => {
  it('accepts a complete form', () => {
    expect(hasErrors(validateNewAccount(valid))).toBe(false);
  });

  it('words each problem as the specification does', () => {
    expect(validateNewAccount({ ...valid, givenName: ' ', familyName: '' })).toEqual({
      givenName: JOIN_MESSAGES.givenName,
      familyName: JOIN_MESSAGES.familyName,
    });
    expect(validateNewAccount({ ...valid, password: 'Short1', confirmation: 'Short1' })).toEqual({ password: 'Password must be at least 8 characters' });
    expect(validateNewAccount({ ...valid, password: 'alllowercase1', confirmation: 'alllowercase1' }).password).toBe(JOIN_MESSAGES.weakPassword);
    expect(validateNewAccount({ ...valid, confirmation: 'Welcome2Kindre' })).toEqual({ confirmation: 'Passwords do not match' });
  });
});
