import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ProgressQuerySchema, ProgressSchema } from '../../../shared/contracts/progress.ts';
import { ApiErrorBodySchema } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../auth/auth.service.ts';
import { createProgressService } from './progress.service.ts';

export function registerProgressRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock }) {
  const progress = createProgressService(deps);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/progress',
    {
      config: { access: 'user' },
      schema: {
        tags: ['progress'],
        summary: 'Minutes per week, mistakes per 100 words, quiz levels passed and review retention',
        querystring: ProgressQuerySchema,
        response: { 200: ProgressSchema, 400: ApiErrorBodySchema, 401: ApiErrorBodySchema },
      },
    },
    async (request) => progress.getProgress(request.currentUser!.id, request.query.language),
  );
}
