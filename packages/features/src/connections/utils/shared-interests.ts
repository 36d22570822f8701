/**
 * What two members both list as interests: compared without case or surrounding spaces, named as the colleague
 * writes them, in their order.
 */
export function sharedInterests(own: readonly string[], theirs: readonly string[]): string[] {
  const mine = new Set(own.map((interest) => interest.trim().toLowerCase()).filter(Boolean));
  const seen = new Set<string>();
  const shared: string[] = [];
  for (const interest of theirs) {
    const key = interest.trim().toLowerCase();
    if (!key || !mine.has(key) || seen.has(key)) continue;
    seen.add(key);
    shared.push(interest.trim());
  }
  return shared;
}

/** '2 connections in common', '1 connection in common', or that there are none yet. */
export function mutualConnectionsText(count: number): string {
  if (count <= 0) return 'No connections in common yet';
  return `${count} ${count === 1 ? 'connection' : 'connections'} in common`;
}
