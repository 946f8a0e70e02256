import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { notebookApi } from '../../../../shared/contracts/endpoints/notebook.ts';
import { cardsQueryKey } from '../../notebook/api/get-cards.ts';
import { dueSummaryQuery } from './get-due-summary.ts';

/** The server grades the answer and schedules the card; the due list is refreshed when the learner moves on. */
export function useAnswerCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cardId, answer, afterHint }: { cardId: number; answer: string; afterHint: boolean }) =>
      callApi(notebookApi.answer, { params: { id: cardId }, body: { answer, afterHint } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: cardsQueryKey });
      void queryClient.invalidateQueries({ queryKey: dueSummaryQuery.queryKey });
    },
  });
}
