import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SessionReportResponseSchema } from '../../../shared/contracts/notebook.ts';
import { SessionParamsSchema } from '../../../shared/contracts/practice.ts';
import { ApiErrorBodySchema } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { createReportsService } from './reports.service.ts';

export function registerReportsRoutes(app: FastifyInstance, deps: { db: Db }) {
  const reports = createReportsService(deps);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/sessions/:id/report',
    {
      config: { access: 'user' },
      schema: {
        tags: ['practice'],
        summary: 'The report of one of the learner’s sessions: turns, mistakes, new cards and new words',
        params: SessionParamsSchema,
        response: {
          200: SessionReportResponseSchema,
          400: ApiErrorBodySchema,
          401: ApiErrorBodySchema,
          404: ApiErrorBodySchema,
        },
      },
    },
    async (request) => ({
      report: await reports.getReport(request.currentUser!.id, request.params.id),
    }),
  );
}
