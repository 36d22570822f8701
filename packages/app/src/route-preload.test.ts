/**
 * The build's preload tables (route-preload.ts) mirror the router, which the build cannot run. These
 * checks keep the mirror true: a public route missing from PUBLIC_PATHS would have its signed-out
 * visitors fetch sign-in's files for nothing, and a wrong session key would send every visitor
 * sign-in's files.
 */
import { SESSION_STORAGE_KEY } from '@kindred/features/shared';
import type { ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PATHS, ROUTE_MODULES, SESSION_KEY } from '../route-preload.ts';
import { RequireAuth } from './guards/RequireAuth.tsx';
import { routes } from './router.tsx';

/** Every path the route table names (the routes use absolute paths; an index route is its parent's). */
function pathsOf(table: RouteObject[], parent = '/'): string[] {
  return table.flatMap((route) => {
    const own = route.index ? [parent] : route.path && route.path !== '*' ? [route.path] : [];
    return [...own, ...pathsOf(route.children ?? [], route.path ?? parent)];
  });
}

function isGuarded(path: string): boolean {
  return (matchRoutes(routes, path) ?? []).some((match) => (match.route.element as ReactElement | undefined)?.type === RequireAuth);
}

describe('the route preload tables', () => {
  it('name as public exactly the routes the guard leaves open', () => {
    const open = pathsOf(routes).filter((path) => !isGuarded(path));
    expect([...PUBLIC_PATHS].sort()).toEqual(open.sort());
  });

  it('name only paths the router has', () => {
    const known = new Set(pathsOf(routes));
    for (const path of Object.keys(ROUTE_MODULES).filter((path) => path !== '*')) expect(known, path).toContain(path);
  });

  it("read the session under the key it is stored under", () => {
    expect(SESSION_KEY).toBe(SESSION_STORAGE_KEY);
  });
});
