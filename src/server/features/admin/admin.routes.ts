import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../feature-deps.ts';

export function registerAdminRoutes(_app: FastifyInstance, _deps: FeatureDeps) {}
