import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EndSessionBodySchema,
  MessageListResponseSchema,
  SendMessageBodySchema,
  SendMessageResponseSchema,
  SessionListResponseSchema,
  SessionParamsSchema,
  SessionResponseSchema,
  StartSessionBodySchema,
  UserStatsResponseSchema,
} from '../../../shared/contracts/practice.ts';
import { ApiErrorBodySchema } from '../../../shared/errors.ts';
import type { AppError } from '../../errors.ts';
import { createAiTutor } from '../../integrations/ai/ai-tutor.ts';
import { createOfflinePartner } from '../../integrations/ai/offline-partner.ts';
import { createCorrector } from '../../integrations/ai/corrections/corrector.ts';
import { toErrorBody } from '../../plugins/errors.ts';
import type { OpenStreams } from '../../plugins/open-streams.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createPracticeService, type PracticeHooks } from './practice.service.ts';

const errors = {
  400: ApiErrorBodySchema,
  401: ApiErrorBodySchema,
  403: ApiErrorBodySchema,
  404: ApiErrorBodySchema,
};

function wantsEventStream(request: FastifyRequest): boolean {
  return String(request.headers.accept ?? '').includes('text/event-stream');
}

export function registerPracticeRoutes(app: FastifyInstance, deps: FeatureDeps, hooks: PracticeHooks = {}) {
  const corrector = createCorrector();
  app.addHook('onClose', async () => corrector.close());
  const tutor = deps.chatModel
    ? createAiTutor({
        model: deps.chatModel,
        timeoutMs: deps.config.aiTimeoutMs,
        onCorrectionFailure: (error) => app.log.warn({ err: error }, 'corrections unavailable for a message'),
      })
    : createOfflinePartner({ corrector });
  const practice = createPracticeService({
    db: deps.db,
    clock: deps.clock,
    tutor,
    cacheBus: deps.cacheBus,
    hooks,
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/sessions/start',
    {
      config: { access: 'user' },
      schema: {
        tags: ['practice'],
        summary: 'Starts a practice session (403 LIMIT_EXCEEDED when this month’s minutes are used up)',
        body: StartSessionBodySchema,
        response: { 200: SessionResponseSchema, ...errors },
      },
    },
    async (request) => ({ session: await practice.startSession(request.currentUser!, request.body) }),
  );

  routes.post(
    '/api/sessions/:id/end',
    {
      config: { access: 'user' },
      schema: {
        tags: ['practice'],
        summary: 'Ends a session; the server computes its duration and score (counted once)',
        params: SessionParamsSchema,
        body: EndSessionBodySchema,
        response: { 200: SessionResponseSchema, ...errors },
      },
    },
    async (request) => ({ session: await practice.endSession(request.currentUser!.id, request.params.id) }),
  );

  routes.get(
    '/api/sessions',
    {
      config: { access: 'user' },
      schema: {
        tags: ['practice'],
        summary: 'The learner’s sessions, newest first',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(50) }),
        response: { 200: SessionListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      sessions: await practice.listSessions(request.currentUser!.id, request.query.limit),
    }),
  );

  routes.get(
    '/api/sessions/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['practice'],
        summary: 'One of the learner’s sessions',
        params: SessionParamsSchema,
        response: { 200: SessionResponseSchema, ...errors },
      },
    },
    async (request) => ({ session: await practice.getSession(request.currentUser!.id, request.params.id) }),
  );

  routes.get(
    '/api/sessions/:id/messages',
    {
      config: { access: 'user' },
      schema: {
        tags: ['practice'],
        summary: 'The transcript of one of the learner’s sessions',
        params: SessionParamsSchema,
        response: { 200: MessageListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      messages: await practice.listMessages(request.currentUser!.id, request.params.id),
    }),
  );

  routes.post(
    '/api/conversation/message',
    {
      config: { access: 'user', rateLimit: { max: deps.config.messagesPerMinute, timeWindow: '1 minute' } },
      preHandler: deps.rateLimiting.perUser('messages', deps.config.messagesPerMinute),
      schema: {
        tags: ['practice'],
        summary: 'Sends a learner message and returns the teacher’s reply',
        description:
          'With `Accept: text/event-stream` the reply streams as server-sent events: `delta` ({ text }) while it is written, then `message` ({ message, userMessage }) or `error` ({ code, message, requestId }). Both messages are stored together once the reply is complete; on failure nothing is stored.',
        body: SendMessageBodySchema,
        response: {
          200: SendMessageResponseSchema,
          ...errors,
          409: ApiErrorBodySchema,
          502: ApiErrorBodySchema,
          504: ApiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const prepared = await practice.prepareTurn(
        request.currentUser!,
        request.body.sessionId,
        request.body.message,
      );
      const abort = new AbortController();
      const onClose = () => {
        if (!reply.raw.writableFinished) abort.abort(new ClientGoneError());
      };
      reply.raw.on('close', onClose);
      if (!wantsEventStream(request)) {
        const result = await practice.completeTurn(prepared, { signal: abort.signal, onDelta: () => {} });
        reply.raw.off('close', onClose);
        return result;
      }
      return streamTurn(request, reply, {
        abort,
        openStreams: app.openStreams,
        run: () =>
          practice.completeTurn(prepared, {
            signal: abort.signal,
            onDelta: (text) => writeEvent(reply, 'delta', { text }),
          }),
      });
    },
  );

  routes.get(
    '/api/user/stats',
    {
      config: { access: 'user' },
      schema: {
        tags: ['practice'],
        summary: 'Sessions, minutes, streak and progress',
        response: { 200: UserStatsResponseSchema, ...errors },
      },
    },
    async (request) => practice.getStats(request.currentUser!),
  );
}

function writeEvent(reply: FastifyReply, event: string, data: unknown) {
  reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** Why a reply was abandoned when the learner's connection closed first. */
class ClientGoneError extends Error {
  constructor() {
    super('The client closed the connection before the reply was complete');
    this.name = 'ClientGoneError';
  }
}

async function streamTurn(
  request: FastifyRequest,
  reply: FastifyReply,
  turn: { abort: AbortController; openStreams: OpenStreams; run: () => Promise<unknown> },
) {
  reply.hijack();
  reply.raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  // A server that stops ends the reply with an error event once its grace period is over; the turn is
  // aborted too, so nothing is stored for a reply the learner was told failed.
  let endEarly: (error: AppError) => void = () => {};
  const endedEarly = new Promise<never>((_resolve, reject) => (endEarly = reject));
  const untrack = turn.openStreams.track((error) => {
    turn.abort.abort(error);
    endEarly(error);
  });
  try {
    // Deltas leave at once: no Nagle delay (an in-process test socket has no such switch).
    const socket = reply.raw.socket as { setNoDelay?: (noDelay: boolean) => void } | null;
    socket?.setNoDelay?.(true);
    reply.raw.flushHeaders();
    const running = turn.run();
    running.catch(() => {}); // when the stream ends early, the abandoned turn's failure is not news
    writeEvent(reply, 'message', await Promise.race([running, endedEarly]));
  } catch (error) {
    const reason: unknown = turn.abort.signal.aborted ? turn.abort.signal.reason : error;
    if (reason instanceof ClientGoneError) {
      request.log.info('client disconnected during the reply');
    } else {
      const body = toErrorBody(reason, request.id);
      // Known failures (provider down, database restarting, server stopping) are warnings.
      if (body.code === 'INTERNAL') request.log.error({ err: error }, 'reply failed');
      else request.log.warn({ err: reason }, 'reply failed');
      if (!reply.raw.destroyed) writeEvent(reply, 'error', body);
    }
  } finally {
    untrack();
    reply.raw.end();
  }
}
