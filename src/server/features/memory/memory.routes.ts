import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memoryApi } from '../../../shared/contracts/endpoints/memory.ts';
import { endpointSchema } from '../../endpoint-schema.ts';
import type { MemoryService } from './memory.service.ts';

/** Corrections and deletions per minute: a learner tidies the page in a few. */
const CHANGES_PER_MINUTE = 60;

/** "What your teacher remembers" (decision 209). */
export function registerMemoryRoutes(app: FastifyInstance, deps: { memory: MemoryService }) {
  const { memory } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const changes = { access: 'user' as const, perUserLimit: { name: 'memory', max: CHANGES_PER_MINUTE } };

  routes.get(
    memoryApi.memory.path,
    {
      config: { access: 'user' },
      schema: {
        tags: ['memory'],
        summary: 'The facts the teacher remembers of the learner, per language taught',
        ...endpointSchema(memoryApi.memory),
      },
    },
    async (request) => ({ facts: await memory.list(request.currentUser.id) }),
  );

  routes.put(
    memoryApi.updateFact.path,
    {
      config: changes,
      schema: {
        tags: ['memory'],
        summary: 'Corrects a remembered fact in the learner’s words',
        ...endpointSchema(memoryApi.updateFact),
      },
    },
    async (request) => ({
      fact: await memory.update(request.currentUser.id, request.params.factId, request.body.value),
    }),
  );

  routes.delete(
    memoryApi.deleteFact.path,
    {
      config: changes,
      schema: {
        tags: ['memory'],
        summary: 'Forgets one fact: the teacher is never told it again',
        ...endpointSchema(memoryApi.deleteFact),
      },
    },
    async (request) => {
      await memory.forget(request.currentUser.id, request.params.factId);
      return { success: true as const };
    },
  );

  routes.delete(
    memoryApi.clearMemory.path,
    {
      config: changes,
      schema: {
        tags: ['memory'],
        summary: 'Forgets every fact, or those of one language',
        ...endpointSchema(memoryApi.clearMemory),
      },
    },
    async (request) => {
      await memory.clear(request.currentUser.id, request.query.language);
      return { success: true as const };
    },
  );
}
