import type { FastifyInstance } from 'fastify';
import { notebookApi } from '../../../shared/contracts/endpoints/notebook.ts';
import { endpointSchema } from '../../endpoint-schema.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TimingsService } from './timings.service.ts';

export function registerTimingsRoutes(app: FastifyInstance, deps: { timings: TimingsService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    notebookApi.timings.path,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Teacher reply, recognition and synthesis times: p50 and p95 per day and provider',
        ...endpointSchema(notebookApi.timings),
      },
    },
    async (request) => deps.timings.summary(request.query.days),
  );
}
