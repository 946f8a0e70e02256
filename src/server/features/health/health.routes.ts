import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';

const HealthSchema = z.object({ status: z.literal('ok') });

export function registerHealthRoutes(app: FastifyInstance, deps: { database: Database }) {
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
        summary: 'Readiness: the database answers',
        response: { 200: HealthSchema },
      },
    },
    async () => {
      try {
        await deps.database.ping();
      } catch {
        throw new AppError('UNAVAILABLE', 'The database is not reachable');
      }
      return { status: 'ok' as const };
    },
  );
}
