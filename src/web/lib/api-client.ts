import { ERROR_STATUS, type ErrorCode } from '../../shared/error-codes.ts';
import i18next, { currentLanguage, DEFAULT_LANGUAGE } from './i18n.ts';

/**
 * The one failure type of the web client. Its message is "status: body text" (or the status text when
 * the body is empty), as the spec's error catalogue describes; `code` and `serverMessage` come from the
 * server's error body when there is one.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: ErrorCode | undefined,
    readonly serverMessage: string | undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export async function toApiError(response: Response): Promise<ApiError> {
  const text = (await response.text()) || response.statusText;
  let code: ErrorCode | undefined;
  let serverMessage: string | undefined;
  try {
    const body = JSON.parse(text) as { code?: ErrorCode; message?: string };
    code = body.code;
    serverMessage = body.message;
  } catch {
    // not a JSON body: the text itself is the message
  }
  return new ApiError(response.status, `${response.status}: ${text}`, code, serverMessage);
}

/** Sends a request with the session cookie; JSON content type only when there is a body. */
export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  init?: RequestInit,
): Promise<Response> {
  const hasBody = body !== undefined;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: { Accept: 'application/json', ...(hasBody ? { 'Content-Type': 'application/json' } : {}) },
    body: hasBody ? JSON.stringify(body) : null,
    ...init,
  });
  if (!response.ok) throw await toApiError(response);
  return response;
}

export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, url, body);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** Same as apiJson, but a 401 resolves to null instead of failing (the auth query uses it). */
export async function apiJsonOrNullOn401<T>(method: string, url: string, body?: unknown): Promise<T | null> {
  try {
    return await apiJson<T>(method, url, body);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The message to show a person. The default (English) interface shows the server's own words, whose
 * wording the specification prescribes; the other languages translate the error from its `code`.
 */
export function describeError(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (currentLanguage() === DEFAULT_LANGUAGE) return error.serverMessage ?? fallback;
  if (error.code && error.code in ERROR_STATUS) return i18next.t(`errors.${error.code}`);
  return fallback;
}
