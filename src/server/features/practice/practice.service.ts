import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type {
  Correction,
  Message,
  Session,
  StartSessionBody,
  UserStats,
} from '../../../shared/contracts/practice.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../../../shared/domain/languages.ts';
import {
  billedMode,
  canContinueSession,
  canStartSession,
  countedMinutes,
  minutesUsedThisMonth,
  monthlyAllowance,
  sessionDurationMinutes,
} from '../../../shared/domain/minutes.ts';
import { sessionScore } from '../../../shared/domain/session-score.ts';
import { currentStreak } from '../../../shared/domain/streak.ts';
import { TEACHERS } from '../../../shared/domain/teachers.ts';
import { isPracticeTopic, type PracticeTopic } from '../../../shared/domain/topics.ts';
import type { CacheBus } from '../../db/cache-bus.ts';
import type { Clock } from '../../core/clock.ts';
import type { CurrentUser } from '../../core/current-user.ts';
import type { Transaction } from '../../core/transaction.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound, unauthenticated } from '../../errors.ts';
import { HISTORY_WINDOW } from '../../integrations/ai/ai-tutor.ts';
import { createPracticeCache } from './practice-cache.ts';
import type { Tutor, TutorTurn } from '../../integrations/ai/tutor.ts';
import { dueItemsSql } from '../notebook/due-items.ts';
import { passedLevelSql, passedLevelsJsonSql } from '../quizzes/passed-levels.ts';
import {
  addPracticeMinutes,
  findLearnerCounters,
  learnerMinutesJsonSql,
  lockLearnerMinutes,
} from '../users/users.service.ts';
import { messages, practiceSessions } from './practice.table.ts';

type SessionRow = typeof practiceSessions.$inferSelect;
interface StatsRow {
  total_sessions: string | number;
  has_idle_session: boolean;
  practice_times: string[];
  passed_levels: { language: string; level: number }[];
}
interface PreparedTurn {
  session: SessionRow;
  turn: TutorTurn;
}
type MessageRow = typeof messages.$inferSelect;
type HistoryMessage = TutorTurn['history'][number];
/** An open session as the allowance sees it. */
type OpenSession = Pick<SessionRow, 'startedAt' | 'lastActivityAt'>;

/** How many distinct corrections from earlier sessions the AI teacher is given to revisit. */
const RECENT_CORRECTIONS = 8;

/**
 * What other features do with a turn: the notebook turns its corrections into cards in the transaction
 * that stores it, and the turn timings record how long the teacher took.
 */
/** A learner message as stored: whose, where, when, and what needed correcting. */
export interface StoredTurn {
  userId: number;
  sessionId: number;
  language: LanguageCode;
  at: Date;
  corrections: Correction[] | null;
}

export interface PracticeHooks {
  onTurnStored?(tx: Transaction, turn: StoredTurn): Promise<void>;
  onReplyTimed?(timing: {
    userId: number;
    tutor: Tutor['kind'];
    firstTokenMs: number | null;
    totalMs: number;
  }): void;
}

/** A session with no activity for this long is closed at its last activity. */
const IDLE_TIMEOUT_MINUTES = 15;

/** An open session whose last activity is before this time has gone idle. */
function idleCutoff(now: Date): Date {
  return new Date(now.getTime() - IDLE_TIMEOUT_MINUTES * 60_000);
}

function isIdle(session: Pick<SessionRow, 'endedAt' | 'lastActivityAt'>, now: Date): boolean {
  return !session.endedAt && session.lastActivityAt.getTime() < idleCutoff(now).getTime();
}

/** When an open session would end if it were closed now: at its last activity once it went idle. */
function closingTime(session: Pick<SessionRow, 'lastActivityAt'>, now: Date): Date {
  return isIdle({ endedAt: null, lastActivityAt: session.lastActivityAt }, now)
    ? session.lastActivityAt
    : now;
}

/** What open sessions have run so far, each rounded up and at least its started minute. */
function openSessionMinutes(sessions: OpenSession[], now: Date): number {
  return sessions.reduce(
    (sum, session) => sum + sessionDurationMinutes(session.startedAt, closingTime(session, now), 'chat'),
    0,
  );
}
const LIMIT_EXCEEDED_MESSAGE = 'Monthly usage limit exceeded. Please upgrade your plan to continue.';
const SESSION_ENDED_MESSAGE = 'This session has ended. Start a new one to continue.';
const STREAK_LOOKBACK_DAYS = 400;

/** How long a learner's stats and session list may be served from memory (decision 006). */
const PRACTICE_CACHE_TTL_MS = 30_000;

export function createPracticeService(deps: {
  db: Db;
  clock: Clock;
  tutor: Tutor;
  cacheBus: CacheBus;
  hooks?: PracticeHooks;
}) {
  const { db, clock, tutor, cacheBus, hooks = {} } = deps;
  const cache = createPracticeCache({
    ttlMs: PRACTICE_CACHE_TTL_MS,
    now: () => clock.now().getTime(),
  });
  // Practice writes here or on another instance, and plan, admin and quiz changes anywhere, reach the
  // learner's cached stats at once.
  cacheBus.subscribe({
    onEvent(event) {
      if (event.type === 'practice' || event.type === 'user') cache.forgetUser(event.userId);
    },
    onResync: () => cache.clear(),
  });
  // One round trip for a session, its learner's minutes and the conversation so far — the time to the
  // teacher's first token starts with it — prepared once, so PostgreSQL parses and plans it once per
  // connection and the SQL text is not rebuilt for every message.
  // drizzle writes a lone table's columns unqualified; the correlated subqueries below (and those other
  // features provide) need the session's columns qualified.
  const sessionColumn = (name: string) => sql`${practiceSessions}.${sql.identifier(name)}`;
  const turnContextQuery = db
    .select({
      session: practiceSessions,
      minutes: learnerMinutesJsonSql(sessionColumn('user_id')),
      history: sql<HistoryMessage[]>`coalesce((
        select json_agg(json_build_object('sender', recent.sender, 'content', recent.content) order by recent.id)
        from (select m.id, m.sender, m.content from ${messages} m
              where m.session_id = ${sessionColumn('id')}
              order by m.id desc limit ${sql.raw(String(HISTORY_WINDOW))}) recent), '[]'::json)`,
      learnerTurn: sql<number>`(select count(*) from ${messages} m
        where m.session_id = ${sessionColumn('id')} and m.sender = 'user')`.mapWith(Number),
      openSessions: sql<{ startedAt: string; lastActivityAt: string }[]>`coalesce((
        select json_agg(json_build_object('startedAt', o.started_at, 'lastActivityAt', o.last_activity_at))
        from ${practiceSessions} o
        where o.user_id = ${sessionColumn('user_id')} and o.ended_at is null), '[]'::json)`,
      // The highest passed adult level quiz in the session's language picks the teacher's material.
      passedLevel: passedLevelSql(sessionColumn('user_id'), sessionColumn('language')),
      // The learner's last mistakes in this language, from earlier sessions, for the AI teacher to revisit.
      recentCorrections: sql<Correction[]>`coalesce((
        select json_agg(latest.correction order by latest.id desc) from (
          select * from (
            select distinct on (lower(c.value->>'original'), lower(c.value->>'corrected')) c.value as correction, m.id
            from (select m.id, m.corrections from messages m join practice_sessions earlier on earlier.id = m.session_id
                  where earlier.user_id = ${sessionColumn('user_id')} and earlier.language = ${sessionColumn('language')}
                    and earlier.id <> ${sessionColumn('id')} and m.sender = 'user'
                    and jsonb_typeof(m.corrections) = 'array' and jsonb_array_length(m.corrections) > 0
                  order by m.id desc limit 200) m
            cross join lateral jsonb_array_elements(m.corrections) c
            order by lower(c.value->>'original'), lower(c.value->>'corrected'), m.id desc) distinct_corrections
          order by id desc limit ${sql.raw(String(RECENT_CORRECTIONS))}) latest), '[]'::json)`,
      // Up to 3 of the learner's notebook cards due now in this language, for the teacher (decision 117).
      dueItems: dueItemsSql(sessionColumn('user_id'), sessionColumn('language'), sql.placeholder('now')),
    })
    .from(practiceSessions)
    .where(
      and(
        eq(practiceSessions.id, sql.placeholder('sessionId')),
        eq(practiceSessions.userId, sql.placeholder('userId')),
      ),
    )
    .prepare('practice_turn_context');

  function toSessionDto(row: SessionRow): Session {
    return {
      id: row.id,
      language: row.language,
      topic: row.topic,
      mode: row.mode,
      startedAt: row.startedAt.toISOString(),
      endedAt: row.endedAt?.toISOString() ?? null,
      duration: row.durationMinutes,
      score: row.score,
      tutor: tutor.kind,
    };
  }

  function toMessageDto(row: MessageRow): Message {
    return {
      id: row.id,
      sessionId: row.sessionId,
      sender: row.sender,
      content: row.content,
      timestamp: row.createdAt.toISOString(),
      corrections: row.sender === 'user' ? (row.corrections ?? null) : null,
    };
  }

  /**
   * Runs a write that changes what a learner's cached reads show, forgetting them before and after (on
   * every instance): a read that started while the write was in flight must not keep the old figures.
   */
  async function changing<T>(userId: number, write: () => Promise<T>): Promise<T> {
    cache.forgetUser(userId);
    try {
      return await write();
    } finally {
      cacheBus.publish({ type: 'practice', userId });
    }
  }

  /**
   * Locks the learner's row for the rest of the transaction and reads their minutes. Every decision that
   * reads the minutes and then writes (starting a session, ending one) takes this lock first, so they
   * happen one at a time per learner, on every instance sharing the database.
   */
  async function lockLearner(tx: Transaction, userId: number) {
    const row = await lockLearnerMinutes(tx, userId);
    if (!row) throw unauthenticated();
    return row;
  }

  function openSessions(tx: Transaction, userId: number) {
    return tx
      .select()
      .from(practiceSessions)
      .where(and(eq(practiceSessions.userId, userId), isNull(practiceSessions.endedAt)));
  }

  /**
   * Ends a session exactly once, inside a transaction holding the learner's lock: the UPDATE claims it
   * only while it is still open, so concurrent or repeated calls add its minutes a single time, and
   * never past the allowance (decision 065).
   */
  async function finishLocked(
    tx: Transaction,
    userId: number,
    sessionId: number,
    endedAt: Date,
  ): Promise<SessionRow | undefined> {
    const learner = await lockLearner(tx, userId);
    const [claimed] = await tx
      .update(practiceSessions)
      .set({ endedAt })
      .where(
        and(
          eq(practiceSessions.id, sessionId),
          eq(practiceSessions.userId, userId),
          isNull(practiceSessions.endedAt),
        ),
      )
      .returning();
    if (!claimed) return undefined;
    const learnerMessages = await tx
      .select({ corrections: messages.corrections })
      .from(messages)
      .where(and(eq(messages.sessionId, sessionId), eq(messages.sender, 'user')));
    const stillOpen = await openSessions(tx, userId);
    const duration = countedMinutes(
      sessionDurationMinutes(claimed.startedAt, endedAt, billedMode(claimed.mode, learnerMessages.length)),
      {
        usedMinutes: minutesUsedThisMonth(learner, endedAt),
        otherOpenSessions: stillOpen.length,
        plan: learner.plan,
      },
    );
    const scored = learnerMessages.flatMap((message) =>
      message.corrections ? [message.corrections.length] : [],
    );
    const [ended] = await tx
      .update(practiceSessions)
      .set({ durationMinutes: duration, score: sessionScore(scored) })
      .where(eq(practiceSessions.id, sessionId))
      .returning();
    await addPracticeMinutes(tx, userId, duration, endedAt);
    return ended;
  }

  function finish(userId: number, sessionId: number, endedAt: Date): Promise<SessionRow | undefined> {
    return changing(userId, () => db.transaction((tx) => finishLocked(tx, userId, sessionId, endedAt)));
  }

  /** Closes this learner's sessions that went quiet, at the time of their last activity. */
  async function closeIdleSessions(userId: number) {
    const idle = await db
      .select({ id: practiceSessions.id, lastActivityAt: practiceSessions.lastActivityAt })
      .from(practiceSessions)
      .where(
        and(
          eq(practiceSessions.userId, userId),
          isNull(practiceSessions.endedAt),
          lt(practiceSessions.lastActivityAt, idleCutoff(clock.now())),
        ),
      );
    for (const session of idle) await finish(userId, session.id, session.lastActivityAt);
  }

  async function getOwnedSession(userId: number, sessionId: number): Promise<SessionRow> {
    const [row] = await db
      .select()
      .from(practiceSessions)
      .where(and(eq(practiceSessions.id, sessionId), eq(practiceSessions.userId, userId)));
    // Another learner's session answers exactly like a missing one.
    if (!row) throw notFound('Session');
    return row;
  }

  return {
    async startSession(
      user: CurrentUser,
      body: StartSessionBody & { mode: Session['mode'] },
    ): Promise<Session> {
      const topic: PracticeTopic | null = isPracticeTopic(body.topic) ? body.topic : null;
      const now = clock.now();
      return changing(user.id, () =>
        db.transaction(async (tx) => {
          await lockLearner(tx, user.id);
          // One open session per mode: a new one ends the previous (and any that went idle) first, so
          // their minutes count before the allowance is checked. A refusal rolls all of it back.
          const running: SessionRow[] = [];
          for (const open of await openSessions(tx, user.id)) {
            if (open.mode === body.mode || isIdle(open, now)) {
              await finishLocked(tx, user.id, open.id, closingTime(open, now));
            } else {
              running.push(open);
            }
          }
          // Read again: the sessions just ended changed the minutes (the lock is already held).
          const learner = await lockLearner(tx, user.id);
          const used = minutesUsedThisMonth(learner, now);
          if (!canStartSession(used, openSessionMinutes(running, now), learner.plan))
            throw new AppError('LIMIT_EXCEEDED', LIMIT_EXCEEDED_MESSAGE);
          const [session] = await tx
            .insert(practiceSessions)
            .values({
              userId: user.id,
              language: body.language,
              topic,
              mode: body.mode,
              level: body.level ?? 1,
              startedAt: now,
              lastActivityAt: now,
            })
            .returning();
          await tx.insert(messages).values({
            sessionId: session!.id,
            sender: 'ai',
            content: tutor.greet({ language: body.language, topic }),
            createdAt: now,
          });
          return toSessionDto(session!);
        }),
      );
    },

    async endSession(userId: number, sessionId: number): Promise<Session> {
      const session = await getOwnedSession(userId, sessionId);
      if (session.endedAt) return toSessionDto(session);
      const ended = await finish(userId, sessionId, closingTime(session, clock.now()));
      return toSessionDto(ended ?? (await getOwnedSession(userId, sessionId)));
    },

    listSessions(userId: number, limit: number): Promise<Session[]> {
      return cache.get(userId, `sessions:${limit}`, () => readSessions(userId, limit));
    },

    async getSession(userId: number, sessionId: number): Promise<Session> {
      return toSessionDto(await getOwnedSession(userId, sessionId));
    },

    async listMessages(userId: number, sessionId: number): Promise<Message[]> {
      await getOwnedSession(userId, sessionId);
      const rows = await db
        .select()
        .from(messages)
        .where(eq(messages.sessionId, sessionId))
        .orderBy(asc(messages.id));
      return rows.map(toMessageDto);
    },

    /**
     * Checks everything that can refuse a message before any reply is produced, so refusals are plain
     * 4xx answers even on the streaming route.
     */
    async prepareTurn(user: CurrentUser, sessionId: number, learnerMessage: string): Promise<PreparedTurn> {
      const [row] = await turnContextQuery.execute({
        sessionId,
        userId: user.id,
        now: clock.now().toISOString(),
      });
      // Another learner's session answers exactly like a missing one.
      if (!row) throw notFound('Session');
      const { session } = row;
      const now = clock.now();
      if (isIdle(session, now)) {
        await finish(user.id, session.id, session.lastActivityAt);
        throw new AppError('CONFLICT', 'This session ended after a long pause. Start a new one to continue.');
      }
      if (session.endedAt) throw new AppError('CONFLICT', SESSION_ENDED_MESSAGE);
      // A session whose learner is gone has no minutes to read: it answers like a missing one.
      if (!row.minutes) throw notFound('Session');
      const used = minutesUsedThisMonth(row.minutes, now);
      const running = openSessionMinutes(
        row.openSessions.map((open) => ({
          startedAt: new Date(open.startedAt),
          lastActivityAt: new Date(open.lastActivityAt),
        })),
        now,
      );
      if (!canContinueSession(used, running, row.minutes.plan))
        throw new AppError('LIMIT_EXCEEDED', LIMIT_EXCEEDED_MESSAGE);
      return {
        session,
        turn: {
          teacher: TEACHERS[session.language],
          language: session.language,
          level: session.level,
          topic: isPracticeTopic(session.topic) ? session.topic : null,
          passedLevel: row.passedLevel,
          recentCorrections: row.recentCorrections,
          dueItems: row.dueItems,
          history: row.history,
          learnerTurn: row.learnerTurn,
          learnerMessage,
          learnerId: session.userId,
          interfaceLanguage: user.interfaceLanguage ?? 'en',
        },
      };
    },

    /**
     * Asks the teacher, then stores the learner message and the reply together — or nothing at all: a
     * session that ended while the reply was being written (by the learner, by idleness or by a newer
     * session) keeps nothing of it.
     */
    async completeTurn(
      prepared: PreparedTurn,
      options: { signal: AbortSignal; onDelta(text: string): void },
    ) {
      const started = performance.now();
      let firstTokenMs: number | null = null;
      const reply = await tutor.respond(prepared.turn, {
        signal: options.signal,
        onDelta(text) {
          firstTokenMs ??= Math.round(performance.now() - started);
          options.onDelta(text);
        },
      });
      options.signal.throwIfAborted();
      const sentAt = clock.now();
      const { userId, id: sessionId, language } = prepared.session;
      hooks.onReplyTimed?.({
        userId,
        tutor: tutor.kind,
        firstTokenMs,
        totalMs: Math.round(performance.now() - started),
      });
      return changing(prepared.session.userId, () =>
        db.transaction(async (tx) => {
          const [open] = await tx
            .update(practiceSessions)
            .set({ lastActivityAt: sentAt })
            .where(and(eq(practiceSessions.id, prepared.session.id), isNull(practiceSessions.endedAt)))
            .returning({ id: practiceSessions.id });
          if (!open) throw new AppError('CONFLICT', SESSION_ENDED_MESSAGE);
          const [learner] = await tx
            .insert(messages)
            .values({
              sessionId: prepared.session.id,
              sender: 'user',
              content: prepared.turn.learnerMessage,
              corrections: reply.corrections,
              createdAt: sentAt,
            })
            .returning();
          await hooks.onTurnStored?.(tx, {
            userId,
            sessionId,
            language,
            at: sentAt,
            corrections: reply.corrections,
          });
          const [teacher] = await tx
            .insert(messages)
            .values({
              sessionId: prepared.session.id,
              sender: 'ai',
              content: reply.reply,
              createdAt: clock.now(),
            })
            .returning();
          return { userMessage: toMessageDto(learner!), message: toMessageDto(teacher!) };
        }),
      );
    },

    getStats(user: CurrentUser): Promise<UserStats> {
      return cache.get(user.id, 'stats', () => readStats(user));
    },
  };

  async function readStats(user: CurrentUser): Promise<UserStats> {
    let snapshot = await readStatsSnapshot(user.id);
    if (snapshot?.hasIdleSession) {
      await closeIdleSessions(user.id);
      snapshot = await readStatsSnapshot(user.id);
    }
    const now = clock.now();
    const levels = new Map<string, number>(
      (snapshot?.passedLevels ?? []).map((row) => [row.language, row.level]),
    );
    const plan = snapshot?.plan ?? user.plan;
    return {
      totalSessions: snapshot?.totalSessions ?? 0,
      progress: LANGUAGE_CODES.map((language) => ({
        language,
        progress: Math.round((Math.min(levels.get(language) ?? 0, 5) / 5) * 100),
      })),
      monthlyMinutesUsed: snapshot ? minutesUsedThisMonth(snapshot, now) : 0,
      monthlyMinutesLimit: monthlyAllowance(plan),
      totalMinutesUsed: snapshot?.totalMinutesUsed ?? 0,
      currentStreak: currentStreak(
        (snapshot?.practiceTimes ?? []).map((time) => new Date(time)),
        now,
        snapshot?.timeZone ?? 'UTC',
      ),
      plan,
    };
  }

  async function readSessions(userId: number, limit: number): Promise<Session[]> {
    const select = () =>
      db
        .select()
        .from(practiceSessions)
        .where(eq(practiceSessions.userId, userId))
        .orderBy(desc(practiceSessions.startedAt), desc(practiceSessions.id))
        .limit(limit);
    const rows = await select();
    // Close sessions that went quiet only when the list shows one: no extra query otherwise.
    const now = clock.now();
    const idle = rows.filter((row) => isIdle(row, now));
    if (idle.length === 0) return rows.map(toSessionDto);
    for (const row of idle) await finish(userId, row.id, row.lastActivityAt);
    return (await select()).map(toSessionDto);
  }

  /**
   * Everything the stats need in one round trip: counters, session count, recent practice times, the
   * highest passed adult quiz level per language (docs/product.md#minutes), and whether an idle session
   * awaits closing. Written out in SQL: drizzle leaves column names unqualified inside correlated subqueries.
   */
  async function readStatsSnapshot(userId: number) {
    const now = clock.now();
    const since = new Date(now.getTime() - STREAK_LOOKBACK_DAYS * 86_400_000);
    const idleSince = idleCutoff(now);
    // Both drivers (pg and PGlite) answer execute() with { rows }.
    const [counters, result] = await Promise.all([
      findLearnerCounters(db, userId),
      db.execute(sql`
      select
        (select count(*) from practice_sessions s where s.user_id = ${userId}) as total_sessions,
        exists(select 1 from practice_sessions s
               where s.user_id = ${userId} and s.ended_at is null and s.last_activity_at < ${idleSince.toISOString()}::timestamptz)
          as has_idle_session,
        coalesce((select json_agg(recent.started_at order by recent.started_at desc)
                  from (select s.started_at from practice_sessions s
                        where s.user_id = ${userId} and s.started_at >= ${since.toISOString()}::timestamptz
                        order by s.started_at desc limit 2000) recent), '[]'::json) as practice_times,
        ${passedLevelsJsonSql(userId)} as passed_levels`) as unknown as Promise<{ rows: StatsRow[] }>,
    ]);
    const row = result.rows[0];
    if (!counters || !row) return undefined;
    return {
      plan: counters.plan,
      minutesMonth: counters.minutesMonth,
      monthlyMinutesUsed: counters.monthlyMinutesUsed,
      totalMinutesUsed: counters.totalMinutesUsed,
      timeZone: counters.timeZone,
      totalSessions: Number(row.total_sessions),
      hasIdleSession: row.has_idle_session,
      practiceTimes: row.practice_times,
      passedLevels: row.passed_levels,
    };
  }
}

export type PracticeService = ReturnType<typeof createPracticeService>;
