import { describe, expect, it } from 'vitest';
import { DEFAULT_ACTIVITY_DURATION, formatDuration, parseDuration } from './duration.ts';

describe('parseDuration', () => {
  it('reads minutes', () => {
    expect(parseDuration('15 min')).toBe(15);
    expect(parseDuration('45 minutes')).toBe(45);
    expect(parseDuration('5 mins')).toBe(5);
    expect(parseDuration('30m')).toBe(30);
    expect(parseDuration('30')).toBe(30);
  });

  it('reads hours as minutes', () => {
    expect(parseDuration('1 hour')).toBe(60);
    expect(parseDuration('2 hours')).toBe(120);
    expect(parseDuration('1.5 hours')).toBe(90);
    expect(parseDuration('1h')).toBe(60);
    expect(parseDuration('1 hour 30 min')).toBe(90);
    expect(parseDuration('1 Hour')).toBe(60);
  });

  it('falls back to the default of 20 min', () => {
    expect(DEFAULT_ACTIVITY_DURATION).toBe('20 min');
    expect(parseDuration('')).toBe(20);
    expect(parseDuration('a while')).toBe(20);
    expect(parseDuration('0 min')).toBe(20);
    expect(parseDuration('3 months')).toBe(20);
    expect(parseDuration(undefined)).toBe(20);
    expect(parseDuration(null)).toBe(20);
  });
});

describe('formatDuration', () => {
  it('writes minutes and hours the way the catalogues do', () => {
    expect(formatDuration(20)).toBe('20 min');
    expect(formatDuration(60)).toBe('1 hour');
    expect(formatDuration(90)).toBe('1 hour 30 min');
    expect(formatDuration(120)).toBe('2 hours');
  });

  it('round-trips through the parser', () => {
    for (const minutes of [5, 10, 20, 45, 60, 90, 120]) expect(parseDuration(formatDuration(minutes))).toBe(minutes);
  });
});
