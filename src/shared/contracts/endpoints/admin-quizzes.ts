import { defineEndpoints } from '../endpoint.ts';
import { QuizIdParamsSchema } from '../quiz-play.ts';
import {
  AdminQuizListResponseSchema,
  AdminQuizResponseSchema,
  GenerateKidsQuizBodySchema,
  GenerateQuizBodySchema,
  QuizWriteBodySchema,
} from '../quizzes.ts';
import { SuccessResponseSchema } from './success.ts';

/** Quiz administration and AI generation (docs/product.md#admin). */
export const adminQuizzesApi = defineEndpoints({
  list: {
    method: 'GET',
    path: '/api/admin/quizzes',
    response: AdminQuizListResponseSchema,
    errors: [400, 401, 403],
  },
  create: {
    method: 'POST',
    path: '/api/admin/quizzes',
    body: QuizWriteBodySchema,
    response: AdminQuizResponseSchema,
    errors: [400, 401, 403],
  },
  update: {
    method: 'PUT',
    path: '/api/admin/quizzes/:id',
    params: QuizIdParamsSchema,
    body: QuizWriteBodySchema,
    response: AdminQuizResponseSchema,
    errors: [400, 401, 403, 404],
  },
  remove: {
    method: 'DELETE',
    path: '/api/admin/quizzes/:id',
    params: QuizIdParamsSchema,
    response: SuccessResponseSchema,
    errors: [400, 401, 403, 404],
  },
  generate: {
    method: 'POST',
    path: '/api/admin/generate-quiz',
    body: GenerateQuizBodySchema,
    response: AdminQuizResponseSchema,
    errors: [400, 401, 403, 502, 503, 504],
  },
  generateKids: {
    method: 'POST',
    path: '/api/admin/generate-kids-quiz',
    body: GenerateKidsQuizBodySchema,
    response: AdminQuizResponseSchema,
    errors: [400, 401, 403, 502, 503, 504],
  },
});
