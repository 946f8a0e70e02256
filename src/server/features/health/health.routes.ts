import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { StorageState } from '../../db/unavailable.ts';
import { AppError } from '../../errors.ts';

const HealthSchema = z.object({ status: z.literal('ok') });
const DependencyStateSchema = z.enum(['ok', 'down']);
/**
 * `degraded`: the app serves, but a part it can do without is down: Redis (decision 055), or the
 * spelling or grammar check's workers, restarting after a failure (decision 149).
 */
const ReadySchema = z.object({
  status: z.enum(['ok', 'degraded']),
  checks: z.object({
    database: z.literal('ok'),
    redis: DependencyStateSchema.optional(),
    spellCheck: DependencyStateSchema,
    grammarCheck: DependencyStateSchema,
    /** `full`: the last write failed for want of disk space; reads still work (decision 170). */
    storage: z.literal('full').optional(),
  }),
});

export function registerHealthRoutes(
  app: FastifyInstance,
  deps: {
    database: Database;
    storage?: StorageState;
    checkRedis: () => Promise<'ok' | 'down' | undefined>;
    checkWorkers: () => { spelling: 'ok' | 'down'; grammar: 'ok' | 'down' };
  },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/health',
    {
      config: { access: 'public', rateLimit: false },
      schema: { tags: ['health'], summary: 'Liveness: the process answers', response: { 200: HealthSchema } },
    },
    async () => ({ status: 'ok' as const }),
  );

  routes.get(
    '/api/ready',
    {
      config: { access: 'public', rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers (503 when not); Redis, when configured, is reported',
        description:
          'Answers 200 with status "degraded" when Redis is down (request limits are then counted in each process), ' +
          'when the spelling or grammar check is restarting after a failure (messages are then answered without it), ' +
          'or when the database disk was full at the last write (reads work, writes answer 503 STORAGE_FULL).',
        response: { 200: ReadySchema },
      },
    },
    async () => {
      const [database, redis] = await Promise.all([
        deps.database.ping().then(
          () => 'ok' as const,
          () => 'down' as const,
        ),
        deps.checkRedis(),
      ]);
      if (database === 'down') throw new AppError('UNAVAILABLE', 'The database is not reachable');
      const workers = deps.checkWorkers();
      const storageFull = deps.storage?.full === true;
      const degraded =
        redis === 'down' || storageFull || workers.spelling === 'down' || workers.grammar === 'down';
      return {
        status: degraded ? ('degraded' as const) : ('ok' as const),
        checks: {
          database,
          ...(redis ? { redis } : {}),
          spellCheck: workers.spelling,
          grammarCheck: workers.grammar,
          ...(storageFull ? { storage: 'full' as const } : {}),
        },
      };
    },
  );
}
