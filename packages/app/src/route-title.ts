import { createContext, useContext } from 'react';

/**
 * The current route's title ('Settings'), as the route table names it. The router provides it; the shell's top
 * bar reads it, without importing the route table (which imports the shell).
 */
export const RouteTitleContext = createContext<string | undefined>(undefined);

export function useRouteTitle(): string | undefined {
  return useContext(RouteTitleContext);
}
