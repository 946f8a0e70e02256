import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuizProgressResponse } from '../../../../shared/contracts/quiz-play.ts';
import { apiJson } from '../../../lib/api-client.ts';

export const QUIZ_PROGRESS_KEY = ['/api/quiz/progress'] as const;

export function fetchQuizProgress(): Promise<QuizProgressResponse> {
  return apiJson<QuizProgressResponse>('GET', '/api/quiz/progress');
}

export const quizProgressQuery = queryOptions({ queryKey: QUIZ_PROGRESS_KEY, queryFn: fetchQuizProgress });

export function useQuizProgress() {
  return useQuery(quizProgressQuery);
}
