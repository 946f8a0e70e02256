import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../feature-deps.ts';

export function registerQuizzesRoutes(_app: FastifyInstance, _deps: FeatureDeps) {}
