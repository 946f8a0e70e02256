import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompleteQuizBody, CompleteQuizResponse } from '../../../../shared/contracts/quiz-play.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { QUIZ_PROGRESS_KEY } from './get-quiz-progress.ts';

/** Sends the answers; the server scores them. Progress (and the stats built on it) is refetched after. */
export function completeQuiz(body: CompleteQuizBody): Promise<CompleteQuizResponse> {
  return apiJson<CompleteQuizResponse>('POST', '/api/quiz/complete', body);
}

export function useCompleteQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeQuiz,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: QUIZ_PROGRESS_KEY }),
        // The dashboard's language progress is derived from passed levels (decision D13).
        queryClient.invalidateQueries({ queryKey: ['/api/user/stats'] }),
      ]);
    },
  });
}
