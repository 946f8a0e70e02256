import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../shared/contracts/endpoint.ts';
import { accountApi } from '../shared/contracts/endpoints/account.ts';
import { adminApi } from '../shared/contracts/endpoints/admin.ts';
import { adminQuizzesApi } from '../shared/contracts/endpoints/admin-quizzes.ts';
import { authApi } from '../shared/contracts/endpoints/auth.ts';
import { billingApi } from '../shared/contracts/endpoints/billing.ts';
import { couponsApi } from '../shared/contracts/endpoints/coupons.ts';
import { familyApi } from '../shared/contracts/endpoints/family.ts';
import { memoryApi } from '../shared/contracts/endpoints/memory.ts';
import { lessonsApi } from '../shared/contracts/endpoints/lessons.ts';
import { notebookApi } from '../shared/contracts/endpoints/notebook.ts';
import { placementApi } from '../shared/contracts/endpoints/placement.ts';
import { practiceApi } from '../shared/contracts/endpoints/practice.ts';
import { quizzesApi } from '../shared/contracts/endpoints/quizzes.ts';
import { speechApi } from '../shared/contracts/endpoints/speech.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { endpointSchema } from './endpoint-schema.ts';

const contracts = [
  accountApi,
  adminApi,
  adminQuizzesApi,
  authApi,
  billingApi,
  couponsApi,
  familyApi,
  memoryApi,
  lessonsApi,
  notebookApi,
  placementApi,
  practiceApi,
  quizzesApi,
  speechApi,
];
const endpoints: Endpoint[] = contracts.flatMap((contract) => Object.values(contract));
/** Operations routes that no client of the product calls: they keep their schemas beside them. */
const OPERATIONS = ['/api/health', '/api/ready'];
/** Served only when Stripe is the payment provider (the tests run the sandbox). */
const STRIPE_ONLY: string[] = [billingApi.stripeWebhook.path];

let context: TestContext;

beforeAll(async () => {
  context = await createTestApp();
  await context.app.ready();
});
afterAll(async () => {
  await context.close();
});

describe('the endpoint contracts', () => {
  it('name each method and path once', () => {
    const keys = endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('are all served, and every API route the server has is one of them', () => {
    const served = context.app
      .listRoutes()
      .filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`)
      .filter((key) => !OPERATIONS.some((path) => key.endsWith(` ${path}`)));
    const declared = endpoints
      .filter((endpoint) => !STRIPE_ONLY.includes(endpoint.path))
      .map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(served.sort()).toEqual(declared.sort());
  });

  it('give a route its input schemas, its answer and its failing statuses in the one error body', () => {
    const schema = endpointSchema(practiceApi.endSession);
    expect(schema.params).toBe(practiceApi.endSession.params);
    expect(schema.body).toBe(practiceApi.endSession.body);
    expect(Object.keys(schema.response).sort()).toEqual(['200', '400', '401', '403', '404']);
    expect(schema.response[200]).toBe(practiceApi.endSession.response);
    // An endpoint that answers audio declares no 200 body, only its failing statuses.
    const audio = endpointSchema(speechApi.textToSpeech);
    expect(audio.body).toBe(speechApi.textToSpeech.body);
    expect(Object.keys(audio.response)).toEqual(speechApi.textToSpeech.errors.map(String));
  });

  it('answer a route that breaks its declared input with 400 in the one error body', async () => {
    const learner = await context.createUser();
    const response = await context.app.inject({
      method: practiceApi.listSessions.method,
      url: `${practiceApi.listSessions.path}?limit=0`,
      headers: { cookie: learner.cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', requestId: expect.any(String) });
  });
});
