import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Whether this server offers Microsoft sign-in (GET /status, public); false until known or when unreachable. */
export function useMicrosoftSignIn(): boolean {
  const status = useQuery({
    queryKey: queryKeys.status(),
    queryFn: ({ signal }) => api.call('GET /status', { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return status.data?.microsoft_sign_in === true;
}
