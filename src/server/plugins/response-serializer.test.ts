import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { SendMessageResponseSchema, SessionListResponseSchema } from '../../shared/contracts/practice.ts';
import { createResponseSerializerCompiler } from './response-serializer.ts';

function compile(schema: z.ZodType, checkContracts = false) {
  return createResponseSerializerCompiler({ checkContracts })({
    schema,
    method: 'GET',
    url: '/api/example',
    httpStatus: '200',
  });
}

const session = {
  id: 7,
  language: 'spanish',
  topic: null,
  unit: null,
  mode: 'chat',
  startedAt: '2026-11-21T10:00:00.000Z',
  endedAt: null,
  duration: null,
  score: 80,
  tutor: 'offline',
};
const exchange = {
  message: {
    id: 2,
    sessionId: 7,
    sender: 'ai',
    content: 'Muy bien — «¿y tú?» \n "comillas" \\ barra 😀',
    timestamp: '2026-11-21T10:00:05.000Z',
    corrections: null,
  },
  userMessage: {
    id: 1,
    sessionId: 7,
    sender: 'user',
    content: 'Me gusta la comida expañola',
    timestamp: '2026-11-21T10:00:04.000Z',
    corrections: [{ original: 'expañola', corrected: 'española', explanation: 'Spelling.' }],
  },
};

describe('the response serializer', () => {
  it('writes a valid response exactly as JSON.stringify would', () => {
    for (const [schema, value] of [
      [
        SessionListResponseSchema,
        {
          sessions: [
            session,
            { ...session, id: 8, topic: 'restaurant' },
            {
              ...session,
              id: 9,
              unit: {
                id: 'es-a2-u4',
                title: { en: 'Making plans', es: 'Hacer planes', fr: 'Faire des projets' },
              },
            },
          ],
        },
      ],
      [SessionListResponseSchema, { sessions: [] }],
      [SendMessageResponseSchema, exchange],
    ] as const) {
      expect(JSON.parse(compile(schema)(value))).toEqual(JSON.parse(JSON.stringify(value)));
    }
  });

  it('writes only the declared fields, so nothing left on an object leaks', () => {
    const written = JSON.parse(
      compile(SessionListResponseSchema)({ sessions: [{ ...session, userId: 3, secret: 'hash' }], extra: 1 }),
    );
    expect(written).toEqual({ sessions: [session] });
  });

  it('refuses a response that breaks its schema when contracts are checked', () => {
    const broken = { sessions: [{ ...session, language: 'klingon' }] };
    expect(() => compile(SessionListResponseSchema, true)(broken)).toThrow(
      /GET \/api\/example breaks its schema/,
    );
    expect(() => compile(SessionListResponseSchema, true)({ sessions: [session] })).not.toThrow();
  });
});
