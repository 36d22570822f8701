import { describe, expect, it } from 'vitest';
import { isNavItemActive, NAV_ITEMS } from './navigation.ts';
import { nextTheme } from '../state/theme.ts';
import { readSidebarCookie, sidebarCookieString } from './sidebar-cookie.ts';

describe('sidebar navigation', () => {
  it('lists the entries in the spec order', () => {
    expect(NAV_ITEMS.map((item) => item.label)).toEqual([
      'My Persona',
      'Connections',
      'Insights',
      'Messages',
      'Community',
      'Activities',
      'Quick Connect',
      'Resources',
      'Achievements',
      'Events',
      'Integrations',
    ]);
  });

  it('matches the root exactly and other entries by prefix', () => {
    expect(isNavItemActive('/', '/')).toBe(true);
    expect(isNavItemActive('/', '/connections')).toBe(false);
    expect(isNavItemActive('/connections', '/connections')).toBe(true);
    expect(isNavItemActive('/connections', '/connections/42')).toBe(true);
    expect(isNavItemActive('/chat', '/challenges')).toBe(false);
  });

  it('marks Integrations only on the settings tab it opens', () => {
    const integrations = NAV_ITEMS.find((item) => item.label === 'Integrations')!.href;
    expect(isNavItemActive(integrations, '/settings', '?tab=integrations')).toBe(true);
    expect(isNavItemActive(integrations, '/settings', '?tab=integrations&x=1')).toBe(true);
    expect(isNavItemActive(integrations, '/settings', '')).toBe(false);
    expect(isNavItemActive(integrations, '/settings', '?tab=account')).toBe(false);
    expect(isNavItemActive(integrations, '/settings/integrations', '?tab=integrations')).toBe(false);
  });
});

describe('theme cycle and sidebar cookie', () => {
  it('cycles light → dark → system → light', () => {
    expect(nextTheme('light')).toBe('dark');
    expect(nextTheme('dark')).toBe('system');
    expect(nextTheme('system')).toBe('light');
  });

  it('keeps the sidebar state for 7 days and reads it back', () => {
    expect(sidebarCookieString(false)).toContain('max-age=604800');
    expect(readSidebarCookie('a=1; sidebar_state=false')).toBe(false);
    expect(readSidebarCookie('sidebar_state=true')).toBe(true);
    expect(readSidebarCookie('sidebar_state=maybe')).toBeNull();
    expect(readSidebarCookie('')).toBeNull();
  });
});
