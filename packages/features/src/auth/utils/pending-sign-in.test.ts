import { describe, expect, it } from 'vitest';
import { endsPendingSignIn } from './pending-sign-in.ts';

describe('endsPendingSignIn', () => {
  it('is true for an expired code, too many tries and an expired sign-in', () => {
    expect(['CODE_EXPIRED', 'TOO_MANY_ATTEMPTS', 'SIGN_IN_SESSION_EXPIRED'].map(endsPendingSignIn)).toEqual([true, true, true]);
  });

  it('is false for a wrong code (another try is allowed), other codes and no code', () => {
    expect(['INVALID_CODE', 'NOT_AUTHORIZED', 'RATE_LIMITED', undefined].map(endsPendingSignIn)).toEqual([false, false, false, false]);
  });
});
