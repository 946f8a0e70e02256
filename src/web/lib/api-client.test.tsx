import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoints } from '../../shared/contracts/endpoint.ts';
import { authApi } from '../../shared/contracts/endpoints/auth.ts';
import { practiceApi } from '../../shared/contracts/endpoints/practice.ts';
import {
  ApiError,
  callApi,
  callRoute,
  callRouteOrNullOn401,
  ContractMismatchError,
  describeError,
} from './api-client.ts';
import { changeInterfaceLanguage } from './i18n.ts';
import { createQueryClient } from './query-client.ts';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

const test = defineEndpoints({
  read: {
    method: 'GET',
    path: '/api/things/:id',
    params: z.object({ id: z.coerce.number() }),
    query: z.object({ search: z.string().optional(), page: z.number().optional() }),
    response: z.object({ ok: z.boolean() }),
    errors: [404],
  },
  write: {
    method: 'POST',
    path: '/api/things',
    body: z.object({ a: z.number() }),
    response: z.object({ ok: z.boolean() }),
    errors: [400],
  },
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('api client', () => {
  it('sends cookies always and a JSON content type only with a body', async () => {
    fetchMock.mockImplementation(async () => json({ ok: true }));
    await callApi(test.read, { params: { id: 1 } });
    await callApi(test.write, { body: { a: 1 } });
    const [, getInit] = fetchMock.mock.calls[0]!;
    const [, postInit] = fetchMock.mock.calls[1]!;
    expect(getInit?.credentials).toBe('include');
    expect(getInit?.headers).not.toHaveProperty('Content-Type');
    expect(getInit?.body).toBeNull();
    expect(postInit?.method).toBe('POST');
    expect(postInit?.headers).toHaveProperty('Content-Type', 'application/json');
    expect(postInit?.body).toBe('{"a":1}');
  });

  it("calls an endpoint at its path, parameters encoded and the query's set values appended", async () => {
    fetchMock.mockImplementation(async () => json({ ok: true }));
    await callApi(test.read, { params: { id: 'a b/c' }, query: { search: 'x&y', page: undefined } });
    await callApi(test.read, { params: { id: 7 } });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/things/a%20b%2Fc?search=x%26y',
      '/api/things/7',
    ]);
  });

  it('fails with "status: body text", keeping the server code and message', async () => {
    const body = '{"code":"LIMIT_EXCEEDED","message":"Monthly limit exceeded","requestId":"r1"}';
    fetchMock.mockResolvedValue(new Response(body, { status: 403, statusText: 'Forbidden' }));
    const error = await callApi(practiceApi.startSession, { body: { language: 'spanish' } }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`403: ${body}`);
    expect((error as ApiError).code).toBe('LIMIT_EXCEEDED');
    expect(describeError(error, 'fallback')).toBe('Monthly limit exceeded');
  });

  it('shows a server error from its code in Spanish and French, keeping the server wording in English', async () => {
    const error = new ApiError(403, '403: …', 'LIMIT_EXCEEDED', 'Monthly limit exceeded');
    try {
      await changeInterfaceLanguage('es');
      expect(describeError(error, 'fallback')).toBe('Has alcanzado el límite de tu plan.');
      await changeInterfaceLanguage('fr');
      expect(describeError(error, 'fallback')).toBe('Vous avez atteint la limite de votre formule.');
      expect(describeError(new ApiError(500, '500: x', undefined, 'x'), 'repli')).toBe('repli');
    } finally {
      await changeInterfaceLanguage('en');
    }
    expect(describeError(error, 'fallback')).toBe('Monthly limit exceeded');
  });

  it("says a refusal's reason in the interface language, from the error body's details, in one language", async () => {
    const refusal = (status: number, body: object) =>
      fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));
    const failureOf = async () => {
      try {
        await callApi(test.read, { params: { id: 1 } });
      } catch (error) {
        return error;
      }
      throw new Error('the call did not fail');
    };
    refusal(404, {
      code: 'NOT_FOUND',
      message: 'This coupon code is not valid or has expired.',
      requestId: 'r',
      details: { reason: 'invalid_coupon' },
    });
    const invalid = await failureOf();
    refusal(422, {
      code: 'UNPROCESSABLE',
      message: 'This coupon applies only to the Starter plan.',
      requestId: 'r',
      details: { reason: 'plan', appliesToPlan: 'starter' },
    });
    const wrongPlan = await failureOf();
    refusal(409, {
      code: 'CONFLICT',
      message: 'You have already used the coupon PRO_SPECIAL. Each coupon can be used once.',
      requestId: 'r',
      details: { reason: 'already_used', code: 'PRO_SPECIAL' },
    });
    const used = await failureOf();
    const unknownReason = new ApiError(409, '409: x', 'CONFLICT', 'x', { reason: 'something_new' });
    try {
      await changeInterfaceLanguage('es');
      // The spec's Spanish copy, verbatim.
      expect(describeError(invalid, 'f')).toBe('El código de cupón ingresado no es válido o ha expirado.');
      expect(describeError(wrongPlan, 'f')).toBe('Este cupón solo es válido para el plan Starter.');
      expect(describeError(used, 'f')).toBe(
        'Ya has usado el cupón PRO_SPECIAL. Cada cupón se puede usar una sola vez.',
      );
      // A reason this web does not know yet falls back to its code.
      expect(describeError(unknownReason, 'f')).toBe(
        'Esto entra en conflicto con un cambio reciente. Actualiza la página e inténtalo de nuevo.',
      );
      await changeInterfaceLanguage('fr');
      expect(describeError(wrongPlan, 'f')).toBe('Ce code promo ne vaut que pour la formule Starter.');
    } finally {
      await changeInterfaceLanguage('en');
    }
    expect(describeError(wrongPlan, 'f')).toBe('This coupon applies only to the Starter plan.');
    // A screen with a language of its own (the Spanish admin panel) in the English interface.
    await changeInterfaceLanguage('es');
    await changeInterfaceLanguage('en');
    expect(describeError(used, 'f', { language: 'es' })).toMatch(/^Ya has usado el cupón PRO_SPECIAL/);
  });

  it('uses the status text when the body is empty', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 502, statusText: 'Bad Gateway' }));
    await expect(callApi(test.read, { params: { id: 1 } })).rejects.toThrow('502: Bad Gateway');
  });

  it('can turn a 401 into null for the auth query', async () => {
    fetchMock.mockResolvedValue(new Response('{"code":"UNAUTHENTICATED"}', { status: 401 }));
    const login = async () => authApi.login;
    await expect(callRouteOrNullOn401(authApi.login, login, { body: {} })).resolves.toBeNull();
    fetchMock.mockResolvedValue(new Response('boom', { status: 500 }));
    await expect(callRouteOrNullOn401(authApi.login, login, { body: {} })).rejects.toThrow('500: boom');
  });

  it('checks a route called by its path alone against its contract loaded on demand', async () => {
    const contract = vi.fn(async () => authApi.logout);
    fetchMock.mockResolvedValue(Response.json({ success: true }));
    await expect(callRoute({ method: 'POST', path: '/api/auth/logout' }, contract)).resolves.toEqual({
      success: true,
    });
    expect(contract).toHaveBeenCalledOnce();
    fetchMock.mockResolvedValue(Response.json({ done: 'yes' }));
    await expect(callRoute({ method: 'POST', path: '/api/auth/logout' }, contract)).rejects.toThrow(
      ContractMismatchError,
    );
  });
});

describe('answers checked against their contract in development and tests', () => {
  it('passes an answer of the declared shape through as it came', async () => {
    fetchMock.mockResolvedValue(json({ ok: true, extra: 'kept' }));
    await expect(callApi(test.write, { body: { a: 1 } })).resolves.toEqual({ ok: true, extra: 'kept' });
  });

  it('throws a clear error naming the endpoint and the fields that differ', async () => {
    fetchMock.mockResolvedValue(json({ session: { id: 'seven' } }));
    const error = await callApi(practiceApi.getSession, { params: { id: 7 } }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ContractMismatchError);
    expect((error as Error).message).toMatch(/^GET \/api\/sessions\/:id answered outside its contract: /);
    expect((error as Error).message).toContain('session.id');
    expect((error as Error).message).toContain('session.language');
  });

  it('is left out of production builds', async () => {
    vi.stubEnv('DEV', false);
    try {
      fetchMock.mockResolvedValue(json({ unexpected: true }));
      await expect(callApi(test.write, { body: { a: 1 } })).resolves.toEqual({ unexpected: true });
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('query client defaults', () => {
  it('never refetches on its own, never goes stale and never retries', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });
});
