import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AvailableQuizzesResponseSchema,
  type AvailableQuizzesResponse,
  CompleteQuizBodySchema,
  CompleteQuizResponseSchema,
  KidsAvailableQuerySchema,
  KidsAvailableResponseSchema,
  KidsLessonQuerySchema,
  KidsLessonResponseSchema,
  KidsProgressResponseSchema,
  PlayableQuizResponseSchema,
  QuizIdParamsSchema,
  QuizProgressResponseSchema,
  SaveKidsProgressBodySchema,
  SaveKidsProgressResponseSchema,
} from '../../../shared/contracts/quiz-play.ts';
import { ApiErrorBodySchema } from '../../../shared/errors.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { registerAdminQuizzesRoutes } from './admin-quizzes.routes.ts';
import { createQuizListCache, type QuizListCache } from './quiz-list-cache.ts';
import { createQuizzesService } from './quizzes.service.ts';

/** Learner routes for level quizzes and ABC For Kids (SPEC §7), plus the admin quiz routes. */
export function registerQuizzesRoutes(app: FastifyInstance, deps: FeatureDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // One cache for the learner lists. The admin routes' invalidate tells every instance (the cache bus),
  // and each instance forgets its own copy when it hears of it.
  const ownCopy = createQuizListCache();
  deps.cacheBus.subscribe({
    onEvent: (event) => event.type === 'quizzes' && ownCopy.invalidate(),
    onResync: () => ownCopy.invalidate(),
  });
  const listCache: QuizListCache = {
    get: (key, load) => ownCopy.get(key, load),
    invalidate: () => deps.cacheBus.publish({ type: 'quizzes' }),
  };
  const service = createQuizzesService({ db: deps.db, clock: deps.clock, listCache });
  const errors = { 400: ApiErrorBodySchema, 401: ApiErrorBodySchema };
  const user = { access: 'user' as const };

  routes.get(
    '/api/quiz/available',
    {
      config: user,
      schema: {
        tags: ['quizzes'],
        summary: 'Active level quizzes (adult), by level',
        response: { 200: AvailableQuizzesResponseSchema, ...errors },
      },
    },
    async (_request, reply) => {
      // Validated against the schema above and serialized once per cache fill (decision 012); Fastify
      // sends a string body as it is, so the typed payload is only a label here.
      const body = await service.getAvailableQuizzesJson();
      return reply.type('application/json; charset=utf-8').send(body as unknown as AvailableQuizzesResponse);
    },
  );

  routes.get(
    '/api/quiz/progress',
    {
      config: user,
      schema: {
        tags: ['quizzes'],
        summary: "The learner's level-quiz results: passed at least once, best score, attempts",
        response: { 200: QuizProgressResponseSchema, ...errors },
      },
    },
    async (request) => ({ progress: await service.findProgress(request.currentUser!.id) }),
  );

  routes.get(
    '/api/quiz/kids/available',
    {
      config: user,
      schema: {
        tags: ['kids'],
        summary: 'Active kids lessons of one language, by lesson number',
        querystring: KidsAvailableQuerySchema,
        response: { 200: KidsAvailableResponseSchema, ...errors },
      },
    },
    async (request) => ({ quizzes: await service.findKidsLessons(request.query.language) }),
  );

  routes.get(
    '/api/quiz/kids',
    {
      config: user,
      schema: {
        tags: ['kids'],
        summary: 'One kids lesson with its questions (403 while it is locked)',
        querystring: KidsLessonQuerySchema,
        response: {
          200: KidsLessonResponseSchema,
          ...errors,
          403: ApiErrorBodySchema,
          404: ApiErrorBodySchema,
        },
      },
    },
    async (request) => ({
      quiz: await service.getKidsLessonToPlay(request.currentUser!.id, request.query),
    }),
  );

  routes.post(
    '/api/quiz/complete',
    {
      config: user,
      schema: {
        tags: ['quizzes'],
        summary: 'Scores a finished level quiz from its answers and records the attempt',
        description:
          'The score, pass and completion are computed here from `answers` (one per question); a score or completed flag in the body is ignored.',
        body: CompleteQuizBodySchema,
        response: {
          200: CompleteQuizResponseSchema,
          ...errors,
          403: ApiErrorBodySchema,
          404: ApiErrorBodySchema,
        },
      },
    },
    async (request) => {
      const result = await service.completeQuiz(request.currentUser!.id, request.body);
      // A passed level moves the learner's progress (decision D13) wherever it is kept.
      deps.auth.forgetUser(request.currentUser!.id);
      return { result };
    },
  );

  routes.get(
    '/api/quiz/:id',
    {
      config: user,
      schema: {
        tags: ['quizzes'],
        summary: 'One active level quiz with its questions (403 while its level is locked)',
        params: QuizIdParamsSchema,
        response: {
          200: PlayableQuizResponseSchema,
          ...errors,
          403: ApiErrorBodySchema,
          404: ApiErrorBodySchema,
        },
      },
    },
    async (request) => ({ quiz: await service.getQuizToPlay(request.currentUser!.id, request.params.id) }),
  );

  routes.get(
    '/api/progress/kids',
    {
      config: user,
      schema: {
        tags: ['kids'],
        summary: "The learner's kids lessons: completed, best stars",
        response: { 200: KidsProgressResponseSchema, ...errors },
      },
    },
    async (request) => ({ progress: await service.findKidsProgress(request.currentUser!.id) }),
  );

  routes.post(
    '/api/progress/kids',
    {
      config: user,
      schema: {
        tags: ['kids'],
        summary: 'Scores a finished kids lesson from its answers; keeps the best stars',
        description:
          'Score and stars are computed here from `answers` (one per question); score, stars or completed in the body are ignored.',
        body: SaveKidsProgressBodySchema,
        response: {
          200: SaveKidsProgressResponseSchema,
          ...errors,
          403: ApiErrorBodySchema,
          404: ApiErrorBodySchema,
        },
      },
    },
    async (request) => {
      const result = await service.saveKidsProgress(request.currentUser!.id, request.body);
      deps.auth.forgetUser(request.currentUser!.id);
      return { result };
    },
  );

  registerAdminQuizzesRoutes(app, deps, listCache);
}
