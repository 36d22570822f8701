import { describe, expect, it } from 'vitest';
import { ACTIVITIES } from '../content/activities.ts';
import { findActivityByTitle, normalizeTitle } from './find-activity.ts';

describe('findActivityByTitle', () => {
  it('matches case-insensitively', () => {
    expect(findActivityByTitle('MAGIC QUESTIONS')?.title).toBe('Magic Questions');
    expect(findActivityByTitle('ted swap')?.title).toBe('TED Swap');
  });

  it('matches part of a title', () => {
    expect(findActivityByTitle('magic')?.title).toBe('Magic Questions');
    expect(findActivityByTitle('spotlight')?.title).toBe('Personal Spotlight');
    expect(findActivityByTitle('bread')?.title).toBe('Break Bread');
  });

  it('prefers an exact match, then a title that starts with the text', () => {
    expect(findActivityByTitle('Top 4')?.title).toBe('Top 4');
    expect(findActivityByTitle('top')?.title).toBe('Top 4');
    expect(findActivityByTitle('stop')?.title).toBe('Start Stop Continue');
  });

  it('reads "&" and "and", and punctuation, loosely', () => {
    expect(findActivityByTitle('show and tell: desk edition')?.title).toBe('Show & Tell: Desk Edition');
    expect(findActivityByTitle('A-F Check-In')?.title).toBe('A-F Check In');
    expect(findActivityByTitle('pick a #')?.title).toBe('Pick A #');
    expect(findActivityByTitle('Who decides')?.title).toBe('Who Decides?');
  });

  it('finds a title mentioned inside a longer phrase, preferring the most specific', () => {
    expect(findActivityByTitle('Try the Magic Questions activity')?.title).toBe('Magic Questions');
    expect(findActivityByTitle('Book a Walk & Talk: Career Conversation this week')?.title).toBe(
      'Walk & Talk: Career Conversation',
    );
  });

  it('returns undefined for empty or unknown titles', () => {
    expect(findActivityByTitle('')).toBeUndefined();
    expect(findActivityByTitle('   ')).toBeUndefined();
    expect(findActivityByTitle('#')).toBeUndefined();
    expect(findActivityByTitle('Underwater basket weaving')).toBeUndefined();
  });

  it('searches a given list instead of the catalogue', () => {
    const [first] = ACTIVITIES;
    expect(first).toBeDefined();
    expect(findActivityByTitle('questions', first ? [first] : [])).toBe(first);
    expect(findActivityByTitle('questions', [])).toBeUndefined();
  });
});

describe('normalizeTitle', () => {
  it('lower-cases, reads & as and, and turns punctuation into single spaces', () => {
    expect(normalizeTitle('  Show & Tell:  Desk Edition ')).toBe('show and tell desk edition');
    expect(normalizeTitle('A-F Check In')).toBe('a f check in');
  });
});
