import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Config } from './config.ts';
import { createLocalCacheBus, createPostgresCacheBus } from './db/cache-bus.ts';
import type { Database } from './db/client.ts';
import { AppError } from './errors.ts';
import type { ChatModel } from './integrations/ai/chat-model.ts';
import { createAuditLog } from './features/admin/audit.service.ts';
import { registerAdminRoutes } from './features/admin/admin.routes.ts';
import { registerAuthRoutes } from './features/auth/auth.routes.ts';
import { registerBillingRoutes } from './features/billing/billing.routes.ts';
import type { FeatureDeps } from './features/feature-deps.ts';
import { createNotebookService } from './features/notebook/notebook.service.ts';
import { registerNotebookRoutes } from './features/notebook/notebook.routes.ts';
import { registerPracticeRoutes } from './features/practice/practice.routes.ts';
import { registerProgressRoutes } from './features/progress/progress.routes.ts';
import { registerReportsRoutes } from './features/reports/reports.routes.ts';
import { createTimingsService } from './features/timings/timings.service.ts';
import { registerTimingsRoutes } from './features/timings/timings.routes.ts';
import type { Random } from './features/quizzes/quiz-draw.ts';
import { registerQuizzesRoutes } from './features/quizzes/quizzes.routes.ts';
import { createSpeechServices, type SpeechDeps } from './features/speech/speaker.ts';
import { registerSpeechRoutes } from './features/speech/speech.routes.ts';
import { createChatModel } from './integrations/ai/chat-model.ts';
import { createAuthService, systemClock, type Clock } from './features/auth/auth.service.ts';
import { registerHealthRoutes } from './features/health/health.routes.ts';
import { createDevIdentityProvider } from './integrations/identity/dev-idp.ts';
import { createOidcRelyingParty, type IdentityProvider } from './integrations/identity/oidc-client.ts';
import { createInjectFetch } from './integrations/identity/inject-fetch.ts';
import type { StripeApiEndpoint } from './integrations/payments/stripe-provider.ts';
import { declareAccessForScope, registerAccessControl, type RegisteredRoute } from './plugins/access.ts';
import { registerErrorHandling, sendError } from './plugins/errors.ts';
import { registerInputTextCheck } from './plugins/input-text.ts';
import { registerOriginCheck } from './plugins/origin-check.ts';
import { createResponseSerializerCompiler } from './plugins/response-serializer.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerRateLimiting } from './plugins/rate-limit.ts';
import { registerSpa } from './plugins/spa.ts';
import { createOpenStreams, type OpenStreams } from './plugins/open-streams.ts';

export interface AppDependencies {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Replaces the identity provider chosen from the configuration (tests use a local stand-in). */
  identityProvider?: IdentityProvider;
  /** Directory of the built web app; the SPA is not served when it does not exist. */
  webRoot?: string;
  logger?: boolean | object;
  /** How long a resolved session may be served from memory (tests that edit users directly pass 0). */
  sessionCacheTtlMs?: number;
  /** Replaces the AI chat model chosen from the configuration. */
  chatModel?: ChatModel;
  /** Replaces the speech providers chosen from the configuration. */
  speech?: SpeechDeps;
  /** Replaces Math.random in the drawing of quiz attempts (tests make draws reproducible). */
  quizRandom?: Random;
  /** Points the Stripe SDK at another API host (tests use a local stand-in of Stripe's API). */
  stripeApi?: StripeApiEndpoint;
}

export type App = FastifyInstance;

/** TRUST_PROXY as Fastify takes it: a hop count trusts the socket address and that many more hops. */
function toTrustProxy(
  setting: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting === false ? false : [...setting];
}

const REQUEST_ID_PATTERN = /^[\w.-]{1,64}$/;

/**
 * Builds the application in three visible stages: external plugins, app plugins, features.
 * Everything it needs arrives through `deps`, so tests swap databases and providers freely.
 */
export async function buildApp(deps: AppDependencies): Promise<App> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
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

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler({ checkContracts: config.env === 'test' }));
  // Mutations accept JSON or multipart only (a CSRF defence): no text/plain parser.
  app.removeContentTypeParser('text/plain');
  app.addHook('onClose', async () => {
    await database.close();
  });
  const openStreams = createOpenStreams();
  app.decorate('openStreams', openStreams);
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    throw new AppError('UNAVAILABLE', 'The server is restarting. Please try again in a moment.');
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
  registerErrorHandling(app);
  // Several instances on one PostgreSQL hear each other's changes; PGlite is one process by construction.
  const cacheBus =
    database.kind === 'postgres' && database.url
      ? await createPostgresCacheBus({ url: database.url, db: database.db, log: app.log })
      : createLocalCacheBus();
  app.addHook('onClose', async () => cacheBus.close());
  registerInputTextCheck(app);
  const auth = createAuthService({
    db: database.db,
    config,
    clock,
    sessionCacheTtlMs: deps.sessionCacheTtlMs,
    cacheBus,
  });
  const access = registerAccessControl(app, {
    resolveUser: auth.resolveUser,
    peekUser: auth.peekUser,
    cookieName: config.session.cookieName,
  });
  app.decorate('listRoutes', access.listRoutes);
  registerOriginCheck(app, config);

  // --- Stage 3: features -----------------------------------------------------------------------
  const redirectUri = `${config.publicUrl}/api/auth/callback`;
  let identityProvider = deps.identityProvider;
  if (config.identity.kind === 'development') {
    const devIdp = await createDevIdentityProvider({ publicUrl: config.publicUrl, redirectUri });
    await devIdp.register(app);
    identityProvider ??= createOidcRelyingParty({
      issuer: devIdp.issuer,
      clientId: devIdp.clientId,
      clientSecret: devIdp.clientSecret,
      redirectUri,
      allowInsecureRequests: true,
      // The provider lives in this process: answer its protocol calls without a network hop.
      fetch: createInjectFetch(app),
      prompt: 'login',
    });
  }
  identityProvider ??=
    config.identity.kind === 'oidc'
      ? createOidcRelyingParty({
          issuer: config.identity.issuer,
          clientId: config.identity.clientId,
          clientSecret: config.identity.clientSecret,
          redirectUri,
          prompt: 'select_account',
        })
      : undefined;
  if (!identityProvider) throw new Error('No identity provider configured');

  const features: FeatureDeps = {
    config,
    db: database.db,
    clock,
    auth,
    audit: createAuditLog({ db: database.db }),
    chatModel: deps.chatModel ?? createChatModel(config.ai),
    rateLimiting,
    cacheBus,
  };
  const speech = createSpeechServices(config, deps.speech);
  app.addHook('onClose', async () => speech.speaker.close());
  await app.register(async (scope) =>
    registerHealthRoutes(scope, { database, checkRedis: rateLimiting.checkRedis }),
  );
  await app.register(async (scope) => registerAuthRoutes(scope, { config, auth, identityProvider }));
  // The learning loop (decisions 110–119): corrections become notebook cards, turns are timed.
  const notebook = createNotebookService({ db: database.db, clock });
  const timings = createTimingsService({ db: database.db, clock, log: app.log });
  app.addHook('onClose', async () => timings.flush());
  const replyProvider = features.chatModel ? `ai:${config.ai?.model ?? 'model'}` : 'offline';
  await app.register(async (scope) =>
    registerPracticeRoutes(scope, features, {
      onTurnStored: notebook.recordCorrections,
      onReplyTimed: ({ userId, firstTokenMs, totalMs }) =>
        timings.record({ userId, kind: 'reply', provider: replyProvider, firstTokenMs, totalMs }),
    }),
  );
  await app.register(async (scope) => registerNotebookRoutes(scope, { notebook }));
  await app.register(async (scope) => registerReportsRoutes(scope, { db: database.db }));
  await app.register(async (scope) => registerProgressRoutes(scope, { db: database.db, clock }));
  await app.register(async (scope) => registerTimingsRoutes(scope, { timings }));
  await app.register(async (scope) =>
    registerQuizzesRoutes(scope, {
      ...features,
      speaker: speech.speaker,
      ...(deps.quizRandom ? { random: deps.quizRandom } : {}),
    }),
  );
  await app.register(async (scope) => registerBillingRoutes(scope, features, { stripeApi: deps.stripeApi }));
  await app.register(async (scope) => registerAdminRoutes(scope, features));
  await app.register(async (scope) =>
    registerSpeechRoutes(scope, {
      ...features,
      speech,
      onSpeechTimed: ({ userId, kind, totalMs }) =>
        timings.record({
          userId,
          kind,
          provider: kind === 'synthesis' ? speech.speaker.provider : `stt:${config.stt?.model ?? 'model'}`,
          firstTokenMs: null,
          totalMs,
        }),
    }),
  );

  await registerSpa(app, { config, webRoot: deps.webRoot });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every registered route with its declared access (tests enumerate it). */
    listRoutes(): RegisteredRoute[];
    /** Streamed replies in progress, so a stopping server can end them with an error event. */
    openStreams: OpenStreams;
  }
}
