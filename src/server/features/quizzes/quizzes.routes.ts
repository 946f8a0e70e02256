import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AnswerItemBodySchema,
  AttemptItemParamsSchema,
  AttemptParamsSchema,
  AvailableQuizzesResponseSchema,
  CompleteQuizResponseSchema,
  ItemVerdictResponseSchema,
  KidsAvailableQuerySchema,
  KidsAvailableResponseSchema,
  KidsProgressResponseSchema,
  QuizAttemptResponseSchema,
  QuizIdParamsSchema,
  QuizProgressResponseSchema,
  SaveKidsProgressResponseSchema,
  StartKidsAttemptBodySchema,
} from '../../../shared/contracts/quiz-play.ts';
import { ApiErrorBodySchema } from '../../../shared/errors.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import type { Speaker } from '../speech/speaker.ts';
import type { Random } from './quiz-draw.ts';
import { registerAdminQuizzesRoutes } from './admin-quizzes.routes.ts';
import { createQuizListCache, type QuizListCache } from './quiz-list-cache.ts';
import { createQuizzesService } from './quizzes.service.ts';

/**
 * Learner routes for level quizzes and ABC For Kids (docs/product.md#quizzes, #kids), plus the admin quiz
 * routes.
 */
export function registerQuizzesRoutes(
  app: FastifyInstance,
  deps: FeatureDeps & { speaker: Speaker; random?: Random },
) {
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
  const service = createQuizzesService({
    db: deps.db,
    clock: deps.clock,
    listCache,
    ...(deps.random ? { random: deps.random } : {}),
  });
  const refusals = {
    403: ApiErrorBodySchema,
    404: ApiErrorBodySchema,
    409: ApiErrorBodySchema,
  };
  const errors = { 400: ApiErrorBodySchema, 401: ApiErrorBodySchema };
  const user = { access: 'user' as const };

  routes.get(
    '/api/quiz/available',
    {
      config: user,
      schema: {
        tags: ['quizzes'],
        summary: "Active level quizzes (adult), by level, with the learner's verdict: unlocked, passed",
        response: { 200: AvailableQuizzesResponseSchema, ...errors },
      },
    },
    async (request) => ({ quizzes: await service.findAvailableQuizzes(request.currentUser!.id) }),
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
        summary:
          "Active kids lessons of one language, by lesson number, with the learner's verdict: unlocked, completed, stars",
        querystring: KidsAvailableQuerySchema,
        response: { 200: KidsAvailableResponseSchema, ...errors },
      },
    },
    async (request) => service.findKidsLessons(request.currentUser!.id, request.query.language),
  );

  routes.post(
    '/api/quizzes/:id/attempts',
    {
      config: user,
      schema: {
        tags: ['quizzes'],
        summary:
          'Starts an attempt at a level quiz: the server draws its items (403 while the level is locked)',
        description:
          'Draws QUIZ_QUESTION_COUNT items of the bank, covering its targets and avoiding the previous attempt where the bank allows. Items carry no key and listening items no text.',
        params: QuizIdParamsSchema,
        response: { 200: QuizAttemptResponseSchema, ...errors, ...refusals },
      },
    },
    async (request) => ({
      attempt: await service.startQuizAttempt(request.currentUser!.id, request.params.id),
    }),
  );

  routes.post(
    '/api/kids/lessons/attempts',
    {
      config: user,
      schema: {
        tags: ['kids'],
        summary: 'Starts an attempt at a kids lesson: all of its items (403 while it is locked)',
        body: StartKidsAttemptBodySchema,
        response: { 200: QuizAttemptResponseSchema, ...errors, ...refusals },
      },
    },
    async (request) => ({
      attempt: await service.startKidsAttempt(request.currentUser!.id, request.body),
    }),
  );

  routes.post(
    '/api/quizzes/attempts/:attemptId/answers',
    {
      config: user,
      schema: {
        tags: ['quizzes', 'kids'],
        summary: 'Checks one answer to one drawn item, once, and says what was right',
        description:
          '400 for an item the attempt did not draw or an answer of the wrong form; 409 for a second answer to an item or an answer to a completed attempt.',
        params: AttemptParamsSchema,
        body: AnswerItemBodySchema,
        response: { 200: ItemVerdictResponseSchema, ...errors, ...refusals },
      },
    },
    async (request) => ({
      verdict: await service.answerItem(request.currentUser!.id, request.params.attemptId, request.body),
    }),
  );

  routes.get(
    '/api/quizzes/attempts/:attemptId/items/:itemIndex/audio',
    {
      config: user,
      schema: {
        tags: ['quizzes', 'kids'],
        summary: "Speaks a drawn listening item's sentence with the app's text-to-speech",
        description:
          'Answers audio (audio/wav offline, audio/mpeg from an OpenAI-compatible speech API); the sentence itself is never sent.',
        params: AttemptItemParamsSchema,
      },
    },
    async (request, reply) => {
      const { attemptId, itemIndex } = request.params;
      const spoken = await service.findSpokenText(request.currentUser!.id, attemptId, itemIndex);
      const { speech, cached } = await deps.speaker.speak(spoken.text, spoken.language, 1);
      return reply
        .type(speech.contentType)
        .header('x-cache', cached ? 'hit' : 'miss')
        .header('cache-control', 'private, max-age=86400')
        .send(speech.audio);
    },
  );

  routes.post(
    '/api/quizzes/attempts/:attemptId/complete',
    {
      config: user,
      schema: {
        tags: ['quizzes'],
        summary: 'Completes a level-quiz attempt: scores its own answered draw and records the result',
        description: 'Every drawn item must be answered first (400); an attempt completes once (409).',
        params: AttemptParamsSchema,
        response: { 200: CompleteQuizResponseSchema, ...errors, ...refusals },
      },
    },
    async (request) => {
      const result = await service.completeQuizAttempt(request.currentUser!.id, request.params.attemptId);
      // A passed level moves the learner's progress (docs/product.md#minutes) wherever it is kept.
      deps.auth.forgetUser(request.currentUser!.id);
      return { result };
    },
  );

  routes.post(
    '/api/kids/lessons/attempts/:attemptId/complete',
    {
      config: user,
      schema: {
        tags: ['kids'],
        summary: 'Completes a kids-lesson attempt: score and stars from its answers; keeps the best stars',
        params: AttemptParamsSchema,
        response: { 200: SaveKidsProgressResponseSchema, ...errors, ...refusals },
      },
    },
    async (request) => {
      const result = await service.completeKidsAttempt(request.currentUser!.id, request.params.attemptId);
      deps.auth.forgetUser(request.currentUser!.id);
      return { result };
    },
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

  registerAdminQuizzesRoutes(app, deps, listCache);
}
