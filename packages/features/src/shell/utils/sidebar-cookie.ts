/** The sidebar's open state, kept in a cookie for 7 days (docs/product.md#screens-and-routes, #constants-and-limits). */
import { SIDEBAR_COOKIE_MAX_AGE, SIDEBAR_COOKIE_NAME } from '@kindred/ui/Sidebar';

const SIDEBAR_COOKIE = SIDEBAR_COOKIE_NAME;

export function readSidebarCookie(cookie: string = globalThis.document?.cookie ?? ''): boolean | null {
  const match = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  if (!match) return null;
  const value = match.slice(SIDEBAR_COOKIE.length + 1);
  return value === 'true' ? true : value === 'false' ? false : null;
}

export function sidebarCookieString(open: boolean): string {
  return `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
}

export function writeSidebarCookie(open: boolean): void {
  if (globalThis.document) globalThis.document.cookie = sidebarCookieString(open);
}
