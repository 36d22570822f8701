/**
 * Leaving an organisation from Settings: the profile feature's call (which refreshes the profile, the organisation
 * selection and the directories), then home's widgets are read again through home's entry point.
 */
import { invalidateHome } from '@kindred/features/home';
import { useLeaveOrganization, type ProfileOwner } from '@kindred/features/profile';
import { useQueryClient } from '@tanstack/react-query';

export function useLeaveOrganizationFromSettings(owner: ProfileOwner | null) {
  const queryClient = useQueryClient();
  return useLeaveOrganization(owner, { onLeft: () => void invalidateHome(queryClient) });
}
