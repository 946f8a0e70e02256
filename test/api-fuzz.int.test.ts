import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorBodySchema } from '../src/shared/errors.ts';
import { startOpenAiStandIn } from './stand-ins/openai-compatible.ts';
import { createTestApp, type TestContext } from './test-app.ts';

/**
 * Fuzzes every operation of the OpenAPI document, as an anonymous visitor, a learner and an admin,
 * with requests built from each operation's own schemas and then broken: boundary and out-of-range
 * numbers, NUL bytes and unpaired surrogates, huge strings, wrong types, missing and extra fields,
 * invalid JSON, wrong content types and broken multipart bodies. No answer may be a server error,
 * except the documented 503 of a provider this server has not configured, and every error answer
 * must use the one error shape. Every answer, whoever asks, says `Cache-Control: no-store`.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  const?: unknown;
};

interface Operation {
  method: string;
  path: string;
  parameters: { in: 'path' | 'query'; name: string; required?: boolean; schema: JsonSchema }[];
  jsonBody: JsonSchema | undefined;
}

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Providers this test does not configure answer 503 in the one shape with one of these codes. */
const NOT_CONFIGURED_CODES = new Set(['NOT_CONFIGURED', 'STT_NOT_CONFIGURED']);
/** Requests per operation and role: 47 operations × 3 roles × this stays well under a minute. */
const RUNS_PER_ROLE = 12;

const badText = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00',
  '%00',
  '\u202e\u200b',
  "'; drop table users; --",
  '../../etc/passwd',
  '😀'.repeat(3),
);
const hugeText = fc.constantFrom('x'.repeat(70_000), 'é'.repeat(5_000), ' '.repeat(1_000));
const boundaryNumbers = fc.constantFrom(
  0,
  -1,
  1,
  0.5,
  -0.0,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  2 ** 53 + 2,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
);
const anyJson = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  boundaryNumbers,
  fc.string({ maxLength: 20 }),
  badText,
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

function pick(schema: JsonSchema): JsonSchema {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return choices.find((choice) => choice.type !== 'null') ?? choices[0]!;
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf) as JsonSchema;
  return schema;
}

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;
}

/** A value the schema accepts (mostly): the start from which broken values are made. */
function validValue(raw: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const schema = pick(raw);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  switch (typeOf(schema)) {
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? -1000, -(2 ** 31));
      const max = Math.min(schema.maximum ?? 1000, 2 ** 31 - 1);
      const inRange =
        typeOf(schema) === 'integer'
          ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
          : fc.double({ min, max, noNaN: true });
      return fc.oneof(inRange, fc.constantFrom(min, max));
    }
    case 'boolean':
      return fc.boolean();
    case 'string': {
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'date-time') return fc.constant(new Date(0).toISOString());
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
      return fc.string({ minLength, maxLength, unit: 'grapheme' });
    }
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 3, 3));
      return depth > 4
        ? fc.constant([])
        : fc.array(validValue(schema.items ?? {}, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      if (depth > 4) return fc.constant({});
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties))
        record[name] = validValue(property, depth + 1);
      return fc.record(record, {
        requiredKeys: Object.keys(properties).filter((name) => required.has(name)),
      });
    }
    default:
      return anyJson;
  }
}

/**
 * A value for the schema: valid, at its bounds, beyond them, of the wrong type, or malformed text.
 * An object keeps every field valid but one, so the broken field gets past the others' validation
 * and as far into the server as it can go; or it loses required fields and gains unknown ones.
 */
function fuzzValue(raw: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const schema = pick(raw);
  const type = typeOf(schema);
  const broken: fc.Arbitrary<unknown>[] = [anyJson, badText];
  if (type === 'string') {
    broken.push(
      hugeText,
      fc
        .tuple(validValue(schema), fc.constantFrom('\u0000', '\ud800', '\udfff'), fc.nat())
        .map(([value, bad, at]) => {
          const text = String(value);
          const cut = text.length === 0 ? 0 : at % text.length;
          return text.slice(0, cut) + bad + text.slice(cut);
        }),
    );
  }
  if (type === 'integer' || type === 'number') broken.push(boundaryNumbers);
  const properties = Object.entries(schema.properties ?? {});
  if (type === 'object' && depth <= 4 && properties.length > 0) {
    broken.push(
      fc.constantFrom(...properties.map(([name]) => name)).chain((target) => {
        const record: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [name, property] of properties) {
          record[name] = name === target ? fuzzValue(property, depth + 1) : validValue(property, depth + 1);
        }
        return fc.record(record);
      }),
      fc
        .tuple(
          validValue({ ...schema, required: [] }, depth),
          fc.dictionary(fc.string({ maxLength: 8 }), anyJson),
        )
        .map(([known, extra]) => ({ ...extra, ...(known as object) })),
    );
  }
  if (type === 'array' && depth <= 4) {
    broken.push(fc.array(fuzzValue(schema.items ?? {}, depth + 1), { maxLength: 60 }));
  }
  return fc.oneof(validValue(schema, depth), ...broken);
}

/** Path and query values are text: fuzz values written as text, plus encodings that trip parsers. */
const textParameter = (schema: JsonSchema) =>
  fc.oneof(
    fuzzValue(schema).map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))),
    fc.constantFrom('', ' ', '1e400', '0x10', '-0', 'NaN', 'Infinity', '99999999999999999999', '%'),
  );

function encodePathValue(value: string) {
  // A raw "%" that is not an escape is a bad URL: send it as such now and then.
  if (value === '%') return '%';
  // An unpaired surrogate has no UTF-8 form: send the bytes the encoder substitutes.
  return [...Buffer.from(value)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

const multipartGarbage = fc.oneof(
  fc.constant({ contentType: 'multipart/form-data', payload: Buffer.from('--x\r\nhello') }),
  fc.constant({
    contentType: 'multipart/form-data; boundary=abc',
    payload: Buffer.from('--abc\r\nContent-Dis'),
  }),
  fc.constant({ contentType: 'multipart/form-data; boundary=abc', payload: Buffer.from('no boundary here') }),
  fc.constant({ contentType: 'multipart/form-data; boundary=', payload: Buffer.alloc(0) }),
  fc
    .tuple(
      fc.constantFrom('english', 'klingon', 'a\u0000', ''),
      fc.constantFrom('audio/wav', 'audio/webm', 'audio/ogg', 'audio/mp4', 'text/plain', 'audio/x-wav; x=1'),
      fc.uint8Array({ maxLength: 256 }),
      fc.boolean(),
    )
    .map(([language, type, bytes, truncate]) => {
      const boundary = 'fuzzboundary';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="language"\r\n\r\n${language}\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="a"\r\n` +
            `Content-Type: ${type}\r\n\r\n`,
        ),
        Buffer.from(bytes),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return {
        contentType: `multipart/form-data; boundary=${boundary}`,
        payload: truncate ? body.subarray(0, Math.floor(body.length / 2)) : body,
      };
    }),
);

function bodyArbitrary(
  operation: Operation,
): fc.Arbitrary<{ contentType?: string; payload?: string | Buffer }> {
  const json = (schema: JsonSchema) =>
    fuzzValue(schema).map((value) => ({
      contentType: 'application/json',
      payload: JSON.stringify(value) ?? 'null',
    }));
  const broken = fc.oneof(
    fc.constant({ contentType: 'application/json', payload: '{"a":' }),
    fc.constant({ contentType: 'application/json', payload: '' }),
    fc.constant({ contentType: 'application/json', payload: '{"__proto__":{"x":1},"constructor":{}}' }),
    fc.constant({ contentType: 'application/json', payload: '"\\u0000"' }),
    fc.constant({ contentType: 'application/json', payload: '[' + '['.repeat(5000) }),
    fc.constant({ contentType: 'text/plain', payload: 'hello' }),
    fc.constant({ contentType: 'application/xml', payload: '<a/>' }),
    fc.constant({ contentType: 'application/x-www-form-urlencoded', payload: 'a=1' }),
    fc.constant({ contentType: 'application/json; charset=utf-16', payload: '{}' }),
    fc.constant({}),
    multipartGarbage,
  );
  if (operation.jsonBody) return fc.oneof({ arbitrary: json(operation.jsonBody), weight: 3 }, broken);
  if (operation.method === 'GET' || operation.method === 'DELETE') return fc.constant({});
  return broken;
}

function requestArbitrary(operation: Operation, cookie: string | undefined): fc.Arbitrary<FuzzRequest> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const pathValues: Record<string, fc.Arbitrary<string>> = {};
  for (const parameter of pathParameters) pathValues[parameter.name] = textParameter(parameter.schema);
  const queryValues: Record<string, fc.Arbitrary<string>> = {};
  for (const parameter of queryParameters) queryValues[parameter.name] = textParameter(parameter.schema);

  return fc
    .record({
      path: fc.record(pathValues),
      query: fc.record(queryValues, { requiredKeys: [] }),
      extraQuery: fc.option(fc.tuple(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 })), {
        nil: undefined,
      }),
      body: bodyArbitrary(operation),
    })
    .map(({ path, query, extraQuery, body }) => {
      let url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodePathValue(path[name] ?? ''));
      const search = new URLSearchParams(query as Record<string, string>);
      if (extraQuery) search.append(...extraQuery);
      if (search.size > 0) url += `?${search}`;
      const headers: Record<string, string> = {};
      if (cookie) headers.cookie = cookie;
      if (body.contentType) headers['content-type'] = body.contentType;
      return {
        method: operation.method,
        url,
        headers,
        ...(body.payload === undefined ? {} : { payload: body.payload }),
      };
    });
}

function operationsOf(document: {
  paths: Record<string, Record<string, { parameters?: Operation['parameters']; requestBody?: unknown }>>;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const content = (operation.requestBody as { content?: Record<string, { schema: JsonSchema }> })
        ?.content;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        jsonBody: content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

let ai: Awaited<ReturnType<typeof startOpenAiStandIn>>;
let context: TestContext;

beforeAll(async () => {
  // Speech goes to an OpenAI-compatible stand-in, so uploads reach the multipart parser and the
  // recogniser; the teacher stays offline, so quiz generation answers its documented 503.
  ai = await startOpenAiStandIn();
  ai.onSpeech(() => Buffer.from('ID3 stand-in audio'));
  context = await createTestApp({
    env: {
      RATE_LIMIT_PER_MINUTE: '1000000',
      RATE_LIMIT_MESSAGES_PER_MINUTE: '1000000',
      STT_BASE_URL: ai.baseUrl,
      TTS_BASE_URL: ai.baseUrl,
    },
  });
  await context.app.ready();
}, 60_000);
afterAll(async () => {
  await context?.close();
  await ai?.close();
});

describe('every API operation under malformed input', () => {
  it('never answers a server error, errors use the one error shape, and nothing may be cached', async () => {
    const operations = operationsOf(context.app.swagger() as Parameters<typeof operationsOf>[0]);
    expect(operations.length).toBeGreaterThan(40);
    const seed = Date.now() % 2_147_483_647;
    const failures: string[] = [];
    let sent = 0;

    for (const [index, operation] of operations.entries()) {
      // Fresh people per operation: an operation may sign them out or change their rights.
      const learner = await context.createUser();
      const admin = await context.createUser({ isAdmin: true });
      for (const cookie of [undefined, learner.cookie, admin.cookie]) {
        const requests = fc.sample(requestArbitrary(operation, cookie), {
          numRuns: RUNS_PER_ROLE,
          seed: seed + index,
        });
        for (const request of requests) {
          const response = await context.app.inject(request);
          sent += 1;
          const problem = checkAnswer(response);
          if (problem) {
            failures.push(
              `${problem}: ${request.method} ${request.url.slice(0, 200)} ` +
                `${JSON.stringify(request.headers['content-type'] ?? '')} ` +
                `${String(request.payload ?? '').slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 300)}`,
            );
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(failures, `seed ${seed}`).toEqual([]);
  }, 120_000);
});

describe('the malformed inputs that once reached the database or the parser', () => {
  it('refuses each with a 400 in the one error shape', async () => {
    const learner = await context.createUser();
    const admin = await context.createUser({ isAdmin: true });
    const started = await context.app.inject({
      method: 'POST',
      url: '/api/sessions/start',
      headers: { cookie: learner.cookie },
      payload: { language: 'spanish' },
    });
    const sessionId = (started.json() as { session: { id: number } }).session.id;
    const json = (cookie: string, url: string, payload: Record<string, unknown>): FuzzRequest => ({
      method: 'POST',
      url,
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    const multipart = (contentType: string, payload: string): FuzzRequest => ({
      method: 'POST',
      url: '/api/speech-to-text',
      headers: { cookie: learner.cookie, 'content-type': contentType },
      payload,
    });
    const cases: FuzzRequest[] = [
      json(learner.cookie, '/api/conversation/message', { sessionId, message: 'hola\u0000' }),
      json(learner.cookie, '/api/conversation/message', { sessionId, message: 'hola \ud800' }),
      json(learner.cookie, '/api/validate-coupon', { couponCode: 'SAVE\u000010' }),
      json(learner.cookie, '/api/confirm-payment', { paymentIntentId: 'pi_\u0000', planType: 'pro' }),
      json(admin.cookie, '/api/admin/create-coupon', { id: 'FUZZ10', name: 'Ten\u0000', percentOff: 10 }),
      json(admin.cookie, '/api/admin/revoke-admin', { userId: 2_147_483_648 }),
      { method: 'GET', url: '/api/admin/users?search=%00', headers: { cookie: admin.cookie } },
      { method: 'GET', url: '/api/admin/users/export.csv?search=a%00', headers: { cookie: admin.cookie } },
      { method: 'GET', url: '/api/sessions/%', headers: { cookie: learner.cookie } },
      multipart('multipart/form-data', '--x\r\nContent-Disposition: form-data; name="language"\r\n\r\nen'),
      multipart(
        'multipart/form-data; boundary=cut',
        '--cut\r\nContent-Disposition: form-data; name="audio"; filename="a"\r\nContent-Type: audio/wav\r\n\r\nRIFF',
      ),
    ];
    for (const request of cases) {
      const response = await context.app.inject(request);
      expect(response.statusCode, `${request.method} ${request.url} ${String(request.payload)}`).toBe(400);
      expect(ApiErrorBodySchema.parse(response.json()).code).toMatch(/^(VALIDATION_FAILED|BAD_REQUEST)$/);
    }
  });
});

function checkAnswer(response: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  // API answers (most about the person asking) are never kept by a browser or a shared cache.
  if (!String(response.headers['cache-control']).includes('no-store')) return 'answer may be cached';
  if (response.statusCode < 400) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return 'error answer is not JSON';
  }
  const parsed = ApiErrorBodySchema.safeParse(body);
  if (!parsed.success) return 'error answer is not in the one error shape';
  if (response.statusCode === 503 && NOT_CONFIGURED_CODES.has(parsed.data.code)) return undefined;
  if (response.statusCode >= 500) return `server error ${parsed.data.code}`;
  return undefined;
}
