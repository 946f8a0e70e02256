import { defineEndpoints } from '../endpoint.ts';
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
  SessionReportResponseSchema,
} from '../notebook.ts';
import { SessionParamsSchema } from '../practice.ts';
import { ProgressQuerySchema, ProgressSchema } from '../progress.ts';
import { SuccessResponseSchema } from './success.ts';

/** The mistake notebook, its spaced review, session reports and progress (docs/product.md#mistake-notebook-and-review). */
export const notebookApi = defineEndpoints({
  cards: {
    method: 'GET',
    path: '/api/notebook/cards',
    query: CardListQuerySchema,
    response: CardListResponseSchema,
    errors: [400, 401, 403, 404],
  },
  addOwnCard: {
    method: 'POST',
    path: '/api/notebook/cards',
    body: AddOwnCardBodySchema,
    response: CardResponseSchema,
    errors: [400, 401, 403, 404],
  },
  deleteCard: {
    method: 'DELETE',
    path: '/api/notebook/cards/:id',
    params: CardParamsSchema,
    response: SuccessResponseSchema,
    errors: [400, 401, 403, 404],
  },
  due: {
    method: 'GET',
    path: '/api/review/due',
    query: DueQuerySchema,
    response: DueCardsResponseSchema,
    errors: [400, 401, 403, 404],
  },
  dueSummary: {
    method: 'GET',
    path: '/api/review/summary',
    response: DueSummaryResponseSchema,
    errors: [400, 401, 403, 404],
  },
  answer: {
    method: 'POST',
    path: '/api/review/cards/:id/answer',
    params: CardParamsSchema,
    body: ReviewAnswerBodySchema,
    response: ReviewAnswerResponseSchema,
    errors: [400, 401, 403, 404],
  },
  sessionReport: {
    method: 'GET',
    path: '/api/sessions/:id/report',
    params: SessionParamsSchema,
    response: SessionReportResponseSchema,
    errors: [400, 401, 404],
  },
  progress: {
    method: 'GET',
    path: '/api/progress',
    query: ProgressQuerySchema,
    response: ProgressSchema,
    errors: [400, 401],
  },
});
