import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { systemClock, type Clock } from './core/clock.ts';
import { createLocalCacheBus, createPostgresCacheBus } from './db/cache-bus.ts';
import type { Database } from './db/client.ts';
import { createAdminFiguresService } from './features/admin/admin-figures.service.ts';
import { createAdminRightsService } from './features/admin/admin-rights.service.ts';
import { createAdminUsersService } from './features/admin/admin-users.service.ts';
import { createAuditLog } from './features/admin/audit.service.ts';
import { createAuthService } from './features/auth/auth.service.ts';
import { createFamilyService } from './features/family/family.service.ts';
import { createMemoryService } from './features/memory/memory.service.ts';
import { createCheckoutService } from './features/billing/checkout.service.ts';
import { createCouponService } from './features/billing/coupon.service.ts';
import { createPaymentConfirmationService } from './features/billing/payment-confirmation.service.ts';
import { createPlanActivation } from './features/billing/plan-activation.ts';
import { createSubscriptionService } from './features/billing/subscription.service.ts';
import { createWebhooksService } from './features/billing/webhooks.service.ts';
import { createNotebookService } from './features/notebook/notebook.service.ts';
import { createConversationService } from './features/practice/conversation.service.ts';
import { createPracticeSessionsService } from './features/practice/practice-sessions.service.ts';
import { createPracticeStatsService } from './features/practice/practice-stats.service.ts';
import { createSessionLedger } from './features/practice/session-ledger.ts';
import { createSessionSpeechService } from './features/practice/session-speech.service.ts';
import { createPlacementService } from './features/placement/placement.service.ts';
import { loadCourse, type Course } from './features/lessons/course.ts';
import { createLessonsService } from './features/lessons/lessons.service.ts';
import { createLessonTeacher } from './integrations/ai/lesson-teacher.ts';
import { CONTENT_DIR } from './features/quizzes/quiz-content.ts';
import { createProgressService } from './features/progress/progress.service.ts';
import { createReportsService } from './features/reports/reports.service.ts';
import { createTimingsService } from './features/timings/timings.service.ts';
import { createAdminQuizzesService } from './features/quizzes/admin-quizzes.service.ts';
import type { Random } from './features/quizzes/quiz-draw.ts';
import { createSharedQuizListCache } from './features/quizzes/quiz-list-cache.ts';
import { createQuizzesService } from './features/quizzes/quizzes.service.ts';
import { createSpeechServices, type SpeechDeps } from './features/speech/speaker.ts';
import { createSpeechTranscripts } from './features/speech/speech-transcripts.service.ts';
import { createAiTutor } from './integrations/ai/ai-tutor.ts';
import { createChatModel, type ChatModel } from './integrations/ai/chat-model.ts';
import { createCorrector, type Corrector } from './integrations/ai/corrections/corrector.ts';
import { createGrammarRulesChecker } from './integrations/ai/corrections/grammar-rules.ts';
import { createEnglishGrammarChecker } from './integrations/ai/corrections/english-grammar.ts';
import { createSpellChecker } from './integrations/ai/spell-checker.ts';
import { createOfflinePartner } from './integrations/ai/offline-partner.ts';
import type { Tutor } from './integrations/ai/tutor.ts';
import { instrumentSpeaker, instrumentSpeechToText, instrumentTutor } from './metrics/instrument.ts';
import { createAppMetrics } from './metrics/metrics.ts';
import { createDevIdentityProvider } from './integrations/identity/dev-idp.ts';
import { createInjectFetch } from './integrations/identity/inject-fetch.ts';
import { createOidcRelyingParty, type IdentityProvider } from './integrations/identity/oidc-client.ts';
import { createPaymentProvider } from './integrations/payments/create-payment-provider.ts';
import type { StripeApiEndpoint } from './integrations/payments/stripe-provider.ts';
import { createAccountErasureService } from './features/account/account-erasure.service.ts';
import { createDataExportService } from './features/account/data-export.service.ts';
import { deleteSessionTranscripts } from './features/speech/speech-data.ts';

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
  /** Replaces the offline corrector (tests give it checkers whose engines fail to start). */
  corrector?: Corrector;
  /** Replaces Math.random in the drawing of quiz attempts (tests make draws reproducible). */
  quizRandom?: Random;
  /** Points the Stripe SDK at another API host (tests use a local stand-in of Stripe's API). */
  stripeApi?: StripeApiEndpoint;
  /** Replaces the shipped guided course (tests play a course of their own). */
  course?: Course;
}

let shipped: Course | undefined;
/** The shipped course, read and checked once per process (its files do not change while it runs). */
function shippedCourse(): Course {
  shipped ??= loadCourse(path.join(CONTENT_DIR, 'course'));
  return shipped;
}

/**
 * The composition root: every service and adapter of the app is built here, once, from the
 * configuration and the dependencies tests may replace. `buildApp` hands each feature's routes only the
 * services they call. Whatever holds a worker, a connection or a timer is closed with the app.
 */
export async function composeServices(app: FastifyInstance, deps: AppDependencies) {
  const { config, database } = deps;
  const db = database.db;
  const clock = deps.clock ?? systemClock;
  const onClose = (close: () => Promise<void> | void) => app.addHook('onClose', async () => close());
  // The Prometheus figures (decision 166): measured only when METRICS_PORT asks for them.
  const metrics = config.metrics ? createAppMetrics({ database }) : undefined;
  if (metrics) onClose(() => metrics.close());

  // Several instances on one PostgreSQL hear each other's changes; PGlite is one process by construction.
  const cacheBus =
    database.kind === 'postgres' && database.url
      ? await createPostgresCacheBus({ url: database.url, db, log: app.log })
      : createLocalCacheBus();
  onClose(() => cacheBus.close());

  const auth = createAuthService({ db, config, clock, sessionCacheTtlMs: deps.sessionCacheTtlMs, cacheBus });
  const audit = createAuditLog({ db });
  const identity = await composeIdentity(app, config, deps.identityProvider);

  // The tutor: the AI teacher when a chat model is configured, else the offline partner.
  const chatModel = deps.chatModel ?? (await createChatModel(config.ai));
  // A checker whose worker fails is restarted with a backoff, and messages go on without its check
  // meanwhile; readiness reports it (decision 149).
  const onCheckerFailure = (checker: string) => (error: Error, failures: number) =>
    app.log.error({ err: error, failures }, `${checker} worker failed; restarting after a backoff`);
  const corrector =
    deps.corrector ??
    createCorrector({
      spellChecker: createSpellChecker({ onFailure: onCheckerFailure('spell-check') }),
      englishGrammar: createEnglishGrammarChecker({ onFailure: onCheckerFailure('grammar-check') }),
      grammarRules: createGrammarRulesChecker({ onFailure: onCheckerFailure('grammar-rules') }),
    });
  onClose(() => corrector.close());
  const replyProvider = chatModel ? `ai:${config.ai?.model ?? 'model'}` : 'offline';
  const chosenTutor: Tutor = chatModel
    ? createAiTutor({
        model: chatModel,
        timeoutMs: config.aiTimeoutMs,
        onCorrectionFailure: (error) => app.log.warn({ err: error }, 'corrections unavailable for a message'),
        onFactsFailure: (error) =>
          app.log.warn({ err: error }, 'the teacher could not note what a message says of the learner'),
      })
    : createOfflinePartner({ corrector });
  const tutor = metrics ? instrumentTutor(chosenTutor, metrics, replyProvider) : chosenTutor;
  // The learning loop (decisions 110–119): corrections become notebook cards, turns are timed.
  const notebook = createNotebookService({ db, clock });
  const timings = createTimingsService({ db, clock, log: app.log });
  onClose(() => timings.flush());
  // What the teacher remembers of each learner (decision 209), noted as turns are stored.
  const memory = createMemoryService({ db, clock });
  // Practice, one service per job (decision 103), sharing the ledger that ends sessions exactly once.
  const sessionLedger = createSessionLedger({ db, clock, cacheBus });
  // The guided course (decision 195); its units also give free conversations a theme (decision 200).
  const course = deps.course ?? shippedCourse();
  const practice = {
    sessions: createPracticeSessionsService({
      db,
      clock,
      tutor,
      ledger: sessionLedger,
      course,
      facts: memory.factsFor,
      // A deleted conversation takes the timings of its transcribed speech with it (decision 160).
      hooks: { onSessionDeleted: deleteSessionTranscripts },
    }),
    conversation: createConversationService({
      db,
      clock,
      tutor,
      ledger: sessionLedger,
      course,
      // The lessons service is built below, on these practice services; it is read per turn.
      currentUnit: (userId, language) => lessons.currentUnit(userId, language),
      hooks: {
        onTurnStored: notebook.recordCorrections,
        onFactsNoted: (tx, learner, facts) =>
          memory.remember(tx, learner, facts, tutor.kind === 'ai' ? 'ai' : 'partner'),
        onReplyTimed: ({ userId, firstTokenMs, totalMs }) => {
          metrics?.observeReply(replyProvider, firstTokenMs, totalMs);
          timings.record({ userId, kind: 'reply', provider: replyProvider, firstTokenMs, totalMs });
        },
      },
    }),
    stats: createPracticeStatsService({ db, clock, ledger: sessionLedger }),
  };
  // Speech belongs to an open session within the allowance (decision 150).
  const sessionSpeech = createSessionSpeechService({ db, clock, ledger: sessionLedger });
  // Transcriptions with word timings give the reports a speaking rate (decision 118).
  const transcripts = createSpeechTranscripts({ db, clock, log: app.log });
  const reports = createReportsService({
    db,
    notebook,
    speakingInSession: transcripts.speakingInSession,
  });
  const progress = createProgressService({ db, clock, notebook });

  const paymentProvider = await createPaymentProvider(config, { clock, stripeApi: deps.stripeApi });
  const coupons = createCouponService({ db, clock, audit, provider: paymentProvider });
  // Lapsed coupon holds end on a timer too, so a stale checkout is not payable at the provider for
  // longer than a sweep's interval past its 30 minutes (decision 178). Every instance sweeps; a sweep
  // changes only pending checkouts, so two at once end each one once.
  const holdSweep = setInterval(() => {
    coupons
      .sweepLapsedHolds()
      .catch((error: unknown) =>
        app.log.warn({ err: error }, 'lapsed coupon holds could not be swept; the next sweep tries again'),
      );
  }, HOLD_SWEEP_INTERVAL_MS);
  holdSweep.unref();
  onClose(() => clearInterval(holdSweep));
  // Billing, one service per job (decision 103); plans change only through the plan activation.
  const planActivation = createPlanActivation({
    db,
    clock,
    auth,
    provider: paymentProvider,
    coupons,
    log: app.log,
  });
  const billing = {
    checkout: createCheckoutService({ db, clock, provider: paymentProvider, coupons, log: app.log }),
    confirmation: createPaymentConfirmationService({
      db,
      provider: paymentProvider,
      planActivation,
      log: app.log,
    }),
    subscriptions: createSubscriptionService({
      db,
      clock,
      auth,
      provider: paymentProvider,
      planActivation,
      log: app.log,
    }),
    webhooks: createWebhooksService({ db, clock, provider: paymentProvider, planActivation }),
  };

  // The learner's data rights (decision 160): their data as an archive, their account's deletion.
  const account = {
    dataExport: createDataExportService({ db, clock, appName: config.appName, log: app.log }),
    erasure: createAccountErasureService({ db, auth, provider: paymentProvider }),
  };

  const quizListCache = createSharedQuizListCache(cacheBus);
  const quizzes = createQuizzesService({
    db,
    clock,
    listCache: quizListCache,
    cacheBus,
    ...(deps.quizRandom ? { random: deps.quizRandom } : {}),
  });
  // Child profiles and kid mode (decision 208): each child plays kids lessons as its own player.
  const family = createFamilyService({ db, clock, auth, quizzes });
  const adminQuizzes = createAdminQuizzesService({ db, clock, audit, chatModel, listCache: quizListCache });
  const admin = {
    figures: createAdminFiguresService({ db, clock }),
    users: createAdminUsersService({ db, clock, auth, audit, ownerEmails: config.adminEmails }),
    rights: createAdminRightsService({ db, clock, auth, audit }),
  };

  const placement = createPlacementService({ db, clock });
  // The guided course (decision 195): its lessons answer through the practice sessions, so they count
  // minutes, make notebook cards and appear in reports like any practice.
  const lessons = createLessonsService({
    db,
    clock,
    course,
    sessions: practice.sessions,
    conversation: practice.conversation,
    notebook,
    corrector,
    teacher: chatModel ? createLessonTeacher({ model: chatModel, timeoutMs: config.aiTimeoutMs }) : undefined,
    onTeacherFailure: (error) =>
      app.log.warn({ err: error }, 'the AI teacher did not answer a role-play line'),
    forgetUser: auth.forgetUser,
  });

  const speech = await createSpeechServices(config, deps.speech);
  onClose(() => speech.speaker.close());
  const sttProvider = `stt:${config.stt?.model ?? 'model'}`;
  const speaker = metrics ? instrumentSpeaker(speech.speaker, metrics) : speech.speaker;
  const speechToText =
    metrics && speech.speechToText
      ? instrumentSpeechToText(speech.speechToText, metrics, sttProvider)
      : speech.speechToText;
  const onSpeechTimed = ({ userId, kind, totalMs }: SpeechTiming) => {
    const provider = kind === 'synthesis' ? speech.speaker.provider : sttProvider;
    metrics?.observeSpeech(kind, provider, totalMs);
    timings.record({ userId, kind, provider, firstTokenMs: null, totalMs });
  };

  return {
    config,
    database,
    metrics,
    clock,
    cacheBus,
    corrector,
    auth,
    identity,
    practice,
    paymentProvider,
    coupons,
    billing,
    account,
    quizzes,
    family,
    memory,
    adminQuizzes,
    admin,
    placement,
    lessons,
    speechToText,
    speaker,
    sessionSpeech,
    onSpeechTimed,
    transcripts,
    notebook,
    reports,
    progress,
    timings,
  };
}

/** How long one recognition or one synthesis (not a cached clip) took (decision 116). */
interface SpeechTiming {
  userId: number;
  kind: 'recognition' | 'synthesis';
  totalMs: number;
}

/** How often lapsed coupon holds are swept (decision 178). */
const HOLD_SWEEP_INTERVAL_MS = 5 * 60_000;

export type Services = Awaited<ReturnType<typeof composeServices>>;

/**
 * The identity provider: a test's stand-in, else the configured OIDC issuer, else (development) the
 * embedded provider, whose routes `buildApp` registers with the features.
 */
async function composeIdentity(app: FastifyInstance, config: Config, replacement?: IdentityProvider) {
  const redirectUri = `${config.publicUrl}/api/auth/callback`;
  if (config.identity.kind === 'development') {
    const devIdp = await createDevIdentityProvider({ publicUrl: config.publicUrl, redirectUri });
    const provider =
      replacement ??
      createOidcRelyingParty({
        issuer: devIdp.issuer,
        clientId: devIdp.clientId,
        clientSecret: devIdp.clientSecret,
        redirectUri,
        allowInsecureRequests: true,
        // The provider lives in this process: answer its protocol calls without a network hop.
        fetch: createInjectFetch(app),
        prompt: 'login',
      });
    return { provider, devIdp };
  }
  const provider =
    replacement ??
    (config.identity.kind === 'oidc'
      ? createOidcRelyingParty({
          issuer: config.identity.issuer,
          clientId: config.identity.clientId,
          clientSecret: config.identity.clientSecret,
          redirectUri,
          prompt: 'select_account',
        })
      : undefined);
  if (!provider) throw new Error('No identity provider configured');
  return { provider, devIdp: undefined };
}
