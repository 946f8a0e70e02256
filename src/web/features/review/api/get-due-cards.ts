import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DueCardsResponse } from '../../../../shared/contracts/notebook.ts';
import type { LanguageCode } from '../../../../shared/domain/languages.ts';
import { apiJson } from '../../../lib/api-client.ts';

export const dueQueryKey = ['/api/review/due'] as const;

export function dueCardsQuery(language: LanguageCode) {
  return queryOptions({
    queryKey: [...dueQueryKey, language],
    queryFn: () => apiJson<DueCardsResponse>('GET', `/api/review/due?language=${language}`),
  });
}

export function useDueCards(language: LanguageCode) {
  return useQuery(dueCardsQuery(language));
}
