import type { QueryClient } from '@tanstack/react-query';
import { directoryKeys, profileKeys } from './keys.ts';

/**
 * Marks every profile query and the directory stale, for a feature that changed the member's profile from outside
 * (the questionnaire's scores and archetype): each is read again when it shows.
 */
export function invalidateOwnProfile(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: profileKeys.all }),
    queryClient.invalidateQueries({ queryKey: directoryKeys.all }),
  ]).then(() => undefined);
}
