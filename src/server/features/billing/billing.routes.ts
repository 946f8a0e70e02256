import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../feature-deps.ts';

export function registerBillingRoutes(_app: FastifyInstance, _deps: FeatureDeps) {}
