import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewAnswerResponse } from '../../../../shared/contracts/notebook.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { cardsQueryKey } from '../../notebook/api/get-cards.ts';
import { dueSummaryQuery } from './get-due-summary.ts';

/** The server grades the answer and schedules the card; the due list is refreshed when the learner moves on. */
export function useAnswerCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cardId, answer }: { cardId: number; answer: string }) =>
      apiJson<ReviewAnswerResponse>('POST', `/api/review/cards/${cardId}/answer`, { answer }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: cardsQueryKey });
      void queryClient.invalidateQueries({ queryKey: dueSummaryQuery.queryKey });
    },
  });
}
