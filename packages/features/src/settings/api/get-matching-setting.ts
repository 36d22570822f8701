/**
 * The weekly matching setting (docs/decisions.md#matching): whether the signed-in member is left out of the
 * weekly matching. Read with POST /v1/user-profile?type=matching-settings (body `{}`), answered `{ paused }`. New
 * members are matched (paused false).
 */
import { PROFILE_PATH } from '@kindred/contracts/api/profile';
import { matchingSettingsBodySchema, matchingSettingsResponseSchema } from '@kindred/contracts/api/connections';
import { NO_JWT_TOKEN, bearer, parseRequest, readJson } from '@kindred/features/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { profileApi } from '../../shared/http.ts';
import { matchingKeys } from './keys.ts';

export type MatchingSetting = z.infer<typeof matchingSettingsResponseSchema>;

/** One call: the caller's setting. */
async function fetchMatchingSetting(): Promise<MatchingSetting> {
  const body = parseRequest(matchingSettingsBodySchema, {});
  const headers = await bearer(NO_JWT_TOKEN);
  const response = await profileApi.post(PROFILE_PATH, { searchParams: { type: 'matching-settings' }, json: body, headers });
  return matchingSettingsResponseSchema.parse(await readJson(response));
}

function matchingSettingQueryOptions(memberId: string) {
  return queryOptions({
    queryKey: matchingKeys.setting(memberId),
    queryFn: fetchMatchingSetting,
    enabled: Boolean(memberId),
  });
}

export function useMatchingSetting(memberId: string) {
  return useQuery(matchingSettingQueryOptions(memberId));
}
