import { useSearchParams } from 'react-router';

/** The e-mailed link's token, from `?token=` (trimmed); '' when the address has none. */
export function useLinkToken(): string {
  const [params] = useSearchParams();
  return params.get('token')?.trim() ?? '';
}
