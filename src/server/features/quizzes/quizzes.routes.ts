import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { quizzesApi } from '../../../shared/contracts/endpoints/quizzes.ts';
import type { AvailableQuizzesResponse } from '../../../shared/contracts/quiz-play.ts';
import { endpointSchema } from '../../endpoint-schema.ts';
import type { MistakeCard } from '../../../shared/contracts/notebook.ts';
import type { LanguageCode } from '../../../shared/domain/languages.ts';
import type { Speaker } from '../speech/speaker.ts';
import type { CurrentUser } from '../../core/current-user.ts';
import type { Player, QuizzesService } from './quizzes.service.ts';

/** Who plays on this request: the child while the session is in kid mode, else the account holder. */
const playerOf = (user: CurrentUser): Player => ({ userId: user.id, childId: user.kidProfile?.id ?? null });

/**
 * Learner routes for level quizzes and ABC For Kids (docs/product.md#quizzes, #kids). The admin quiz
 * routes are in features/admin.
 */
export function registerQuizzesRoutes(
  app: FastifyInstance,
  deps: {
    quizzes: QuizzesService;
    speaker: Speaker;
    /** Drops what every instance keeps about a learner whose results just changed. */
    forgetUser: (userId: number) => void;
    /** Keeps a reviewed item as a notebook card (the notebook's own service). */
    keepCard: (
      userId: number,
      card: { language: LanguageCode; original: string; corrected: string; explanation: string },
    ) => Promise<MistakeCard>;
  },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = deps.quizzes;
  const user = { access: 'user' as const };
  /** Kids lessons and the items of an attempt: what a session in kid mode plays (decision 208). */
  const kids = { access: 'user' as const, kidMode: true };

  routes.get(
    quizzesApi.available.path,
    {
      config: user,
      schema: {
        tags: ['quizzes'],
        summary: "Active level quizzes (adult), by level, with the learner's verdict: unlocked, passed",
        ...endpointSchema(quizzesApi.available),
      },
    },
    async (request, reply) => {
      // Written once per fill of the list and set of verdicts, checked against the schema above (decision
      // 140); Fastify sends those bytes as they are, so the typed payload is only a label here.
      const body = await service.findAvailableQuizzesJson(request.currentUser.id);
      return reply.type('application/json; charset=utf-8').send(body as unknown as AvailableQuizzesResponse);
    },
  );

  routes.get(
    quizzesApi.progress.path,
    {
      config: user,
      schema: {
        tags: ['quizzes'],
        summary: "The learner's level-quiz results: passed at least once, best score, attempts",
        ...endpointSchema(quizzesApi.progress),
      },
    },
    async (request) => ({ progress: await service.findProgress(request.currentUser.id) }),
  );

  routes.get(
    quizzesApi.kidsAvailable.path,
    {
      config: kids,
      schema: {
        tags: ['kids'],
        summary:
          "Active kids lessons of one language, by lesson number, with the learner's verdict: unlocked, completed, stars",
        ...endpointSchema(quizzesApi.kidsAvailable),
      },
    },
    async (request) => service.findKidsLessons(playerOf(request.currentUser), request.query.language),
  );

  routes.post(
    quizzesApi.startAttempt.path,
    {
      config: user,
      schema: {
        tags: ['quizzes'],
        summary:
          'Starts an attempt at a level quiz: the server draws its items (403 while the level is locked)',
        description:
          'Draws QUIZ_QUESTION_COUNT items of the bank, covering its targets and avoiding the previous attempt where the bank allows. Items carry no key and listening items no text.',
        ...endpointSchema(quizzesApi.startAttempt),
      },
    },
    async (request) => ({
      attempt: await service.startQuizAttempt(request.currentUser.id, request.params.id),
    }),
  );

  routes.post(
    quizzesApi.startKidsAttempt.path,
    {
      config: kids,
      schema: {
        tags: ['kids'],
        summary: 'Starts an attempt at a kids lesson: all of its items (403 while it is locked)',
        ...endpointSchema(quizzesApi.startKidsAttempt),
      },
    },
    async (request) => ({
      attempt: await service.startKidsAttempt(playerOf(request.currentUser), request.body),
    }),
  );

  routes.post(
    quizzesApi.answerItem.path,
    {
      config: kids,
      schema: {
        tags: ['quizzes', 'kids'],
        summary: 'Checks one answer to one drawn item, once, and says what was right',
        description:
          '400 for an item the attempt did not draw or an answer of the wrong form; 409 for a second answer to an item or an answer to a completed attempt.',
        ...endpointSchema(quizzesApi.answerItem),
      },
    },
    async (request) => ({
      verdict: await service.answerItem(
        playerOf(request.currentUser),
        request.params.attemptId,
        request.body,
      ),
    }),
  );

  routes.get(
    quizzesApi.itemAudio.path,
    {
      config: kids,
      schema: {
        tags: ['quizzes', 'kids'],
        summary: "Speaks a drawn listening item's sentence with the app's text-to-speech",
        description:
          'Answers audio (audio/wav offline, audio/mpeg from an OpenAI-compatible speech API); the sentence itself is never sent.',
        ...endpointSchema(quizzesApi.itemAudio),
      },
    },
    async (request, reply) => {
      const { attemptId, itemIndex } = request.params;
      const spoken = await service.findSpokenText(playerOf(request.currentUser), attemptId, itemIndex);
      // Each learner waits in their own turn of the offline voice's queue; the clip is shared.
      const { speech, cached } = await deps.speaker.speak(spoken.text, spoken.language, 1, {
        userId: request.currentUser.id,
        sharedClip: true,
      });
      return reply
        .type(speech.contentType)
        .header('x-cache', cached ? 'hit' : 'miss')
        .header('cache-control', 'private, max-age=86400')
        .send(speech.audio);
    },
  );

  routes.post(
    quizzesApi.completeAttempt.path,
    {
      config: user,
      schema: {
        tags: ['quizzes'],
        summary: 'Completes a level-quiz attempt: scores its own answered draw and records the result',
        description: 'Every drawn item must be answered first (400); an attempt completes once (409).',
        ...endpointSchema(quizzesApi.completeAttempt),
      },
    },
    async (request) => {
      const result = await service.completeQuizAttempt(request.currentUser.id, request.params.attemptId);
      // A passed level moves the learner's progress (docs/product.md#minutes) wherever it is kept.
      deps.forgetUser(request.currentUser.id);
      return { result };
    },
  );

  routes.get(
    quizzesApi.reviewAttempt.path,
    {
      config: user,
      schema: {
        tags: ['quizzes'],
        summary: 'The review of a completed attempt: every item, the answer given, the right one and why',
        description: 'Only once the attempt is completed (409 before), so it never helps while playing.',
        ...endpointSchema(quizzesApi.reviewAttempt),
      },
    },
    async (request) => ({
      review: await service.reviewAttempt(request.currentUser.id, request.params.attemptId),
    }),
  );

  routes.post(
    quizzesApi.keepItem.path,
    {
      config: user,
      schema: {
        tags: ['quizzes', 'notebook'],
        summary: 'Keeps one item of a completed attempt in the notebook as a card to review',
        ...endpointSchema(quizzesApi.keepItem),
      },
    },
    async (request) => {
      const { attemptId, itemIndex } = request.params;
      const ui = request.currentUser.interfaceLanguage ?? 'en';
      const card = await service.itemAsCard(request.currentUser.id, attemptId, itemIndex, ui);
      return { card: await deps.keepCard(request.currentUser.id, card) };
    },
  );

  routes.post(
    quizzesApi.completeKidsAttempt.path,
    {
      config: kids,
      schema: {
        tags: ['kids'],
        summary: 'Completes a kids-lesson attempt: score and stars from its answers; keeps the best stars',
        ...endpointSchema(quizzesApi.completeKidsAttempt),
      },
    },
    async (request) => {
      const result = await service.completeKidsAttempt(
        playerOf(request.currentUser),
        request.params.attemptId,
      );
      deps.forgetUser(request.currentUser.id);
      return { result };
    },
  );

  routes.get(
    quizzesApi.kidsProgress.path,
    {
      config: kids,
      schema: {
        tags: ['kids'],
        summary: "The learner's kids lessons: completed, best stars",
        ...endpointSchema(quizzesApi.kidsProgress),
      },
    },
    async (request) => ({ progress: await service.findKidsProgress(playerOf(request.currentUser)) }),
  );
}
