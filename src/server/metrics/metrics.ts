import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/client.ts';
import { onWorkerPoolWait, workerPools } from '../integrations/worker-pools.ts';

/** Seconds: from a fast cached answer to an AI call near its time limit. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Seconds: a worker queue's wait, usually none. */
const WAIT_BUCKETS = [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10];

/**
 * What the app measures for Prometheus (decision 166; every name is listed in docs/operations.md). One
 * registry per app, so several apps in one process (tests) do not mix their figures.
 */
export interface AppMetrics {
  readonly registry: Registry;
  /** One answered request: `route` is the route's pattern (`/api/quizzes/:id`), never the raw URL. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** One teacher reply: until its first token (null when none came) and in all. */
  observeReply(provider: string, firstTokenMs: number | null, totalMs: number): void;
  /** One recognition or synthesis a provider made (a cached clip is not one). */
  observeSpeech(operation: 'recognition' | 'synthesis', provider: string, totalMs: number): void;
  /** From asking for a clip until its audio is ready to send, cached or not. */
  observeFirstAudio(provider: string, cached: boolean, seconds: number): void;
  /** A provider call that failed (not one the learner abandoned). */
  providerError(provider: string, operation: string, code: string): void;
  /** Stops listening to the worker pools. */
  close(): void;
}

export function createAppMetrics(deps: { database: Database }): AppMetrics {
  const registry = new Registry();
  // Process figures, among them the event loop's delay (nodejs_eventloop_lag_*), memory and handles.
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'linguacoach_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const requestDuration = new Histogram({
    name: 'linguacoach_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer ending, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const replyFirstToken = new Histogram({
    name: 'linguacoach_reply_first_token_seconds',
    help: "Time from a learner's message to the teacher's first token, by provider.",
    labelNames: ['provider'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const replyDuration = new Histogram({
    name: 'linguacoach_reply_duration_seconds',
    help: "Time from a learner's message to the teacher's whole reply, by provider.",
    labelNames: ['provider'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const speechDuration = new Histogram({
    name: 'linguacoach_speech_duration_seconds',
    help: 'Time a speech provider took for one recognition or synthesis, by operation and provider.',
    labelNames: ['operation', 'provider'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const firstAudio = new Histogram({
    name: 'linguacoach_speech_first_audio_seconds',
    help: "Time from asking for a teacher's clip to its audio being ready to send, by provider and cache.",
    labelNames: ['provider', 'cached'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const providerErrors = new Counter({
    name: 'linguacoach_provider_errors_total',
    help: 'Failed calls to an AI or speech provider, by provider, operation and error code.',
    labelNames: ['provider', 'operation', 'code'] as const,
    registers: [registry],
  });

  // The worker pools, read when scraped; several pools of one module (several apps) are added up.
  const poolFigure = (
    name: string,
    help: string,
    read: (stats: ReturnType<typeof sumPools>[string]) => number,
  ) =>
    new Gauge({
      name,
      help,
      labelNames: ['pool'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const [pool, stats] of Object.entries(sumPools())) this.set({ pool }, read(stats));
      },
    });
  poolFigure('linguacoach_worker_pool_waiting', 'Requests waiting for a worker, by pool.', (s) => s.waiting);
  poolFigure('linguacoach_worker_pool_running', 'Requests a worker is running, by pool.', (s) => s.running);
  poolFigure('linguacoach_worker_pool_workers', 'Worker threads started, by pool.', (s) => s.workers);
  new Counter({
    name: 'linguacoach_worker_pool_requests_total',
    help: 'Requests handed to a worker, by pool.',
    labelNames: ['pool'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [pool, stats] of Object.entries(sumPools())) this.inc({ pool }, stats.posted);
    },
  });
  const poolWait = new Histogram({
    name: 'linguacoach_worker_pool_wait_seconds',
    help: 'Time a request waited in its queue before a worker took it, by pool.',
    labelNames: ['pool'] as const,
    buckets: WAIT_BUCKETS,
    registers: [registry],
  });
  const stopListening = onWorkerPoolWait((pool, seconds) => poolWait.observe({ pool }, seconds));

  const { database } = deps;
  if (database.poolStats) {
    const poolStats = database.poolStats.bind(database);
    new Gauge({
      name: 'linguacoach_db_pool_connections',
      help: "PostgreSQL connections in this instance's pool, by state (in use, idle) and the pool's maximum.",
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: 'in_use' }, stats.total - stats.idle);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'max' }, stats.max);
      },
    });
    new Gauge({
      name: 'linguacoach_db_pool_waiting',
      help: 'Queries waiting for a PostgreSQL connection from the pool.',
      registers: [registry],
      collect() {
        this.set(poolStats().waiting);
      },
    });
  }

  return {
    registry,
    observeRequest(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) });
      requestDuration.observe({ method, route, status_class: `${Math.floor(status / 100)}xx` }, seconds);
    },
    observeReply(provider, firstTokenMs, totalMs) {
      if (firstTokenMs !== null) replyFirstToken.observe({ provider }, firstTokenMs / 1000);
      replyDuration.observe({ provider }, totalMs / 1000);
    },
    observeSpeech(operation, provider, totalMs) {
      speechDuration.observe({ operation, provider }, totalMs / 1000);
    },
    observeFirstAudio(provider, cached, seconds) {
      firstAudio.observe({ provider, cached: String(cached) }, seconds);
    },
    providerError(provider, operation, code) {
      providerErrors.inc({ provider, operation, code });
    },
    close: stopListening,
  };
}

function sumPools() {
  const sums: Record<string, { posted: number; running: number; waiting: number; workers: number }> = {};
  for (const pool of workerPools()) {
    const stats = pool.stats();
    const sum = (sums[pool.name] ??= { posted: 0, running: 0, waiting: 0, workers: 0 });
    sum.posted += stats.posted;
    sum.running += stats.running;
    sum.waiting += stats.waiting;
    sum.workers += stats.workers;
  }
  return sums;
}

/**
 * Serves `GET /metrics` in Prometheus's text format on a port of its own (METRICS_PORT), apart from the
 * public one, so the reverse proxy never exposes it (decision 166). Anything else is a 404.
 */
export async function startMetricsServer(
  metrics: AppMetrics,
  options: { port: number; host: string },
): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => {
        response.writeHead(200, {
          'content-type': metrics.registry.contentType,
          'cache-control': 'no-store',
        });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        response.end(`metrics failed: ${error instanceof Error ? error.message : String(error)}\n`);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
