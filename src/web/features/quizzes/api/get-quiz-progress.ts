import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuizProgressResponse } from '../../../../shared/contracts/quiz-play.ts';
import { callApi } from '../../../lib/api-client.ts';
import { quizzesApi } from '../../../../shared/contracts/endpoints/quizzes.ts';

export const QUIZ_PROGRESS_KEY = ['/api/quiz/progress'] as const;

export function fetchQuizProgress(): Promise<QuizProgressResponse> {
  return callApi(quizzesApi.progress);
}

export const quizProgressQuery = queryOptions({ queryKey: QUIZ_PROGRESS_KEY, queryFn: fetchQuizProgress });

export function useQuizProgress() {
  return useQuery(quizProgressQuery);
}
