import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointUrl } from '../../../../shared/contracts/endpoint.ts';
import { lessonsApi } from '../../../../shared/contracts/endpoints/lessons.ts';
import type { CourseMap, LessonAnswerBody, LessonRun, Today } from '../../../../shared/contracts/lessons.ts';
import type { LanguageCode } from '../../../../shared/domain/languages.ts';
import { callApi } from '../../../lib/api-client.ts';

export const COURSE_KEY = ['/api/course'] as const;
export const TODAY_KEY = ['/api/today'] as const;

/** A language's course map: units, lessons and their state, as the server decides them. */
export function courseMapQuery(language: LanguageCode) {
  return queryOptions({
    queryKey: [...COURSE_KEY, language],
    queryFn: (): Promise<CourseMap> => callApi(lessonsApi.courseMap, { params: { language } }),
  });
}

export function useCourseMap(language: LanguageCode) {
  return useQuery(courseMapQuery(language));
}

/** Today's plan in `language` (or the language of the latest lesson). */
export function useToday(language?: LanguageCode) {
  return useQuery({
    queryKey: [...TODAY_KEY, language ?? null],
    queryFn: (): Promise<Today> => callApi(lessonsApi.today, { query: language ? { language } : {} }),
  });
}

export function useSetDailyGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (minutes: 5 | 10 | 15 | 20): Promise<Today> =>
      callApi(lessonsApi.dailyGoal, { body: { minutes } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TODAY_KEY }),
  });
}

/** Starts (or replays) a lesson: a new run, answered on its own page. */
export function useStartLesson() {
  return useMutation({
    mutationFn: (lessonId: string): Promise<LessonRun> => callApi(lessonsApi.start, { params: { lessonId } }),
  });
}

export function lessonRunQuery(runId: number) {
  return queryOptions({
    queryKey: ['/api/lessons/runs', runId],
    queryFn: (): Promise<LessonRun> => callApi(lessonsApi.run, { params: { runId } }),
  });
}

/** Sends one answer; the server grades it. A finished lesson refreshes the map and today's plan. */
export function useAnswerLesson(runId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LessonAnswerBody) => callApi(lessonsApi.answer, { params: { runId }, body }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(lessonRunQuery(runId).queryKey, answer.run);
      if (answer.run.phase === 'done')
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: COURSE_KEY }),
          queryClient.invalidateQueries({ queryKey: TODAY_KEY }),
        ]);
    },
  });
}

/** Where a dialogue line (or, without one, what the step shown says) is spoken from. */
export function lessonAudioUrl(runId: number, line?: number): string {
  return endpointUrl(lessonsApi.audio, { params: { runId }, query: line === undefined ? {} : { line } });
}
