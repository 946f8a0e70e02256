import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageCode } from '../../../../shared/domain/languages.ts';
import { callApi } from '../../../lib/api-client.ts';
import { notebookApi } from '../../../../shared/contracts/endpoints/notebook.ts';

export function progressQuery(language: LanguageCode) {
  return queryOptions({
    queryKey: ['/api/progress', language],
    queryFn: () => callApi(notebookApi.progress, { query: { language } }),
  });
}

export function useProgress(language: LanguageCode) {
  return useQuery(progressQuery(language));
}
