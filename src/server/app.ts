import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import { composeServices, type AppDependencies } from './composition.ts';
import type { Config } from './config.ts';
import { createStorageState } from './db/unavailable.ts';
import { AppError } from './errors.ts';
import { registerAccountRoutes } from './features/account/account.routes.ts';
import { registerFamilyRoutes } from './features/family/family.routes.ts';
import { registerMemoryRoutes } from './features/memory/memory.routes.ts';
import { registerAdminRoutes } from './features/admin/admin.routes.ts';
import { registerAuthRoutes } from './features/auth/auth.routes.ts';
import { registerBillingRoutes } from './features/billing/billing.routes.ts';
import { registerNotebookRoutes } from './features/notebook/notebook.routes.ts';
import { registerProgressRoutes } from './features/progress/progress.routes.ts';
import { registerReportsRoutes } from './features/reports/reports.routes.ts';
import { registerHealthRoutes } from './features/health/health.routes.ts';
import { registerPlacementRoutes } from './features/placement/placement.routes.ts';
import { registerLessonsRoutes } from './features/lessons/lessons.routes.ts';
import { registerPracticeRoutes } from './features/practice/practice.routes.ts';
import { registerQuizzesRoutes } from './features/quizzes/quizzes.routes.ts';
import { registerSpeechRoutes } from './features/speech/speech.routes.ts';
import { declareAccessForScope, registerAccessControl, type RegisteredRoute } from './plugins/access.ts';
import { registerErrorHandling, sendError } from './plugins/errors.ts';
import { registerInputTextCheck } from './plugins/input-text.ts';
import { registerOriginCheck } from './plugins/origin-check.ts';
import { createResponseSerializerCompiler } from './plugins/response-serializer.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerRateLimiting } from './plugins/rate-limit.ts';
import { registerSpa } from './plugins/spa.ts';
import type { AppMetrics } from './metrics/metrics.ts';
import {
  createOpenStreams,
  createPendingReplies,
  type OpenStreams,
  type PendingReplies,
} from './plugins/open-streams.ts';

export type { AppDependencies } from './composition.ts';

export type App = FastifyInstance;

/** TRUST_PROXY as Fastify takes it: a hop count trusts the socket address and that many more hops. */
function toTrustProxy(
  setting: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting === false ? false : [...setting];
}

/**
 * One client address may hold this many open connections at most; its further connections are closed as
 * they arrive, so one client holding idle sockets cannot use up everyone's share of `maxConnections`
 * (decision 173).
 */
function limitConnectionsPerAddress(app: FastifyInstance, limit: number) {
  const open = new Map<string, number>();
  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > limit) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

const REQUEST_ID_PATTERN = /^[\w.-]{1,64}$/;

/**
 * Builds the application in three visible stages: external plugins, app plugins, features.
 * Everything it needs arrives through `deps`, so tests swap databases and providers freely.
 */
export async function buildApp(deps: AppDependencies): Promise<App> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    trustProxy: toTrustProxy(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    // Slow or silent clients cannot hold sockets open (decision 052).
    requestTimeout: config.http.requestTimeoutMs,
    connectionTimeout: config.http.idleTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    http: { headersTimeout: config.http.headersTimeoutMs, connectionsCheckingInterval: 1000 },
    // Requests arriving while the server stops get the one error shape (the hook below), not Fastify's.
    return503OnClosing: false,
    // A URL the router cannot decode (a stray "%") is refused in the one error shape too.
    frameworkErrors: (_error, _request, reply) => {
      void sendError(
        reply.header('cache-control', 'no-store'),
        'BAD_REQUEST',
        'The request URL is not valid',
      );
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.server.maxConnections = config.http.maxConnections;
  limitConnectionsPerAddress(app, config.http.maxConnectionsPerAddress);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler({ checkContracts: config.env === 'test' }));
  // Mutations accept JSON or multipart only (a CSRF defence): no text/plain parser.
  app.removeContentTypeParser('text/plain');
  app.addHook('onClose', async () => {
    await database.close();
  });
  const openStreams = createOpenStreams();
  app.decorate('openStreams', openStreams);
  const pendingReplies = createPendingReplies();
  app.decorate('pendingReplies', pendingReplies);
  app.decorate('answerPending', (code: 'UNAVAILABLE', message: string) =>
    pendingReplies.answerAll((reply) => void sendError(reply, code, message)),
  );
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', (request, reply, done) => {
    pendingReplies.track(reply);
    // A body announced larger than the route accepts is refused before a byte of it is read, whatever
    // its content type (the multipart parser would otherwise read it).
    const length = Number(request.headers['content-length']);
    if (length > request.routeOptions.bodyLimit)
      return done(
        new AppError(
          'PAYLOAD_TOO_LARGE',
          `The request body is larger than the ${request.routeOptions.bodyLimit} bytes this endpoint accepts`,
        ),
      );
    if (!closing) return done();
    reply.header('connection', 'close');
    done(new AppError('UNAVAILABLE', 'The server is restarting. Please try again in a moment.'));
  });

  // --- Stage 1: external plugins ---------------------------------------------------------------
  await app.register(fastifyCookie, { secret: config.session.secret });
  registerSecurityHeaders(app, config);
  const rateLimiting = await registerRateLimiting(app, config);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${config.appName} API`, version: '1.0.0', description: 'The API behind the web app.' },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: config.session.cookieName } },
      },
    },
    transform: jsonSchemaTransform,
    hideUntagged: false,
  });
  await app.register(async (docs) => {
    declareAccessForScope(docs, 'public', { hideFromDocs: true });
    docs.get('/api/openapi.json', { schema: { hide: true } }, async () => docs.swagger());
    await docs.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  });

  // --- Stage 2: app plugins --------------------------------------------------------------------
  const storage = createStorageState();
  registerErrorHandling(app, { storage });
  registerInputTextCheck(app);
  // Every service and adapter, built once (src/server/composition.ts).
  const services = await composeServices(app, deps);
  const { auth, metrics } = services;
  app.decorate('metrics', metrics);
  if (metrics) {
    // Every answer, by its route's pattern (a URL no route matched counts as `unmatched`).
    app.addHook('onResponse', (request, reply, done) => {
      metrics.observeRequest(
        request.method,
        request.routeOptions.url ?? 'unmatched',
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
      done();
    });
  }
  const access = registerAccessControl(app, {
    resolveUser: auth.resolveUser,
    peekUser: auth.peekUser,
    cookieName: config.session.cookieName,
    invalidTokensPerMinute: config.invalidSessionsPerMinute,
  });
  app.decorate('listRoutes', access.listRoutes);
  registerOriginCheck(app, config);

  // --- Stage 3: features, each given only the services it calls -------------------------------
  await services.identity.devIdp?.register(app);
  // Once the server listens, the checkers' workers load their engines in the background, so a learner's
  // first message does not wait for them (decision 201). `inject` never listens: tests start them on use.
  app.addHook('onListen', async () => {
    void services.corrector.warmUp();
  });
  const { messagesPerMinute } = config;
  await app.register(async (scope) =>
    registerHealthRoutes(scope, {
      database,
      storage,
      checkRedis: rateLimiting.checkRedis,
      checkWorkers: () => services.corrector.health(),
    }),
  );
  await app.register(async (scope) =>
    registerAuthRoutes(scope, { config, auth, identityProvider: services.identity.provider }),
  );
  await app.register(async (scope) =>
    registerPracticeRoutes(scope, { practice: services.practice, messagesPerMinute }),
  );
  // The learning loop (decisions 110–119): the notebook and its review, reports, progress.
  await app.register(async (scope) => registerNotebookRoutes(scope, { notebook: services.notebook }));
  await app.register(async (scope) => registerReportsRoutes(scope, { reports: services.reports }));
  await app.register(async (scope) => registerProgressRoutes(scope, { progress: services.progress }));
  await app.register(async (scope) =>
    registerLessonsRoutes(scope, { lessons: services.lessons, speaker: services.speaker }),
  );
  await app.register(async (scope) =>
    registerPlacementRoutes(scope, {
      placement: services.placement,
      speaker: services.speaker,
      forgetUser: auth.forgetUser,
    }),
  );
  await app.register(async (scope) =>
    registerQuizzesRoutes(scope, {
      quizzes: services.quizzes,
      speaker: services.speaker,
      forgetUser: auth.forgetUser,
      keepCard: (userId, card) => services.notebook.addQuizItemCard(userId, card),
    }),
  );
  await app.register(async (scope) =>
    registerBillingRoutes(scope, {
      billing: services.billing,
      coupons: services.coupons,
      provider: services.paymentProvider,
      stripePublishableKey: config.stripe?.publishableKey ?? null,
    }),
  );
  await app.register(async (scope) => registerAccountRoutes(scope, { config, account: services.account }));
  await app.register(async (scope) =>
    registerFamilyRoutes(scope, { config, family: services.family, auth: services.auth }),
  );
  await app.register(async (scope) => registerMemoryRoutes(scope, { memory: services.memory }));
  await app.register(async (scope) =>
    registerAdminRoutes(scope, {
      admin: services.admin,
      adminQuizzes: services.adminQuizzes,
      coupons: services.coupons,
      timings: services.timings,
      clock: services.clock,
    }),
  );
  await app.register(async (scope) =>
    registerSpeechRoutes(scope, {
      speechToText: services.speechToText,
      speaker: services.speaker,
      sessionSpeech: services.sessionSpeech,
      messagesPerMinute,
      onSpeechTimed: services.onSpeechTimed,
      transcripts: services.transcripts,
    }),
  );

  await registerSpa(app, { config, webRoot: deps.webRoot, userOnPage: auth.toUserDto });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every registered route with its declared access (tests enumerate it). */
    listRoutes(): RegisteredRoute[];
    /** Streamed replies in progress, so a stopping server can end them with an error event. */
    openStreams: OpenStreams;
    /** The Prometheus figures, when METRICS_PORT is set (main.ts serves them on that port). */
    metrics: AppMetrics | undefined;
    /** Replies not sent yet, so a stopping server can answer them instead of cutting them. */
    pendingReplies: PendingReplies;
    /** Answers every reply that has sent nothing yet with this error; how many it answered. */
    answerPending(code: 'UNAVAILABLE', message: string): number;
  }
}
