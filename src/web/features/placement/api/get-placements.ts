import { queryOptions, useQuery } from '@tanstack/react-query';
import { placementApi } from '../../../../shared/contracts/endpoints/placement.ts';
import type { PlacementsResponse } from '../../../../shared/contracts/placement.ts';
import { callApi } from '../../../lib/api-client.ts';

export const PLACEMENTS_KEY = ['/api/placement'] as const;

/** The learner's latest level per language and every finished placement test. */
export function fetchPlacements(): Promise<PlacementsResponse> {
  return callApi(placementApi.list);
}

export const placementsQuery = queryOptions({ queryKey: PLACEMENTS_KEY, queryFn: fetchPlacements });

export function usePlacements() {
  return useQuery(placementsQuery);
}
