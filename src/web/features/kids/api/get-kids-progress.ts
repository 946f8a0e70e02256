import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KidsProgressResponse } from '../../../../shared/contracts/quiz-play.ts';
import { callApi } from '../../../lib/api-client.ts';
import { quizzesApi } from '../../../../shared/contracts/endpoints/quizzes.ts';

export const KIDS_PROGRESS_KEY = ['/api/progress/kids'] as const;

export function fetchKidsProgress(): Promise<KidsProgressResponse> {
  return callApi(quizzesApi.kidsProgress);
}

export const kidsProgressQuery = queryOptions({ queryKey: KIDS_PROGRESS_KEY, queryFn: fetchKidsProgress });

/** Only rendered for signed-in people, so the query runs only when signed in (docs/product.md#kids). */
export function useKidsProgress() {
  return useQuery(kidsProgressQuery);
}
