/** The console's call paths, relative to the API client's base (ky's `baseUrl`). */
import { ORGANIZATIONS_PATH } from '@kindred/contracts/api/organizations';

const BASE = ORGANIZATIONS_PATH.slice(1);

export const organizationPath = (orgcode: string, rest: string): string => `${BASE}/${encodeURIComponent(orgcode)}/${rest}`;
export const ADMINISTERED_PATH = `${BASE}/administered`;
