import { defineEndpoints } from '../endpoint.ts';
import {
  ClearMemoryQuerySchema,
  FactParamsSchema,
  FactResponseSchema,
  MemoryResponseSchema,
  UpdateFactBodySchema,
} from '../memory.ts';
import { SuccessResponseSchema } from './success.ts';

/** "What your teacher remembers" (decision 209): the learner reads, corrects and forgets the facts. */
export const memoryApi = defineEndpoints({
  memory: { method: 'GET', path: '/api/memory', response: MemoryResponseSchema, errors: [401, 403] },
  updateFact: {
    method: 'PUT',
    path: '/api/memory/facts/:factId',
    params: FactParamsSchema,
    body: UpdateFactBodySchema,
    response: FactResponseSchema,
    errors: [400, 401, 403, 404],
  },
  deleteFact: {
    method: 'DELETE',
    path: '/api/memory/facts/:factId',
    params: FactParamsSchema,
    response: SuccessResponseSchema,
    errors: [400, 401, 403, 404],
  },
  clearMemory: {
    method: 'DELETE',
    path: '/api/memory',
    query: ClearMemoryQuerySchema,
    response: SuccessResponseSchema,
    errors: [400, 401, 403],
  },
});
