import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { notebookApi } from '../../../../shared/contracts/endpoints/notebook.ts';
import { dueQueryKey } from '../../review/api/get-due-cards.ts';
import { dueSummaryQuery } from '../../review/api/get-due-summary.ts';
import { cardsQueryKey } from './get-cards.ts';

export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: number) => callApi(notebookApi.deleteCard, { params: { id: cardId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: cardsQueryKey });
      void queryClient.invalidateQueries({ queryKey: dueQueryKey });
      void queryClient.invalidateQueries({ queryKey: dueSummaryQuery.queryKey });
    },
  });
}
