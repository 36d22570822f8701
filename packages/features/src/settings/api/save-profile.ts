/**
 * Saving 'Your profile' (title, department, headline, interests, fun facts): the profile feature's edit call, which
 * puts the saved profile in its cache, then home's widgets (the profile-completeness item, recommendations by shared
 * interests) are read again through home's entry point.
 */
import { invalidateHome } from '@kindred/features/home';
import { useEditProfile, type ProfileOwner } from '@kindred/features/profile';
import { useQueryClient } from '@tanstack/react-query';

export function useSaveProfileDetails(owner: ProfileOwner | null) {
  const queryClient = useQueryClient();
  return useEditProfile(owner, { onSaved: () => void invalidateHome(queryClient) });
}
