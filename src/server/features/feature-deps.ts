import type { ChatModel } from '../integrations/ai/chat-model.ts';
import type { Config } from '../config.ts';
import type { CacheBus } from '../db/cache-bus.ts';
import type { Db } from '../db/client.ts';
import type { RateLimiting } from '../plugins/rate-limit.ts';
import type { AuditLog } from './admin/audit.service.ts';
import type { AuthService, Clock } from './auth/auth.service.ts';

/** What every feature's route registration receives from buildApp. */
export interface FeatureDeps {
  config: Config;
  db: Db;
  clock: Clock;
  auth: AuthService;
  audit: AuditLog;
  /** The configured AI chat model, or undefined when none is configured (offline). */
  chatModel: ChatModel | undefined;
  /** Tells every instance which cached copies a change made stale. */
  cacheBus: CacheBus;
  /** Per-user request limits for the routes that cost money or CPU. */
  rateLimiting: RateLimiting;
}
