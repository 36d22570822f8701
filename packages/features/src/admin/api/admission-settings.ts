/** The join code (rotate: POST …/join-code) and the allowed e-mail domains (PUT …/allowed-domains). */
import { admissionSchema, allowedDomainsBodySchema, joinCodeResponseSchema, type Admission } from '@kindred/contracts/api/organizations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';
import { adminKeys } from './keys.ts';
import { organizationPath } from './paths.ts';

export function useRotateJoinCode(orgcode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => joinCodeResponseSchema.parse(await api.post(organizationPath(orgcode, 'join-code')).json()),
    onSuccess: ({ joinCode }) =>
      queryClient.setQueryData<Admission>(adminKeys.admission(orgcode), (current) => (current ? { ...current, joinCode } : current)),
  });
}

export function useSetAllowedDomains(orgcode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (domains: readonly string[]) => {
      const json = allowedDomainsBodySchema.parse({ domains });
      return admissionSchema.parse(await api.put(organizationPath(orgcode, 'allowed-domains'), { json }).json());
    },
    onSuccess: (admission) => queryClient.setQueryData(adminKeys.admission(orgcode), admission),
  });
}
