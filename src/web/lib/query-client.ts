import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiJson } from './api-client.ts';

/** The default fetch: a GET on the first element of the query key, parsed as JSON. */
export const defaultQueryFn: QueryFunction = ({ queryKey }) => apiJson('GET', String(queryKey[0]));

/** SPEC §9: no refetch interval, no refetch on focus, data never stale, no retries. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
