import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AnswerItemBody,
  CompleteQuizResponse,
  ItemVerdictResponse,
  QuizAttemptResponse,
} from '../../../../shared/contracts/quiz-play.ts';
import { callApi } from '../../../lib/api-client.ts';
import { endpointUrl } from '../../../../shared/contracts/endpoint.ts';
import { quizzesApi } from '../../../../shared/contracts/endpoints/quizzes.ts';
import { cardsQueryKey } from '../../notebook/api/get-cards.ts';
import { dueQueryKey } from '../../review/api/get-due-cards.ts';
import { AVAILABLE_QUIZZES_KEY } from './get-available-quizzes.ts';
import { QUIZ_PROGRESS_KEY } from './get-quiz-progress.ts';

/** Starts an attempt: the server draws the items (without their keys). */
export function startQuizAttempt(quizId: number): Promise<QuizAttemptResponse> {
  return callApi(quizzesApi.startAttempt, { params: { id: quizId } });
}

/**
 * One attempt per mounted player: a query (not a mutation) so a remount in development does not start a
 * second attempt, never refetched in the background (a refetch would draw a new set).
 */
export function quizAttemptQuery(quizId: number) {
  return queryOptions({
    queryKey: ['quiz-attempt', quizId] as const,
    queryFn: () => startQuizAttempt(quizId),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useQuizAttempt(quizId: number) {
  return useQuery(quizAttemptQuery(quizId));
}

/** Sends one answer; the server's verdict says whether it was right and what was. */
export function answerItem(attemptId: number, body: AnswerItemBody): Promise<ItemVerdictResponse> {
  return callApi(quizzesApi.answerItem, { params: { attemptId }, body });
}

export function useAnswerItem(attemptId: number) {
  return useMutation({ mutationFn: (body: AnswerItemBody) => answerItem(attemptId, body) });
}

/** Where a listening item's audio is spoken from (the sentence itself never reaches the browser). */
export function itemAudioUrl(attemptId: number, itemIndex: number): string {
  return endpointUrl(quizzesApi.itemAudio, { params: { attemptId, itemIndex } });
}

/**
 * Completes the attempt; the server scores it. Progress, the quiz list (it carries which levels are open)
 * and the stats built on them are refetched after.
 */
export function completeQuizAttempt(attemptId: number): Promise<CompleteQuizResponse> {
  return callApi(quizzesApi.completeAttempt, { params: { attemptId } });
}

export function useCompleteQuizAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeQuizAttempt,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: QUIZ_PROGRESS_KEY }),
        queryClient.invalidateQueries({ queryKey: AVAILABLE_QUIZZES_KEY }),
        // The dashboard's language progress is derived from passed levels (docs/product.md#minutes).
        queryClient.invalidateQueries({ queryKey: ['/api/user/stats'] }),
      ]);
    },
  });
}

/** The review of a completed attempt (decision 204): asked for once the result is in. */
export function useAttemptReview(attemptId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['quiz-attempt-review', attemptId] as const,
    queryFn: () => callApi(quizzesApi.reviewAttempt, { params: { attemptId } }),
    enabled,
    staleTime: Infinity,
  });
}

/** Keeps one reviewed item as a notebook card; the notebook's lists are refetched after. */
export function useKeepItem(attemptId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemIndex: number) => callApi(quizzesApi.keepItem, { params: { attemptId, itemIndex } }),
    onSuccess: () =>
      Promise.all(
        [cardsQueryKey, dueQueryKey, ['/api/review/summary']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
