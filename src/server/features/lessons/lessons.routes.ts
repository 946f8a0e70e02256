import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { lessonsApi } from '../../../shared/contracts/endpoints/lessons.ts';
import { endpointSchema } from '../../endpoint-schema.ts';
import type { Speaker } from '../speech/speaker.ts';
import type { LessonsService } from './lessons.service.ts';

/** Answers one learner may send a minute: a fast learner answers a step every few seconds. */
const ANSWERS_PER_MINUTE = 60;

/** The guided course: its map, lesson runs, and today's plan (decisions 195, 196). */
export function registerLessonsRoutes(
  app: FastifyInstance,
  deps: { lessons: LessonsService; speaker: Speaker },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = deps.lessons;
  const user = { access: 'user' as const };

  routes.get(
    lessonsApi.courseMap.path,
    {
      config: user,
      schema: {
        tags: ['lessons'],
        summary:
          "A language's course: its units and lessons with the learner's state (done, next, open, locked)",
        ...endpointSchema(lessonsApi.courseMap),
      },
    },
    async (request) => service.courseMap(request.currentUser.id, request.params.language),
  );

  routes.post(
    lessonsApi.start.path,
    {
      config: user,
      schema: {
        tags: ['lessons'],
        summary:
          'Starts (or replays) a lesson: a run with its own practice session, counted like any practice',
        description: 'A locked lesson is 403; a run of the same lesson still in progress is abandoned.',
        ...endpointSchema(lessonsApi.start),
      },
    },
    async (request) => service.start(request.currentUser, request.params.lessonId),
  );

  routes.get(
    lessonsApi.run.path,
    {
      config: user,
      schema: { tags: ['lessons'], summary: 'A lesson run as it stands', ...endpointSchema(lessonsApi.run) },
    },
    async (request) => service.run(request.currentUser.id, request.params.runId),
  );

  routes.post(
    lessonsApi.answer.path,
    {
      config: { ...user, perUserLimit: { name: 'lesson-answers', max: ANSWERS_PER_MINUTE } },
      schema: {
        tags: ['lessons'],
        summary: 'Answers the step (or the role-play checkpoint) shown; the server grades it',
        description:
          'Graded against the answers teachers wrote: correct, a near miss with a hint, or wrong; the model answer after the second miss. In the role-play the teacher replies to what the learner said.',
        ...endpointSchema(lessonsApi.answer),
      },
    },
    async (request) => service.answer(request.currentUser, request.params.runId, request.body),
  );

  routes.get(
    lessonsApi.audio.path,
    {
      config: user,
      schema: {
        tags: ['lessons'],
        summary: "Speaks a dialogue line, or what the step shown says, with the app's text-to-speech",
        description: 'Answers audio. Only the lesson’s own words are spoken.',
        ...endpointSchema(lessonsApi.audio),
      },
    },
    async (request, reply) => {
      const userId = request.currentUser.id;
      const spoken = await service.spokenText(userId, request.params.runId, request.query.line);
      // The course's own sentences: one clip for every learner (decision 150).
      const { speech } = await deps.speaker.speak(spoken.text, spoken.language, 1, {
        userId,
        sharedClip: true,
      });
      return reply.type(speech.contentType).header('cache-control', 'private, no-store').send(speech.audio);
    },
  );

  routes.get(
    lessonsApi.today.path,
    {
      config: user,
      schema: {
        tags: ['lessons'],
        summary: "Today's plan: due reviews, the next lesson, the conversation theme, and the daily goal",
        ...endpointSchema(lessonsApi.today),
      },
    },
    async (request) => service.today(request.currentUser, request.query.language),
  );

  routes.put(
    lessonsApi.dailyGoal.path,
    {
      config: user,
      schema: {
        tags: ['lessons'],
        summary: 'Sets the daily goal in minutes (5, 10, 15 or 20)',
        ...endpointSchema(lessonsApi.dailyGoal),
      },
    },
    async (request) => service.setDailyGoal(request.currentUser, request.body.minutes, undefined),
  );
}
