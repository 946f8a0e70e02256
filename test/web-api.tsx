import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { ApiErrorBodySchema } from '../src/shared/errors.ts';
import { Toaster } from '../src/web/components/ui/toaster.tsx';
import { dismissToast } from '../src/web/components/ui/use-toast.ts';
import { createQueryClient } from '../src/web/lib/query-client.ts';

/** Answers one request, or undefined to let it be a 404 in the server's error shape. */
export type Handler = (
  url: string,
  init: RequestInit | undefined,
) => Response | undefined | Promise<Response | undefined>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const notFound = (method: string, url: string) =>
  json(
    ApiErrorBodySchema.parse({
      code: 'NOT_FOUND',
      message: `No API route ${method} ${url}`,
      requestId: 'r1',
    }),
    404,
  );

/**
 * Replaces `fetch` for a jsdom test file with a mock its tests program with `serve`; reset (and toasts
 * dismissed) after each test. Build response bodies through the shared zod schemas (`Schema.parse`), so a
 * fixture that breaks the contract fails instead of testing a shape the server never sends.
 */
export function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  afterEach(() => {
    fetchMock.mockReset();
    dismissToast();
  });
  return {
    fetchMock,
    serve(handler: Handler) {
      fetchMock.mockImplementation(async (input, init) => {
        const url = String(input);
        return (await handler(url, init)) ?? notFound(init?.method ?? 'GET', url);
      });
    },
    requestsTo(method: string, url: string) {
      return fetchMock.mock.calls.filter(
        ([input, init]) => String(input) === url && (init?.method ?? 'GET') === method,
      );
    },
  };
}

/** Renders with a fresh query client (the app's defaults) and the toaster. */
export function renderWithClient(ui: ReactNode) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
}
