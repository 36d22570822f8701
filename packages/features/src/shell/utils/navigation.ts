/**
 * The sidebar's entries in the spec's order (docs/product.md#screens-and-routes), and the active rule:
 * the exact path, or a path prefix for every entry except the root; an entry with a query (Integrations is
 * settings' Integrations tab) is current only where the location has that query too.
 */
export const NAV_ITEMS = [
  { label: 'My Persona', href: '/', icon: 'UserRound' },
  { label: 'Connections', href: '/connections', icon: 'Users' },
  { label: 'Insights', href: '/insights', icon: 'Sparkles' },
  { label: 'Messages', href: '/chat', icon: 'MessageSquare' },
  { label: 'Community', href: '/community', icon: 'Building2' },
  { label: 'Activities', href: '/activities', icon: 'Puzzle' },
  { label: 'Quick Connect', href: '/quick-connect', icon: 'Zap' },
  { label: 'Resources', href: '/resources', icon: 'BookOpen' },
  { label: 'Achievements', href: '/achievements', icon: 'Trophy' },
  { label: 'Events', href: '/events', icon: 'CalendarDays' },
  { label: 'Integrations', href: '/settings?tab=integrations', icon: 'Plug' },
] as const;

/** The console's entry, after the others, shown only to a member who administers an organisation. */
export const ADMIN_NAV_ITEM = { label: 'Administration', href: '/admin', icon: 'UserCog' } as const;

export type NavItem = (typeof NAV_ITEMS)[number] | typeof ADMIN_NAV_ITEM;

export function isNavItemActive(href: string, pathname: string, search = ''): boolean {
  const [path = href, query] = href.split('?');
  if (query !== undefined) {
    if (pathname !== path) return false;
    const wanted = new URLSearchParams(query);
    const current = new URLSearchParams(search);
    return [...wanted].every(([key, value]) => current.get(key) === value);
  }
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(`${path}/`);
}
