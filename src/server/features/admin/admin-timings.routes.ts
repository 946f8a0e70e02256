import type { FastifyInstance } from 'fastify';
import { adminApi } from '../../../shared/contracts/endpoints/admin.ts';
import { endpointSchema } from '../../endpoint-schema.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TimingsService } from '../timings/timings.service.ts';

/** The admin panel's turn timings (decision 116); the timings feature owns the data. */
export function registerAdminTimingsRoutes(app: FastifyInstance, deps: { timings: TimingsService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    adminApi.timings.path,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Teacher reply, recognition and synthesis times: p50 and p95 per day and provider',
        ...endpointSchema(adminApi.timings),
      },
    },
    async (request) => deps.timings.summary(request.query.days),
  );
}
