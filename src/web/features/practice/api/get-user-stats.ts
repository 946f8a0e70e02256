import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { practiceApi } from '../../../../shared/contracts/endpoints/practice.ts';

export const userStatsQuery = queryOptions({
  queryKey: ['/api/user/stats'],
  queryFn: () => callApi(practiceApi.userStats),
});

export function useUserStats() {
  return useQuery(userStatsQuery);
}
