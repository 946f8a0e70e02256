import type { FastifyInstance } from 'fastify';
import { notebookApi } from '../../../shared/contracts/endpoints/notebook.ts';
import { endpointSchema } from '../../endpoint-schema.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ReportsService } from './reports.service.ts';

/** Session reports (docs/product.md#mistake-notebook-and-review). */
export function registerReportsRoutes(app: FastifyInstance, deps: { reports: ReportsService }) {
  const { reports } = deps;
  app.withTypeProvider<ZodTypeProvider>().get(
    notebookApi.sessionReport.path,
    {
      config: { access: 'user' },
      schema: {
        tags: ['practice'],
        summary: 'The report of one of the learner’s sessions: turns, mistakes, new cards and new words',
        ...endpointSchema(notebookApi.sessionReport),
      },
    },
    async (request) => ({
      report: await reports.getReport(request.currentUser.id, request.params.id),
    }),
  );
}
