import { defineEndpoints, type ErrorStatus } from '../endpoint.ts';
import { CardResponseSchema } from '../notebook.ts';
import {
  AnswerItemBodySchema,
  AttemptItemParamsSchema,
  AttemptParamsSchema,
  AttemptReviewResponseSchema,
  AvailableQuizzesResponseSchema,
  CompleteQuizResponseSchema,
  ItemVerdictResponseSchema,
  KidsAvailableQuerySchema,
  KidsAvailableResponseSchema,
  KidsProgressResponseSchema,
  QuizAttemptResponseSchema,
  QuizIdParamsSchema,
  QuizProgressResponseSchema,
  SaveKidsProgressResponseSchema,
  StartKidsAttemptBodySchema,
} from '../quiz-play.ts';

const READ_ERRORS: ErrorStatus[] = [400, 401];
/** An attempt may be refused (403 locked), unknown (404) or already over (409). */
const ATTEMPT_ERRORS: ErrorStatus[] = [400, 401, 403, 404, 409];

/** Level quizzes and ABC For Kids, played as attempts (docs/product.md#quizzes, #kids). */
export const quizzesApi = defineEndpoints({
  available: {
    method: 'GET',
    path: '/api/quiz/available',
    response: AvailableQuizzesResponseSchema,
    errors: READ_ERRORS,
  },
  progress: {
    method: 'GET',
    path: '/api/quiz/progress',
    response: QuizProgressResponseSchema,
    errors: READ_ERRORS,
  },
  kidsAvailable: {
    method: 'GET',
    path: '/api/quiz/kids/available',
    query: KidsAvailableQuerySchema,
    response: KidsAvailableResponseSchema,
    errors: READ_ERRORS,
  },
  startAttempt: {
    method: 'POST',
    path: '/api/quizzes/:id/attempts',
    params: QuizIdParamsSchema,
    response: QuizAttemptResponseSchema,
    errors: ATTEMPT_ERRORS,
  },
  startKidsAttempt: {
    method: 'POST',
    path: '/api/kids/lessons/attempts',
    body: StartKidsAttemptBodySchema,
    response: QuizAttemptResponseSchema,
    errors: ATTEMPT_ERRORS,
  },
  answerItem: {
    method: 'POST',
    path: '/api/quizzes/attempts/:attemptId/answers',
    params: AttemptParamsSchema,
    body: AnswerItemBodySchema,
    response: ItemVerdictResponseSchema,
    errors: ATTEMPT_ERRORS,
  },
  /** Audio (the listening item spoken), not JSON: an <audio> element loads it. */
  itemAudio: {
    method: 'GET',
    path: '/api/quizzes/attempts/:attemptId/items/:itemIndex/audio',
    params: AttemptItemParamsSchema,
    errors: [],
  },
  completeAttempt: {
    method: 'POST',
    path: '/api/quizzes/attempts/:attemptId/complete',
    params: AttemptParamsSchema,
    response: CompleteQuizResponseSchema,
    errors: ATTEMPT_ERRORS,
  },
  /** A completed attempt's items with the learner's answers, the right ones and why (decision 204). */
  reviewAttempt: {
    method: 'GET',
    path: '/api/quizzes/attempts/:attemptId/review',
    params: AttemptParamsSchema,
    response: AttemptReviewResponseSchema,
    errors: [400, 401, 404, 409],
  },
  /** Keeps one item of a completed attempt as a notebook card. */
  keepItem: {
    method: 'POST',
    path: '/api/quizzes/attempts/:attemptId/items/:itemIndex/notebook',
    params: AttemptItemParamsSchema,
    response: CardResponseSchema,
    errors: [400, 401, 404, 409],
  },
  completeKidsAttempt: {
    method: 'POST',
    path: '/api/kids/lessons/attempts/:attemptId/complete',
    params: AttemptParamsSchema,
    response: SaveKidsProgressResponseSchema,
    errors: ATTEMPT_ERRORS,
  },
  kidsProgress: {
    method: 'GET',
    path: '/api/progress/kids',
    response: KidsProgressResponseSchema,
    errors: READ_ERRORS,
  },
});
