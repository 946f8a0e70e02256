import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Progress } from '../../../../shared/contracts/progress.ts';
import type { LanguageCode } from '../../../../shared/domain/languages.ts';
import { apiJson } from '../../../lib/api-client.ts';

export function progressQuery(language: LanguageCode) {
  return queryOptions({
    queryKey: ['/api/progress', language],
    queryFn: () => apiJson<Progress>('GET', `/api/progress?language=${language}`),
  });
}

export function useProgress(language: LanguageCode) {
  return useQuery(progressQuery(language));
}
