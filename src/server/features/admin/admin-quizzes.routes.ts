import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { QuizIdParamsSchema } from '../../../shared/contracts/quiz-play.ts';
import {
  AdminQuizListResponseSchema,
  AdminQuizResponseSchema,
  GenerateKidsQuizBodySchema,
  GenerateQuizBodySchema,
  QuizWriteBodySchema,
} from '../../../shared/contracts/quizzes.ts';
import { ApiErrorBodySchema } from '../../../shared/errors.ts';
import type { AdminQuizzesService } from '../quizzes/admin-quizzes.service.ts';

/** Quiz administration (docs/product.md#admin): admin only, every mutation audited. */
export function registerAdminQuizzesRoutes(
  app: FastifyInstance,
  deps: { adminQuizzes: AdminQuizzesService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = deps.adminQuizzes;
  const admin = { access: 'admin' as const };
  const errors = { 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema };
  const providerErrors = { 502: ApiErrorBodySchema, 503: ApiErrorBodySchema, 504: ApiErrorBodySchema };

  routes.get(
    '/api/admin/quizzes',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Every quiz, adult and kids, active or not, newest first',
        response: { 200: AdminQuizListResponseSchema, ...errors },
      },
    },
    async () => ({ quizzes: await service.findAllQuizzes() }),
  );

  routes.post(
    '/api/admin/quizzes',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Creates a quiz (kids: isKidsQuiz true, lesson 1–8 as level, age group)',
        body: QuizWriteBodySchema,
        response: { 200: AdminQuizResponseSchema, ...errors },
      },
    },
    async (request) => ({ quiz: await service.createQuiz(request.currentUser.id, request.body) }),
  );

  routes.put(
    '/api/admin/quizzes/:id',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Replaces a quiz, including its active switch',
        params: QuizIdParamsSchema,
        body: QuizWriteBodySchema,
        response: { 200: AdminQuizResponseSchema, ...errors, 404: ApiErrorBodySchema },
      },
    },
    async (request) => ({
      quiz: await service.updateQuiz(request.currentUser.id, request.params.id, request.body),
    }),
  );

  routes.delete(
    '/api/admin/quizzes/:id',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: "Deletes a quiz and its learners' attempts",
        params: QuizIdParamsSchema,
        response: { 200: z.object({ success: z.literal(true) }), ...errors, 404: ApiErrorBodySchema },
      },
    },
    async (request) => {
      await service.deleteQuiz(request.currentUser.id, request.params.id);
      return { success: true as const };
    },
  );

  routes.post(
    '/api/admin/generate-quiz',
    {
      config: { ...admin, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin'],
        summary: 'Generates and saves a 10-question level quiz with the configured AI provider',
        description:
          'The reply must meet the quiz contract (10 questions, 4 different options, a valid answer index, an explanation); otherwise nothing is saved and the error says why. 503 NOT_CONFIGURED without an AI provider.',
        body: GenerateQuizBodySchema,
        response: { 200: AdminQuizResponseSchema, ...errors, ...providerErrors },
      },
    },
    async (request) => ({ quiz: await service.generateQuiz(request.currentUser.id, request.body) }),
  );

  routes.post(
    '/api/admin/generate-kids-quiz',
    {
      config: { ...admin, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin'],
        summary: 'Generates and saves a 10-question kids quiz with the configured AI provider',
        description:
          'Same contract as generate-quiz plus an emoji on every question. The quiz becomes the first lesson of its age band (4-6 → 1, 7-9 → 4, 10-12 → 7).',
        body: GenerateKidsQuizBodySchema,
        response: { 200: AdminQuizResponseSchema, ...errors, ...providerErrors },
      },
    },
    async (request) => ({ quiz: await service.generateKidsQuiz(request.currentUser.id, request.body) }),
  );
}
