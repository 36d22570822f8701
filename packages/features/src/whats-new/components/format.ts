/** A release date ('2025-09-12') as people read it: 'September 12, 2025', in UTC so it never moves a day. */
export function formatReleaseDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
