import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { StorageState } from '../../db/unavailable.ts';
import { AppError } from '../../errors.ts';

const HealthSchema = z.object({ status: z.literal('ok') });
const DependencyStateSchema = z.enum(['ok', 'down']);
/** `degraded`: the app serves, but a dependency it can do without is down (decision 055). */
const ReadySchema = z.object({
  status: z.enum(['ok', 'degraded']),
  checks: z.object({
    database: z.literal('ok'),
    redis: DependencyStateSchema.optional(),
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
          'Answers 200 with status "degraded" when Redis is down (request limits are then counted in each process) ' +
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
      const storageFull = deps.storage?.full === true;
      return {
        status: redis === 'down' || storageFull ? ('degraded' as const) : ('ok' as const),
        checks: {
          database,
          ...(redis ? { redis } : {}),
          ...(storageFull ? { storage: 'full' as const } : {}),
        },
      };
    },
  );
}
