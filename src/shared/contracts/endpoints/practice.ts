import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import {
  EndSessionBodySchema,
  HelpRepliesBodySchema,
  HelpRepliesResponseSchema,
  MarkInterruptedBodySchema,
  MessageListResponseSchema,
  MessageResponseSchema,
  SendMessageBodySchema,
  SendMessageResponseSchema,
  SessionListResponseSchema,
  SessionParamsSchema,
  SessionResponseSchema,
  StartSessionBodySchema,
  UserStatsResponseSchema,
} from '../practice.ts';
import { SuccessResponseSchema } from './success.ts';

export const SessionListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** Practice sessions, the conversation turn and the learner's stats (docs/product.md#practice). */
export const practiceApi = defineEndpoints({
  startSession: {
    method: 'POST',
    path: '/api/sessions/start',
    body: StartSessionBodySchema,
    response: SessionResponseSchema,
    errors: [400, 401, 403, 404],
  },
  endSession: {
    method: 'POST',
    path: '/api/sessions/:id/end',
    params: SessionParamsSchema,
    body: EndSessionBodySchema,
    response: SessionResponseSchema,
    errors: [400, 401, 403, 404],
  },
  listSessions: {
    method: 'GET',
    path: '/api/sessions',
    query: SessionListQuerySchema,
    response: SessionListResponseSchema,
    errors: [400, 401, 403, 404],
  },
  getSession: {
    method: 'GET',
    path: '/api/sessions/:id',
    params: SessionParamsSchema,
    response: SessionResponseSchema,
    errors: [400, 401, 403, 404],
  },
  /** Deletes a conversation with its messages; an open one is ended first, so its minutes count. */
  deleteSession: {
    method: 'DELETE',
    path: '/api/sessions/:id',
    params: SessionParamsSchema,
    response: SuccessResponseSchema,
    errors: [400, 401, 403, 404],
  },
  listMessages: {
    method: 'GET',
    path: '/api/sessions/:id/messages',
    params: SessionParamsSchema,
    response: MessageListResponseSchema,
    errors: [400, 401, 403, 404],
  },
  /**
   * JSON as declared here; with `Accept: text/event-stream` the same answer streams as the events of
   * `../reply-stream.ts`.
   */
  sendMessage: {
    method: 'POST',
    path: '/api/conversation/message',
    body: SendMessageBodySchema,
    response: SendMessageResponseSchema,
    errors: [400, 401, 403, 404, 409, 502, 504],
  },
  /**
   * The learner cut into a teacher message of their open session while it was spoken (decision 212); answers
   * the message with where it was cut. 404 for anything but a teacher message of theirs, 409 once it ended.
   */
  markInterrupted: {
    method: 'POST',
    path: '/api/conversation/interrupted',
    body: MarkInterruptedBodySchema,
    response: MessageResponseSchema,
    errors: [400, 401, 403, 404, 409],
  },
  /**
   * "Help me answer" (decision 214): two short replies the learner could give to the teacher's last
   * message, for their open session with minutes left (403 LIMIT_EXCEEDED otherwise, as for a message).
   */
  helpReplies: {
    method: 'POST',
    path: '/api/conversation/help',
    body: HelpRepliesBodySchema,
    response: HelpRepliesResponseSchema,
    errors: [400, 401, 403, 404, 409],
  },
  userStats: {
    method: 'GET',
    path: '/api/user/stats',
    response: UserStatsResponseSchema,
    errors: [400, 401, 403, 404],
  },
});
