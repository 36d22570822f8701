/** How people join: the join code, allowed e-mail domains and invitations (GET …/admission). */
import { admissionSchema, type Admission } from '@kindred/contracts/api/organizations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';
import { adminKeys } from './keys.ts';
import { organizationPath } from './paths.ts';

async function fetchAdmission(orgcode: string): Promise<Admission> {
  return admissionSchema.parse(await api.get(organizationPath(orgcode, 'admission')).json());
}

function admissionQueryOptions(orgcode: string) {
  return queryOptions({
    queryKey: adminKeys.admission(orgcode),
    queryFn: () => fetchAdmission(orgcode),
    enabled: Boolean(orgcode),
    // Others change it (a person joins, an invitation is accepted): a tab shown again reads it again, the last answer
    // showing meanwhile.
    refetchOnMount: 'always',
  });
}

export function useAdmission(orgcode: string) {
  return useQuery(admissionQueryOptions(orgcode));
}
