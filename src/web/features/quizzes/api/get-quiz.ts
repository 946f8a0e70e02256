import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayableQuizResponse } from '../../../../shared/contracts/quiz-play.ts';
import { apiJson } from '../../../lib/api-client.ts';

export function fetchQuiz(quizId: number): Promise<PlayableQuizResponse> {
  return apiJson<PlayableQuizResponse>('GET', `/api/quiz/${quizId}`);
}

export function quizQuery(quizId: number) {
  return queryOptions({ queryKey: ['/api/quiz', quizId] as const, queryFn: () => fetchQuiz(quizId) });
}

export function useQuiz(quizId: number) {
  return useQuery(quizQuery(quizId));
}
