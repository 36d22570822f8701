import { describe, expect, it } from 'vitest';
import { quickConnectMemberOf, quickConnectStateFor } from './navigation-state.ts';

describe('the colleague named by the navigation', () => {
  it('is read back from the state that names them', () => {
    expect(quickConnectMemberOf(quickConnectStateFor('mbr-jordan-okafor'))).toBe('mbr-jordan-okafor');
    expect(quickConnectMemberOf({ memberId: 'mbr-1', other: true })).toBe('mbr-1');
  });

  it('is null for any other state', () => {
    for (const state of [null, undefined, 'mbr-1', 42, {}, { memberId: '' }, { memberId: '  ' }, { memberId: 7 }, { activity: 'Top 4' }]) {
      expect(quickConnectMemberOf(state)).toBeNull();
    }
  });
});
