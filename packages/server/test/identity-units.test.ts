import { decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { meetsPasswordRequirements } from '@kindred/contracts/api/identity';
import { hashPassword, verifyPassword } from '../src/modules/identity/passwords.ts';
import { generateCode, maskEmail } from '../src/modules/identity/service.ts';
import { TokenError, createTokenService, hashToken, newOpaqueToken, signingKeyFromSecret } from '../src/modules/identity/tokens.ts';
import { createTestClock } from './harness.ts';

describe('passwords', () => {
  it('hashes with argon2id and verifies', async () => {
    const hash = await hashPassword('Correct-horse1');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Correct-horse1')).toBe(true);
    expect(await verifyPassword(hash, 'correct-horse1')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });

  it.each([
    ['Abcdefg1', true],
    ['Abcdef1', false],
    ['abcdefg1', false],
    ['ABCDEFG1', false],
    ['Abcdefgh', false],
    ['Pässwörd1', true],
  ])('the rule: %s → %s', (password, ok) => {
    expect(meetsPasswordRequirements(password)).toBe(ok);
  });
});

describe('codes', () => {
  it('are six digits', () => {
    const codes = Array.from({ length: 500 }, generateCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(490);
  });

  it.each([
    ['jane.doe@example.com', 'j***@e***.com'],
    ['a@b.co.uk', 'a***@b***.uk'],
    ['x@localhost', 'x***@l***'],
  ])('mask %s as %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});

describe('tokens', () => {
  const subject = { id: 'u1', memberId: 'm1', email: 'a@example.test', givenName: 'A', familyName: 'B', phoneNumber: null };
  const key = signingKeyFromSecret('k1', 'x'.repeat(32), 'utf8');

  it('issues an HS256 ID token that verifies until it expires', async () => {
    const clock = createTestClock();
    const tokens = createTokenService({ key, clock, ttlSeconds: 900 });
    const token = await tokens.issueIdToken(subject, 's1');
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'HS256', kid: 'k1' });
    expect(await tokens.verifyIdToken(token)).toEqual({ userId: 'u1', memberId: 'm1', email: 'a@example.test', sessionId: 's1' });
    clock.advance(901_000);
    await expect(tokens.verifyIdToken(token)).rejects.toMatchObject({ reason: 'expired' });
  });

  it('refuses a token signed with another key', async () => {
    const clock = createTestClock();
    const other = createTokenService({ key: signingKeyFromSecret('k2', 'y'.repeat(32), 'utf8'), clock, ttlSeconds: 900 });
    const token = await other.issueIdToken(subject, 's1');
    await expect(createTokenService({ key, clock, ttlSeconds: 900 }).verifyIdToken(token)).rejects.toBeInstanceOf(TokenError);
  });

  it('opaque tokens are long and random; their hashes are stable', () => {
    const a = newOpaqueToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newOpaqueToken()).not.toBe(a);
    expect(hashToken(a)).toBe(hashToken(a));
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
  });
});
