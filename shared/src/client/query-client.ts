import { QueryClient } from '@tanstack/react-query';
import { QUERY_DEFAULTS } from '../constants';

/** The react-query defaults of docs/SPEC.md section 9: no polling or refetch on focus, fresh 60 s, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: QUERY_DEFAULTS.staleTimeMs,
        gcTime: QUERY_DEFAULTS.gcTimeMs,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
