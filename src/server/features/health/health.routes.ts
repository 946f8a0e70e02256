import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';

const HealthSchema = z.object({ status: z.literal('ok') });
const DependencyStateSchema = z.enum(['ok', 'down']);
/** `degraded`: the app serves, but a dependency it can do without is down (decision 055). */
const ReadySchema = z.object({
  status: z.enum(['ok', 'degraded']),
  checks: z.object({ database: z.literal('ok'), redis: DependencyStateSchema.optional() }),
});

export function registerHealthRoutes(
  app: FastifyInstance,
  deps: { database: Database; checkRedis: () => Promise<'ok' | 'down' | undefined> },
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
          'Answers 200 with status "degraded" when Redis is down: request limits are then counted in each process.',
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
      return {
        status: redis === 'down' ? ('degraded' as const) : ('ok' as const),
        checks: { database, ...(redis ? { redis } : {}) },
      };
    },
  );
}
