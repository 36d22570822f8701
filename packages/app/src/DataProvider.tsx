import { createQueryClient } from '@kindred/features/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * The tab's one query client (the constants of docs/product.md#constants-and-limits). It is provided by the signed-in area's
 * layout and by the public pages that read data (an introduction's links), not at the root: sign-in and the other
 * public pages read none, so their first download carries no TanStack Query. The client outlives the layout, so leaving for /terms and coming back keeps the
 * cache; log out clears it.
 */
const queryClient = createQueryClient();

export function DataProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
