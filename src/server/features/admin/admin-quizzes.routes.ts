import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminQuizzesApi } from '../../../shared/contracts/endpoints/admin-quizzes.ts';
import { endpointSchema } from '../../endpoint-schema.ts';
import type { AdminQuizzesService } from '../quizzes/admin-quizzes.service.ts';

/** Quiz administration (docs/product.md#admin): admin only, every mutation audited. */
export function registerAdminQuizzesRoutes(
  app: FastifyInstance,
  deps: { adminQuizzes: AdminQuizzesService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = deps.adminQuizzes;
  const admin = { access: 'admin' as const };

  routes.get(
    adminQuizzesApi.list.path,
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Every quiz, adult and kids, active or not, newest first',
        ...endpointSchema(adminQuizzesApi.list),
      },
    },
    async () => ({ quizzes: await service.findAllQuizzes() }),
  );

  routes.post(
    adminQuizzesApi.create.path,
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Creates a quiz (kids: isKidsQuiz true, lesson 1–8 as level, age group)',
        ...endpointSchema(adminQuizzesApi.create),
      },
    },
    async (request) => ({ quiz: await service.createQuiz(request.currentUser.id, request.body) }),
  );

  routes.put(
    adminQuizzesApi.update.path,
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Replaces a quiz, including its active switch',
        ...endpointSchema(adminQuizzesApi.update),
      },
    },
    async (request) => ({
      quiz: await service.updateQuiz(request.currentUser.id, request.params.id, request.body),
    }),
  );

  routes.delete(
    adminQuizzesApi.remove.path,
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: "Deletes a quiz and its learners' attempts",
        ...endpointSchema(adminQuizzesApi.remove),
      },
    },
    async (request) => {
      await service.deleteQuiz(request.currentUser.id, request.params.id);
      return { success: true as const };
    },
  );

  routes.post(
    adminQuizzesApi.generate.path,
    {
      config: { ...admin, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin'],
        summary: 'Generates and saves a 10-question level quiz with the configured AI provider',
        description:
          'The reply must meet the quiz contract (10 questions, 4 different options, a valid answer index, an explanation); otherwise nothing is saved and the error says why. 503 NOT_CONFIGURED without an AI provider.',
        ...endpointSchema(adminQuizzesApi.generate),
      },
    },
    async (request) => ({ quiz: await service.generateQuiz(request.currentUser.id, request.body) }),
  );

  routes.post(
    adminQuizzesApi.generateKids.path,
    {
      config: { ...admin, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin'],
        summary: 'Generates and saves a 10-question kids quiz with the configured AI provider',
        description:
          'Same contract as generate-quiz plus an emoji on every question. The quiz becomes the first lesson of its age band (4-6 → 1, 7-9 → 4, 10-12 → 7).',
        ...endpointSchema(adminQuizzesApi.generateKids),
      },
    },
    async (request) => ({ quiz: await service.generateKidsQuiz(request.currentUser.id, request.body) }),
  );
}
