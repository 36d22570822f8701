/** What an e-mailed link's token is for (POST /v1/introductions/link): the colleague, the time, the activity, its state. */
import { INTRODUCTION_PATHS, introductionLinkSchema, type IntroductionLink } from '@kindred/contracts/api/introductions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';
import { introductionKeys } from './keys.ts';
import { WITHOUT_SESSION } from './public-call.ts';

function fetchIntroductionLink(token: string): Promise<IntroductionLink> {
  return api.post(INTRODUCTION_PATHS.link.slice(1), { json: { token }, headers: WITHOUT_SESSION }).json(introductionLinkSchema);
}

function introductionLinkQueryOptions(token: string) {
  return queryOptions({
    queryKey: introductionKeys.link(token),
    queryFn: () => fetchIntroductionLink(token),
    enabled: token.length > 0,
    // The page reads the link once; what is done on it afterwards is shown from that action's own answer.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useIntroductionLink(token: string) {
  return useQuery(introductionLinkQueryOptions(token));
}
