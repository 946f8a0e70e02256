import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CardListResponse } from '../../../../shared/contracts/notebook.ts';
import type { LanguageCode } from '../../../../shared/domain/languages.ts';
import { apiJson } from '../../../lib/api-client.ts';

export interface CardFilters {
  language?: LanguageCode;
  search?: string;
  page: number;
}

export const cardsQueryKey = ['/api/notebook/cards'] as const;

export function cardsQuery(filters: CardFilters) {
  const params = new URLSearchParams({ page: String(filters.page), pageSize: '20' });
  if (filters.language) params.set('language', filters.language);
  if (filters.search) params.set('search', filters.search);
  return queryOptions({
    queryKey: [...cardsQueryKey, filters],
    queryFn: () => apiJson<CardListResponse>('GET', `/api/notebook/cards?${params.toString()}`),
    placeholderData: keepPreviousData,
  });
}

export function useCards(filters: CardFilters) {
  return useQuery(cardsQuery(filters));
}
