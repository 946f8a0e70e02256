import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KidsAvailableResponse } from '../../../../shared/contracts/quiz-play.ts';
import type { LanguageCode } from '../../../../shared/domain/languages.ts';
import { apiJson } from '../../../lib/api-client.ts';

/** Every language's lesson list starts with this key. */
export const KIDS_LESSONS_KEY = ['/api/quiz/kids/available'] as const;

export function fetchKidsLessons(language: LanguageCode): Promise<KidsAvailableResponse> {
  return apiJson<KidsAvailableResponse>('GET', `/api/quiz/kids/available?language=${language}`);
}

export function kidsLessonsQuery(language: LanguageCode) {
  return queryOptions({
    queryKey: [...KIDS_LESSONS_KEY, language] as const,
    queryFn: () => fetchKidsLessons(language),
  });
}

export function useKidsLessons(language: LanguageCode) {
  return useQuery(kidsLessonsQuery(language));
}
