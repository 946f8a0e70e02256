import { defineEndpoints } from '../endpoint.ts';
import {
  CourseLanguageParamsSchema,
  CourseMapSchema,
  DailyGoalBodySchema,
  LessonAnswerBodySchema,
  LessonAnswerResponseSchema,
  LessonAudioQuerySchema,
  LessonParamsSchema,
  LessonRunParamsSchema,
  LessonRunSchema,
  TodayQuerySchema,
  TodaySchema,
} from '../lessons.ts';

/** The guided course, its lessons and today's plan (decisions 195, 196). */
export const lessonsApi = defineEndpoints({
  courseMap: {
    method: 'GET',
    path: '/api/course/:language',
    params: CourseLanguageParamsSchema,
    response: CourseMapSchema,
    errors: [400, 401],
  },
  start: {
    method: 'POST',
    path: '/api/lessons/:lessonId/runs',
    params: LessonParamsSchema,
    response: LessonRunSchema,
    errors: [400, 401, 403, 404],
  },
  run: {
    method: 'GET',
    path: '/api/lessons/runs/:runId',
    params: LessonRunParamsSchema,
    response: LessonRunSchema,
    errors: [400, 401, 404],
  },
  answer: {
    method: 'POST',
    path: '/api/lessons/runs/:runId/answers',
    params: LessonRunParamsSchema,
    body: LessonAnswerBodySchema,
    response: LessonAnswerResponseSchema,
    errors: [400, 401, 403, 404, 409],
  },
  /** Answers audio, not JSON: a dialogue line, or what the step shown speaks. */
  audio: {
    method: 'GET',
    path: '/api/lessons/runs/:runId/audio',
    params: LessonRunParamsSchema,
    query: LessonAudioQuerySchema,
    errors: [],
  },
  today: {
    method: 'GET',
    path: '/api/today',
    query: TodayQuerySchema,
    response: TodaySchema,
    errors: [400, 401],
  },
  dailyGoal: {
    method: 'PUT',
    path: '/api/today/goal',
    body: DailyGoalBodySchema,
    response: TodaySchema,
    errors: [400, 401],
  },
});
