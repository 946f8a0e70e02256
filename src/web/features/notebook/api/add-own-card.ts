import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddOwnCardBody } from '../../../../shared/contracts/notebook.ts';
import { callApi } from '../../../lib/api-client.ts';
import { notebookApi } from '../../../../shared/contracts/endpoints/notebook.ts';
import { dueQueryKey } from '../../review/api/get-due-cards.ts';
import { dueSummaryQuery } from '../../review/api/get-due-summary.ts';
import { cardsQueryKey } from './get-cards.ts';

export function useAddOwnCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AddOwnCardBody) => (await callApi(notebookApi.addOwnCard, { body })).card,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: cardsQueryKey });
      void queryClient.invalidateQueries({ queryKey: dueQueryKey });
      void queryClient.invalidateQueries({ queryKey: dueSummaryQuery.queryKey });
    },
  });
}
