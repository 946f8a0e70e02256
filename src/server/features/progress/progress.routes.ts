import type { FastifyInstance } from 'fastify';
import { notebookApi } from '../../../shared/contracts/endpoints/notebook.ts';
import { endpointSchema } from '../../endpoint-schema.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ProgressService } from './progress.service.ts';

/** The learner's progress figures (docs/product.md#mistake-notebook-and-review). */
export function registerProgressRoutes(app: FastifyInstance, deps: { progress: ProgressService }) {
  const { progress } = deps;
  app.withTypeProvider<ZodTypeProvider>().get(
    notebookApi.progress.path,
    {
      config: { access: 'user' },
      schema: {
        tags: ['progress'],
        summary: 'Minutes per week, mistakes per 100 words, quiz levels passed and review retention',
        ...endpointSchema(notebookApi.progress),
      },
    },
    async (request) => progress.getProgress(request.currentUser.id, request.query.language),
  );
}
