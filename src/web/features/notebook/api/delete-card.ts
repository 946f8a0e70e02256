import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { dueQueryKey } from '../../review/api/get-due-cards.ts';
import { dueSummaryQuery } from '../../review/api/get-due-summary.ts';
import { cardsQueryKey } from './get-cards.ts';

export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: number) => apiJson<{ success: true }>('DELETE', `/api/notebook/cards/${cardId}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: cardsQueryKey });
      void queryClient.invalidateQueries({ queryKey: dueQueryKey });
      void queryClient.invalidateQueries({ queryKey: dueSummaryQuery.queryKey });
    },
  });
}
