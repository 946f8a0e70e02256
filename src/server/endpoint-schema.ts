import type { z } from 'zod';
import type { Endpoint, ErrorStatus } from '../shared/contracts/endpoint.ts';
import { ApiErrorBodySchema } from '../shared/errors.ts';

type Has<E extends Endpoint, Key extends keyof Endpoint, Name extends string> = E[Key] extends z.ZodType
  ? { [K in Name]: E[Key] }
  : unknown;

/** A route's validation and response schemas, as Fastify names them, from its endpoint contract. */
export type EndpointSchema<E extends Endpoint> = Has<E, 'params', 'params'> &
  Has<E, 'query', 'querystring'> &
  Has<E, 'body', 'body'> & {
    response: Has<E, 'response', '200'> & { [S in E['errors'][number]]: typeof ApiErrorBodySchema };
  };

/**
 * The schema part of a route declaration, from the endpoint in src/shared/contracts/endpoints: the input
 * it validates, its 200 answer and its failing statuses in the one error body. The route adds its own
 * documentation (tags, summary) beside it.
 */
export function endpointSchema<const E extends Endpoint>(endpoint: E): EndpointSchema<E> {
  const response: Record<number, z.ZodType> = {};
  if (endpoint.response) response[200] = endpoint.response;
  for (const status of endpoint.errors as readonly ErrorStatus[]) response[status] = ApiErrorBodySchema;
  return {
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    response,
  } as EndpointSchema<E>;
}
