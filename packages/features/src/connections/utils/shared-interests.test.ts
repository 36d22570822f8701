import { describe, expect, it } from 'vitest';
import { mutualConnectionsText, sharedInterests } from './shared-interests.ts';

describe('sharedInterests', () => {
  it('keeps what both list, ignoring case and spaces, as the colleague writes it', () => {
    expect(sharedInterests(['hiking', ' Jazz ', 'Chess'], ['Jazz', 'Pottery', 'HIKING'])).toEqual(['Jazz', 'HIKING']);
  });
  it('lists each once, and nothing for blanks or no overlap', () => {
    expect(sharedInterests(['jazz', ''], ['Jazz', 'jazz ', ' '])).toEqual(['Jazz']);
    expect(sharedInterests([], ['Jazz'])).toEqual([]);
    expect(sharedInterests(['Chess'], ['Jazz'])).toEqual([]);
  });
});

describe('mutualConnectionsText', () => {
  it('counts in words', () => {
    expect(mutualConnectionsText(0)).toBe('No connections in common yet');
    expect(mutualConnectionsText(1)).toBe('1 connection in common');
    expect(mutualConnectionsText(4)).toBe('4 connections in common');
  });
});
