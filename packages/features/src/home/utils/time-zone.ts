/** The member's own zone: the server writes times in the feed and fits picks to free time in it. */
export function timeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
