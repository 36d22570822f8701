import { describe, expect, it } from 'vitest';
import { CHANGELOG, LATEST_RELEASE, LATEST_VERSION, changelogEntrySchema, splitByYear } from './changelog.ts';

function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

describe('changelog', () => {
  it('validates every entry', () => {
    for (const entry of CHANGELOG) expect(changelogEntrySchema.parse(entry), entry.version).toEqual(entry);
  });

  it('has 2.5.0, 2.1.0, 2.0.0 and 1.8.0, newest first, with dates in the same order', () => {
    expect(CHANGELOG.map((entry) => entry.version)).toEqual(['2.5.0', '2.1.0', '2.0.0', '1.8.0']);
    for (let i = 1; i < CHANGELOG.length; i++) {
      const newer = CHANGELOG[i - 1]!;
      const older = CHANGELOG[i]!;
      expect(compareVersions(newer.version, older.version)).toBeGreaterThan(0);
      expect(newer.date > older.date).toBe(true);
    }
  });

  it('announces 2.5.0 of 2025-09-12 as the latest, with its eight features', () => {
    expect(LATEST_VERSION).toBe('2.5.0');
    expect(LATEST_RELEASE).toBe(CHANGELOG[0]);
    expect(LATEST_RELEASE.date).toBe('2025-09-12');
    expect(LATEST_RELEASE.title).toBe('Major Update: AI Assistant & Intelligent Features');
    expect(LATEST_RELEASE.type).toBe('major');
    expect(LATEST_RELEASE.features).toHaveLength(8);
    expect(LATEST_RELEASE.features).toContain('46 activities (up from 21)');
  });

  it('marks the 2.0.0 release as major', () => {
    expect(CHANGELOG.find((entry) => entry.version === '2.0.0')?.type).toBe('major');
  });

  it('lists each category at most once per entry', () => {
    for (const entry of CHANGELOG) expect(new Set(entry.categories).size).toBe(entry.categories.length);
  });

  it('splits entries into the current year and previous years', () => {
    const { currentYear, previousYears } = splitByYear(2025);
    expect(currentYear.map((entry) => entry.version)).toEqual(['2.5.0', '2.1.0', '2.0.0']);
    expect(previousYears.map((entry) => entry.version)).toEqual(['1.8.0']);
    expect(splitByYear(2026).currentYear).toEqual([]);
  });
});
