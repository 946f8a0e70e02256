import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KidsLessonResponse } from '../../../../shared/contracts/quiz-play.ts';
import { apiJson } from '../../../lib/api-client.ts';

export interface KidsLessonParams {
  language: string;
  lesson: string;
  /** Picks one lesson when several share a number. */
  quizId?: string | null;
}

export function fetchKidsLesson({ language, lesson, quizId }: KidsLessonParams): Promise<KidsLessonResponse> {
  const query = new URLSearchParams({ language, lesson, ...(quizId ? { quizId } : {}) });
  return apiJson<KidsLessonResponse>('GET', `/api/quiz/kids?${query.toString()}`);
}

export function kidsLessonQuery(params: KidsLessonParams) {
  return queryOptions({
    queryKey: ['/api/quiz/kids', params.language, params.lesson, params.quizId ?? null] as const,
    queryFn: () => fetchKidsLesson(params),
  });
}

export function useKidsLesson(params: KidsLessonParams) {
  return useQuery(kidsLessonQuery(params));
}
