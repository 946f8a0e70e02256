import type { FastifyInstance } from 'fastify';
import { notebookApi } from '../../../shared/contracts/endpoints/notebook.ts';
import { endpointSchema } from '../../endpoint-schema.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { createReportsService } from './reports.service.ts';

export function registerReportsRoutes(app: FastifyInstance, deps: { db: Db }) {
  const reports = createReportsService(deps);
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
      report: await reports.getReport(request.currentUser!.id, request.params.id),
    }),
  );
}
