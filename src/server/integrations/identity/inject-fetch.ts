import type { FastifyInstance } from 'fastify';
import type { CustomFetch } from 'openid-client';

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * A fetch that answers through `app.inject`: the app reaches a provider it hosts itself
 * (the development identity provider) without depending on its own public address being reachable.
 */
export function createInjectFetch(app: FastifyInstance): CustomFetch {
  return async (url, options) => {
    const headers = Object.fromEntries(new Headers(options.headers as HeadersInit).entries());
    const body = options.body;
    const response = await app.inject({
      method: (options.method ?? 'GET') as 'GET',
      url,
      headers,
      ...(body === undefined || body === null
        ? {}
        : { payload: body instanceof URLSearchParams ? body.toString() : (body as string) }),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of [value].flat()) responseHeaders.append(name, String(item));
    }
    const hasBody = !NULL_BODY_STATUSES.has(response.statusCode) && options.method !== 'HEAD';
    return new Response(hasBody ? new Uint8Array(response.rawPayload) : null, {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}
