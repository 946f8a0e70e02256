import {
  endpointUrl,
  type Endpoint,
  type EndpointCallArgs,
  type EndpointResponse,
} from '../../shared/contracts/endpoint.ts';
import {
  ERROR_REASONS,
  ERROR_STATUS,
  type ErrorCode,
  type ErrorReasonDetails,
} from '../../shared/error-codes.ts';
import type { InterfaceLanguage } from '../../shared/domain/interface-languages.ts';
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
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export async function toApiError(response: Response): Promise<ApiError> {
  const text = (await response.text()) || response.statusText;
  let code: ErrorCode | undefined;
  let serverMessage: string | undefined;
  let details: unknown;
  try {
    const body = JSON.parse(text) as { code?: ErrorCode; message?: string; details?: unknown };
    code = body.code;
    serverMessage = body.message;
    details = body.details;
  } catch {
    // not a JSON body: the text itself is the message
  }
  return new ApiError(response.status, `${response.status}: ${text}`, code, serverMessage, details);
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

/** The server's known failure for a code it sent (an error body, or a stream's `error` event). */
export function apiErrorFromBody(body: { code: ErrorCode; message: string; details?: unknown }): ApiError {
  const status = ERROR_STATUS[body.code];
  return new ApiError(status, `${status}: ${JSON.stringify(body)}`, body.code, body.message, body.details);
}

/** An answer that does not match its endpoint's contract (checked in development and tests only). */
export class ContractMismatchError extends Error {
  constructor(endpoint: Pick<Endpoint, 'method' | 'path'>, issues: string) {
    super(`${endpoint.method} ${endpoint.path} answered outside its contract: ${issues}`);
    this.name = 'ContractMismatchError';
  }
}

/**
 * In development and tests, checks an answer against the endpoint's response schema and throws a
 * ContractMismatchError naming the fields that differ. Production builds leave the check out (Vite
 * replaces `import.meta.env.DEV` with false), so the answer is used as it came.
 */
export function checkAnswer(endpoint: Endpoint, answer: unknown): void {
  if (!import.meta.env.DEV || !endpoint.response) return;
  const result = endpoint.response.safeParse(answer);
  if (result.success) return;
  const issues = result.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`)
    .join('; ');
  throw new ContractMismatchError(endpoint, issues);
}

/**
 * Calls an endpoint of src/shared/contracts/endpoints: its method and path (parameters filled in), its
 * query and JSON body, typed from its schemas; resolves with its typed JSON answer.
 */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  ...[input]: EndpointCallArgs<E>
): Promise<EndpointResponse<E>> {
  const answer = await send(endpoint, input);
  checkAnswer(endpoint, answer);
  return answer as EndpointResponse<E>;
}

async function send(route: Pick<Endpoint, 'method' | 'path'>, input: unknown): Promise<unknown> {
  const parts = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: unknown;
    body?: unknown;
  };
  const response = await apiRequest(route.method, endpointUrl(route, parts), parts.body);
  return response.json();
}

/**
 * Calls an endpoint by its method and path alone, typed from its full contract `E`: for the calls of
 * the first page load, which must not bring the contracts' zod schemas with them (decision 092). In
 * development and tests the answer is still checked, against the contract loaded on demand.
 */
export async function callRoute<E extends Endpoint>(
  route: Pick<E, 'method' | 'path'>,
  contract: () => Promise<E>,
  ...[input]: EndpointCallArgs<E>
): Promise<EndpointResponse<E>> {
  const answer = await send(route, input);
  if (import.meta.env.DEV) checkAnswer(await contract(), answer);
  return answer as EndpointResponse<E>;
}

/** Same as callRoute, but a 401 resolves to null instead of failing (the auth query uses it). */
export async function callRouteOrNullOn401<E extends Endpoint>(
  route: Pick<E, 'method' | 'path'>,
  contract: () => Promise<E>,
  ...args: EndpointCallArgs<E>
): Promise<EndpointResponse<E> | null> {
  try {
    return await callRoute(route, contract, ...args);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The reason the server gave for a refusal its code alone does not tell apart, if it is one the web knows. */
export function errorReasonOf(error: unknown): ErrorReasonDetails | undefined {
  if (!(error instanceof ApiError) || typeof error.details !== 'object' || error.details === null)
    return undefined;
  const details = error.details as Partial<ErrorReasonDetails>;
  return (ERROR_REASONS as readonly unknown[]).includes(details.reason)
    ? (details as ErrorReasonDetails)
    : undefined;
}

/**
 * The message to show a person, in one language. The English interface shows the server's own words,
 * whose wording the specification prescribes; another language says the refusal's reason (the
 * `errorReasons` catalogue), else its `code` (the `errors` catalogue), never the server's English
 * (docs/decisions/182). `language` is for a screen with a language of its own (the Spanish admin panel).
 */
export function describeError(
  error: unknown,
  fallback: string,
  { language = currentLanguage() }: { language?: InterfaceLanguage } = {},
): string {
  if (!(error instanceof ApiError)) return fallback;
  if (language === DEFAULT_LANGUAGE) return error.serverMessage ?? fallback;
  const t = i18next.getFixedT(language);
  const reason = errorReasonOf(error);
  if (reason && i18next.exists(`errorReasons.${reason.reason}`, { lng: language })) {
    const plan = reason.appliesToPlan ?? '';
    return t(`errorReasons.${reason.reason}`, {
      code: reason.code ?? '',
      email: reason.email ?? '',
      plan: plan && t(`plans.${plan}`, { defaultValue: plan }),
    });
  }
  if (error.code && error.code in ERROR_STATUS && i18next.exists(`errors.${error.code}`, { lng: language }))
    return t(`errors.${error.code}`);
  return fallback;
}
