import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddOwnCardBodySchema,
  CardListQuerySchema,
  CardListResponseSchema,
  CardParamsSchema,
  CardResponseSchema,
  DueCardsResponseSchema,
  DueQuerySchema,
  DueSummaryResponseSchema,
  ReviewAnswerBodySchema,
  ReviewAnswerResponseSchema,
} from '../../../shared/contracts/notebook.ts';
import { ApiErrorBodySchema } from '../../../shared/errors.ts';
import type { NotebookService } from './notebook.service.ts';

const errors = {
  400: ApiErrorBodySchema,
  401: ApiErrorBodySchema,
  403: ApiErrorBodySchema,
  404: ApiErrorBodySchema,
};

/** The mistake notebook and its spaced review (docs/product.md#mistake-notebook-and-review). */
export function registerNotebookRoutes(app: FastifyInstance, deps: { notebook: NotebookService }) {
  const { notebook } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/notebook/cards',
    {
      config: { access: 'user' },
      schema: {
        tags: ['notebook'],
        summary: 'The learner’s cards, most recently seen first; filtered by language and searched',
        querystring: CardListQuerySchema,
        response: { 200: CardListResponseSchema, ...errors },
      },
    },
    async (request) => notebook.listCards(request.currentUser!.id, request.query),
  );

  routes.post(
    '/api/notebook/cards',
    {
      config: { access: 'user' },
      schema: {
        tags: ['notebook'],
        summary: 'Keeps a word or phrase from one of the teacher’s messages as a card',
        body: AddOwnCardBodySchema,
        response: { 200: CardResponseSchema, ...errors },
      },
    },
    async (request) => ({ card: await notebook.addOwnCard(request.currentUser!.id, request.body) }),
  );

  routes.delete(
    '/api/notebook/cards/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['notebook'],
        summary: 'Deletes one of the learner’s cards (its review history stays in the progress figures)',
        params: CardParamsSchema,
        response: { 200: z.object({ success: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await notebook.deleteCard(request.currentUser!.id, request.params.id);
      return { success: true as const };
    },
  );

  routes.get(
    '/api/review/due',
    {
      config: { access: 'user' },
      schema: {
        tags: ['notebook'],
        summary: 'The cards due today in a language, without their answers',
        querystring: DueQuerySchema,
        response: { 200: DueCardsResponseSchema, ...errors },
      },
    },
    async (request) => notebook.dueCards(request.currentUser!, request.query.language),
  );

  routes.get(
    '/api/review/summary',
    {
      config: { access: 'user' },
      schema: {
        tags: ['notebook'],
        summary: 'Cards due today and in all, per language',
        response: { 200: DueSummaryResponseSchema, ...errors },
      },
    },
    async (request) => notebook.dueSummary(request.currentUser!),
  );

  routes.post(
    '/api/review/cards/:id/answer',
    {
      config: { access: 'user' },
      schema: {
        tags: ['notebook'],
        summary: 'Grades an answer to a card and schedules its next review',
        params: CardParamsSchema,
        body: ReviewAnswerBodySchema,
        response: { 200: ReviewAnswerResponseSchema, ...errors },
      },
    },
    async (request) => notebook.answer(request.currentUser!.id, request.params.id, request.body.answer),
  );
}
