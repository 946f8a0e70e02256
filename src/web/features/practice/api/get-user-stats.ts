import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserStats } from '../../../../shared/contracts/practice.ts';
import { apiJson } from '../../../lib/api-client.ts';

export const userStatsQuery = queryOptions({
  queryKey: ['/api/user/stats'],
  queryFn: () => apiJson<UserStats>('GET', '/api/user/stats'),
});

export function useUserStats() {
  return useQuery(userStatsQuery);
}
