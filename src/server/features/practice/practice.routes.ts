import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { practiceApi } from '../../../shared/contracts/endpoints/practice.ts';
import { endpointSchema } from '../../endpoint-schema.ts';
import { answerWithReplyStream } from '../../plugins/event-stream.ts';
import type { ConversationService } from './conversation.service.ts';
import type { PracticeSessionsService } from './practice-sessions.service.ts';
import type { PracticeStatsService } from './practice-stats.service.ts';

/** The practice services, one per job (decision 103); built in the composition root. */
export interface PracticeServices {
  sessions: PracticeSessionsService;
  conversation: ConversationService;
  stats: PracticeStatsService;
}

/** Practice sessions, conversation turns and the learner's stats (docs/product.md#practice). */
export function registerPracticeRoutes(
  app: FastifyInstance,
  deps: { practice: PracticeServices; messagesPerMinute: number },
) {
  const { practice, messagesPerMinute } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    practiceApi.startSession.path,
    {
      config: { access: 'user' },
      schema: {
        tags: ['practice'],
        summary: 'Starts a practice session (403 LIMIT_EXCEEDED when this month’s minutes are used up)',
        ...endpointSchema(practiceApi.startSession),
      },
    },
    async (request) => ({ session: await practice.sessions.startSession(request.currentUser, request.body) }),
  );

  routes.post(
    practiceApi.endSession.path,
    {
      config: { access: 'user' },
      schema: {
        tags: ['practice'],
        summary: 'Ends a session; the server computes its duration and score (counted once)',
        ...endpointSchema(practiceApi.endSession),
      },
    },
    async (request) => ({
      session: await practice.sessions.endSession(request.currentUser.id, request.params.id),
    }),
  );

  routes.delete(
    practiceApi.deleteSession.path,
    {
      config: { access: 'user' },
      schema: {
        tags: ['practice'],
        summary: 'Deletes one of the learner’s conversations with its messages (an open one is ended first)',
        ...endpointSchema(practiceApi.deleteSession),
      },
    },
    async (request) => {
      await practice.sessions.deleteSession(request.currentUser.id, request.params.id);
      return { success: true as const };
    },
  );

  routes.get(
    practiceApi.listSessions.path,
    {
      config: { access: 'user' },
      schema: {
        tags: ['practice'],
        summary: 'The learner’s sessions, newest first',
        ...endpointSchema(practiceApi.listSessions),
      },
    },
    async (request) => ({
      sessions: await practice.sessions.listSessions(request.currentUser.id, request.query.limit),
    }),
  );

  routes.get(
    practiceApi.getSession.path,
    {
      config: { access: 'user' },
      schema: {
        tags: ['practice'],
        summary: 'One of the learner’s sessions',
        ...endpointSchema(practiceApi.getSession),
      },
    },
    async (request) => ({
      session: await practice.sessions.getSession(request.currentUser.id, request.params.id),
    }),
  );

  routes.get(
    practiceApi.listMessages.path,
    {
      config: { access: 'user' },
      schema: {
        tags: ['practice'],
        summary: 'The transcript of one of the learner’s sessions',
        ...endpointSchema(practiceApi.listMessages),
      },
    },
    async (request) => ({
      messages: await practice.sessions.listMessages(request.currentUser.id, request.params.id),
    }),
  );

  routes.post(
    practiceApi.sendMessage.path,
    {
      config: {
        access: 'user',
        rateLimit: { max: messagesPerMinute, timeWindow: '1 minute' },
        perUserLimit: { name: 'messages', max: messagesPerMinute },
      },
      schema: {
        tags: ['practice'],
        summary: 'Sends a learner message and returns the teacher’s reply',
        description:
          'With `Accept: text/event-stream` the reply streams as server-sent events: `delta` ({ text }) while it is written, then `message` ({ message, userMessage }) or `error` ({ code, message, requestId }). Both messages are stored together once the reply is complete; on failure nothing is stored.',
        ...endpointSchema(practiceApi.sendMessage),
      },
    },
    async (request, reply) => {
      const prepared = await practice.conversation.prepareTurn(
        request.currentUser,
        request.body.sessionId,
        request.body.message,
      );
      return answerWithReplyStream(request, reply, app.openStreams, (streamed) =>
        practice.conversation.completeTurn(prepared, streamed),
      );
    },
  );

  routes.post(
    practiceApi.markInterrupted.path,
    {
      config: {
        access: 'user',
        // At most one cut per teacher reply, and a report the browser sends again.
        rateLimit: { max: messagesPerMinute * 2, timeWindow: '1 minute' },
        perUserLimit: { name: 'interruptions', max: messagesPerMinute * 2 },
      },
      schema: {
        tags: ['practice'],
        summary: 'Marks where the learner cut into a teacher message while it was spoken',
        description:
          'Rounded down to the end of the last whole word heard and never past the message; a second report keeps the smaller. The AI teacher is then given only the part heard.',
        ...endpointSchema(practiceApi.markInterrupted),
      },
    },
    async (request) => ({
      message: await practice.conversation.markInterrupted(
        request.currentUser.id,
        request.body.messageId,
        request.body.heardChars,
      ),
    }),
  );

  routes.post(
    practiceApi.helpReplies.path,
    {
      config: {
        access: 'user',
        // The AI teacher writes them: limited like messages, and refused like one without minutes.
        rateLimit: { max: messagesPerMinute, timeWindow: '1 minute' },
        perUserLimit: { name: 'help-replies', max: messagesPerMinute },
      },
      schema: {
        tags: ['practice'],
        summary: 'Two short replies the learner could give to the teacher’s last message',
        description:
          'Written by the AI teacher when one is configured; offline (or when the AI fails) the ones teachers wrote for the question the learner heard last, or two that fit any question. Refused as a message is: 404 for another learner’s session, 409 once it ended, 403 LIMIT_EXCEEDED without minutes.',
        ...endpointSchema(practiceApi.helpReplies),
      },
    },
    async (request) => {
      const closed = new AbortController();
      request.raw.once('close', () => closed.abort());
      return practice.conversation.helpReplies(request.currentUser, request.body.sessionId, closed.signal);
    },
  );

  routes.get(
    practiceApi.userStats.path,
    {
      config: { access: 'user' },
      schema: {
        tags: ['practice'],
        summary: 'Sessions, minutes, streak and progress',
        ...endpointSchema(practiceApi.userStats),
      },
    },
    async (request) => practice.stats.getStats(request.currentUser),
  );
}
