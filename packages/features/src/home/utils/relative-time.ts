// Made once: `toLocaleDateString` builds a new formatter on every call, a millisecond or more each on a phone.
const thisYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const otherYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * The activity feed's time (docs/product.md#constants-and-limits "Activity time format"): under 60 s 'just now',
 * then minutes, hours and days ago, then the date once it is more than 7 days old.
 */
export function feedTime(timestamp: string, now: Date = new Date()): string {
  const at = new Date(timestamp);
  if (Number.isNaN(at.getTime())) return '';
  const seconds = Math.max(0, Math.floor((now.getTime() - at.getTime()) / 1000));
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  const days = Math.floor(hours / 24);
  if (days <= 7) return `${days}d ago`;
  return (at.getFullYear() === now.getFullYear() ? thisYear : otherYear).format(at);
}
