import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The failing statuses an endpoint declares; each answers the one error body (`ApiErrorBody`). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503 | 504;

/**
 * One API endpoint, both ways: the server declares its route from it and the web calls it through it.
 * `response` is the 200 answer's JSON; an endpoint that answers something else (audio, CSV, a redirect)
 * has none.
 */
export interface Endpoint {
  readonly method: HttpMethod;
  /** Fastify's path syntax: `:name` for a path parameter. */
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response?: z.ZodType;
  readonly errors: readonly ErrorStatus[];
}

/** Keeps each endpoint's literal method, path and schema types (the call helper and routes need them). */
export function defineEndpoints<const Endpoints extends Record<string, Endpoint>>(
  endpoints: Endpoints,
): Endpoints {
  return endpoints;
}

type InputOf<Schema> = Schema extends z.ZodType ? z.input<Schema> : never;

/** What a caller passes: only the parts the endpoint has (path parameters as the address carries them). */
export type EndpointInput<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: { [K in keyof InputOf<E['params']>]: string | number } }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query?: InputOf<E['query']> } : { query?: never }) &
  (E['body'] extends z.ZodType
    ? undefined extends InputOf<E['body']>
      ? { body?: InputOf<E['body']> }
      : { body: InputOf<E['body']> }
    : { body?: never });

/** A call's arguments: the input may be left out when every part of it is optional. */
export type EndpointCallArgs<E extends Endpoint> =
  Partial<EndpointInput<E>> extends EndpointInput<E> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>];

/** What a caller gets: the 200 answer's JSON. */
export type EndpointResponse<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : never;

/** The address of one call: path parameters filled in (encoded) and the query appended. */
export function endpointUrl(
  endpoint: Pick<Endpoint, 'path'>,
  input: { params?: Record<string, string | number>; query?: unknown } = {},
): string {
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = input.params?.[name];
    if (value === undefined) throw new Error(`${endpoint.path}: the path parameter "${name}" is missing`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
