/** The community's settings: directory open, community page shown, weekly matching paused (GET and PUT …/settings). */
import {
  communitySettingsBodySchema,
  communitySettingsSchema,
  type CommunitySettings,
} from '@kindred/contracts/api/organizations';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';
import { adminKeys } from './keys.ts';
import { organizationPath } from './paths.ts';

async function fetchSettings(orgcode: string): Promise<CommunitySettings> {
  return communitySettingsSchema.parse(await api.get(organizationPath(orgcode, 'settings')).json());
}

function settingsQueryOptions(orgcode: string) {
  return queryOptions({ queryKey: adminKeys.settings(orgcode), queryFn: () => fetchSettings(orgcode), enabled: Boolean(orgcode) });
}

export function useCommunitySettings(orgcode: string) {
  return useQuery(settingsQueryOptions(orgcode));
}

export type SettingsChange = Partial<Pick<CommunitySettings, 'isUsersOpen' | 'showCommunityPage' | 'matchingPaused'>>;

/** Saves one change; the switch shows the server's answer, and a failure reads the settings again. */
export function useUpdateCommunitySettings(orgcode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: SettingsChange) => {
      const json = communitySettingsBodySchema.parse(change);
      return communitySettingsSchema.parse(await api.put(organizationPath(orgcode, 'settings'), { json }).json());
    },
    onSuccess: (settings) => queryClient.setQueryData(adminKeys.settings(orgcode), settings),
    onError: () => queryClient.invalidateQueries({ queryKey: adminKeys.settings(orgcode) }),
  });
}
