import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiJson, apiJsonOrNullOn401, describeError } from './api-client.ts';
import { changeInterfaceLanguage } from './i18n.ts';
import { createQueryClient } from './query-client.ts';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

describe('api client', () => {
  it('sends cookies always and a JSON content type only with a body', async () => {
    fetchMock.mockImplementation(async () => new Response('{"ok":true}', { status: 200 }));
    await apiJson('GET', '/api/thing');
    await apiJson('POST', '/api/thing', { a: 1 });
    const [, getInit] = fetchMock.mock.calls[0]!;
    const [, postInit] = fetchMock.mock.calls[1]!;
    expect(getInit?.credentials).toBe('include');
    expect(getInit?.headers).not.toHaveProperty('Content-Type');
    expect(getInit?.body).toBeNull();
    expect(postInit?.headers).toHaveProperty('Content-Type', 'application/json');
    expect(postInit?.body).toBe('{"a":1}');
  });

  it('fails with "status: body text", keeping the server code and message', async () => {
    const body = '{"code":"LIMIT_EXCEEDED","message":"Monthly limit exceeded","requestId":"r1"}';
    fetchMock.mockResolvedValue(new Response(body, { status: 403, statusText: 'Forbidden' }));
    const error = await apiJson('POST', '/api/sessions/start', {}).catch((caught: unknown) => caught);
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

  it('uses the status text when the body is empty', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiJson('GET', '/api/x')).rejects.toThrow('502: Bad Gateway');
  });

  it('can turn a 401 into null for the auth query', async () => {
    fetchMock.mockResolvedValue(new Response('{"code":"UNAUTHENTICATED"}', { status: 401 }));
    await expect(apiJsonOrNullOn401('POST', '/api/auth/login')).resolves.toBeNull();
    fetchMock.mockResolvedValue(new Response('boom', { status: 500 }));
    await expect(apiJsonOrNullOn401('POST', '/api/auth/login')).rejects.toThrow('500: boom');
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
