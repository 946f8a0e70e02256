import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageCode } from '../../../../shared/domain/languages.ts';
import { callApi } from '../../../lib/api-client.ts';
import { notebookApi } from '../../../../shared/contracts/endpoints/notebook.ts';

export const dueQueryKey = ['/api/review/due'] as const;

export function dueCardsQuery(language: LanguageCode) {
  return queryOptions({
    queryKey: [...dueQueryKey, language],
    queryFn: () => callApi(notebookApi.due, { query: { language } }),
  });
}

export function useDueCards(language: LanguageCode) {
  return useQuery(dueCardsQuery(language));
}
