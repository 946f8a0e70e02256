import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailableQuizzesResponse } from '../../../../shared/contracts/quiz-play.ts';
import { callApi } from '../../../lib/api-client.ts';
import { quizzesApi } from '../../../../shared/contracts/endpoints/quizzes.ts';

export const AVAILABLE_QUIZZES_KEY = ['/api/quiz/available'] as const;

/** docs/product.md#quizzes: the quiz list is cached for 5 minutes. */
export const QUIZ_LIST_STALE_TIME_MS = 5 * 60 * 1000;

export function fetchAvailableQuizzes(): Promise<AvailableQuizzesResponse> {
  return callApi(quizzesApi.available);
}

export const availableQuizzesQuery = queryOptions({
  queryKey: AVAILABLE_QUIZZES_KEY,
  queryFn: fetchAvailableQuizzes,
  staleTime: QUIZ_LIST_STALE_TIME_MS,
});

export function useAvailableQuizzes() {
  return useQuery(availableQuizzesQuery);
}
