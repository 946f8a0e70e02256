import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notebookApi } from '../../../shared/contracts/endpoints/notebook.ts';
import { endpointSchema } from '../../endpoint-schema.ts';
import type { NotebookService } from './notebook.service.ts';

/** The mistake notebook and its spaced review (docs/product.md#mistake-notebook-and-review). */
export function registerNotebookRoutes(app: FastifyInstance, deps: { notebook: NotebookService }) {
  const { notebook } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    notebookApi.cards.path,
    {
      config: { access: 'user' },
      schema: {
        tags: ['notebook'],
        summary: 'The learner’s cards, most recently seen first; filtered by language and searched',
        ...endpointSchema(notebookApi.cards),
      },
    },
    async (request) => notebook.listCards(request.currentUser.id, request.query),
  );

  routes.post(
    notebookApi.addOwnCard.path,
    {
      config: { access: 'user' },
      schema: {
        tags: ['notebook'],
        summary: 'Keeps a word or phrase from one of the teacher’s messages as a card',
        ...endpointSchema(notebookApi.addOwnCard),
      },
    },
    async (request) => ({ card: await notebook.addOwnCard(request.currentUser.id, request.body) }),
  );

  routes.delete(
    notebookApi.deleteCard.path,
    {
      config: { access: 'user' },
      schema: {
        tags: ['notebook'],
        summary: 'Deletes one of the learner’s cards (its review history stays in the progress figures)',
        ...endpointSchema(notebookApi.deleteCard),
      },
    },
    async (request) => {
      await notebook.deleteCard(request.currentUser.id, request.params.id);
      return { success: true as const };
    },
  );

  routes.get(
    notebookApi.due.path,
    {
      config: { access: 'user' },
      schema: {
        tags: ['notebook'],
        summary: 'The cards due today in a language, without their answers',
        ...endpointSchema(notebookApi.due),
      },
    },
    async (request) => notebook.dueCards(request.currentUser, request.query.language),
  );

  routes.get(
    notebookApi.dueSummary.path,
    {
      config: { access: 'user' },
      schema: {
        tags: ['notebook'],
        summary: 'Cards due today and in all, per language',
        ...endpointSchema(notebookApi.dueSummary),
      },
    },
    async (request) => notebook.dueSummary(request.currentUser),
  );

  routes.post(
    notebookApi.answer.path,
    {
      config: { access: 'user' },
      schema: {
        tags: ['notebook'],
        summary: 'Grades an answer to a card and schedules its next review',
        ...endpointSchema(notebookApi.answer),
      },
    },
    async (request) =>
      notebook.answer(request.currentUser.id, request.params.id, request.body.answer, request.body.afterHint),
  );
}
