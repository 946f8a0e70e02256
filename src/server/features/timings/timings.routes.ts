import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TimingsQuerySchema, TimingsResponseSchema } from '../../../shared/contracts/timings.ts';
import { ApiErrorBodySchema } from '../../../shared/errors.ts';
import type { TimingsService } from './timings.service.ts';

export function registerTimingsRoutes(app: FastifyInstance, deps: { timings: TimingsService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/timings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Teacher reply, recognition and synthesis times: p50 and p95 per day and provider',
        querystring: TimingsQuerySchema,
        response: {
          200: TimingsResponseSchema,
          400: ApiErrorBodySchema,
          401: ApiErrorBodySchema,
          403: ApiErrorBodySchema,
        },
      },
    },
    async (request) => deps.timings.summary(request.query.days),
  );
}
