import type { QueryClient } from '@tanstack/react-query';
import { homeKeys } from './keys.ts';

/**
 * Marks home's widgets (the activity feed and the recommendations) stale, for a feature that changed what they are
 * built from (the member's profile, their organisations): they are read again when home shows them.
 */
export function invalidateHome(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: homeKeys.all });
}
