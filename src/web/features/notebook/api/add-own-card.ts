import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddOwnCardBody, MistakeCard } from '../../../../shared/contracts/notebook.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { dueQueryKey } from '../../review/api/get-due-cards.ts';
import { dueSummaryQuery } from '../../review/api/get-due-summary.ts';
import { cardsQueryKey } from './get-cards.ts';

export function useAddOwnCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AddOwnCardBody) =>
      (await apiJson<{ card: MistakeCard }>('POST', '/api/notebook/cards', body)).card,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: cardsQueryKey });
      void queryClient.invalidateQueries({ queryKey: dueQueryKey });
      void queryClient.invalidateQueries({ queryKey: dueSummaryQuery.queryKey });
    },
  });
}
