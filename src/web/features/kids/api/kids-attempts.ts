import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  QuizAttemptResponse,
  SaveKidsProgressResponse,
  StartKidsAttemptBody,
} from '../../../../shared/contracts/quiz-play.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { KIDS_LESSONS_KEY } from './get-kids-lessons.ts';

export interface KidsLessonParams {
  language: string;
  lesson: string;
  /** Picks one lesson when several share a number. */
  quizId?: string | null;
}

/** Starts a lesson attempt. Parameters from the address are sent as they are: the server checks them. */
export function startKidsAttempt({
  language,
  lesson,
  quizId,
}: KidsLessonParams): Promise<QuizAttemptResponse> {
  const body = {
    language,
    lesson: Number(lesson),
    ...(quizId ? { quizId: Number(quizId) } : {}),
  } as StartKidsAttemptBody;
  return apiJson<QuizAttemptResponse>('POST', '/api/kids/lessons/attempts', body);
}

/** One attempt per mounted player, never refetched in the background (see quizAttemptQuery). */
export function kidsAttemptQuery(params: KidsLessonParams) {
  return queryOptions({
    queryKey: ['kids-attempt', params.language, params.lesson, params.quizId ?? null] as const,
    queryFn: () => startKidsAttempt(params),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useKidsAttempt(params: KidsLessonParams) {
  return useQuery(kidsAttemptQuery(params));
}

/** Completes the lesson attempt; the server scores it, gives the stars and keeps the best. */
export function completeKidsAttempt(attemptId: number): Promise<SaveKidsProgressResponse> {
  return apiJson<SaveKidsProgressResponse>('POST', `/api/kids/lessons/attempts/${attemptId}/complete`);
}

export function useCompleteKidsAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeKidsAttempt,
    // The lists carry the learner's stars and open lessons: the server says what changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KIDS_LESSONS_KEY }),
  });
}
