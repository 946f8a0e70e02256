import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageCode } from '../../../../shared/domain/languages.ts';
import { callApi } from '../../../lib/api-client.ts';
import { notebookApi } from '../../../../shared/contracts/endpoints/notebook.ts';

export interface CardFilters {
  language?: LanguageCode;
  search?: string;
  page: number;
}

export const cardsQueryKey = ['/api/notebook/cards'] as const;

export function cardsQuery(filters: CardFilters) {
  return queryOptions({
    queryKey: [...cardsQueryKey, filters],
    queryFn: () =>
      callApi(notebookApi.cards, {
        query: {
          page: filters.page,
          pageSize: 20,
          ...(filters.language ? { language: filters.language } : {}),
          ...(filters.search ? { search: filters.search } : {}),
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCards(filters: CardFilters) {
  return useQuery(cardsQuery(filters));
}
