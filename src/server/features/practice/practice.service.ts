import { and, asc, count, desc, eq, gte, isNull, lt, max, sql } from 'drizzle-orm';
import type { Message, Session, StartSessionBody, UserStats } from '../../../shared/contracts/practice.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../../../shared/domain/languages.ts';
import {
  canContinueSession,
  canStartSession,
  minutesUsedThisMonth,
  monthKey,
  monthlyAllowance,
  sessionDurationMinutes,
} from '../../../shared/domain/minutes.ts';
import { sessionScore } from '../../../shared/domain/session-score.ts';
import { currentStreak } from '../../../shared/domain/streak.ts';
import { TEACHERS } from '../../../shared/domain/teachers.ts';
import { isPracticeTopic, type PracticeTopic } from '../../../shared/domain/topics.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { HISTORY_WINDOW } from '../../integrations/ai/ai-tutor.ts';
import type { Tutor, TutorTurn } from '../../integrations/ai/tutor.ts';
import type { Clock, CurrentUser } from '../auth/auth.service.ts';
import { quizResults, quizzes } from '../quizzes/quizzes.table.ts';
import { users } from '../users/users.table.ts';
import { messages, practiceSessions } from './practice.table.ts';

type SessionRow = typeof practiceSessions.$inferSelect;
interface PreparedTurn {
  session: SessionRow;
  turn: TutorTurn;
}
type MessageRow = typeof messages.$inferSelect;

/** A session with no activity for this long is closed at its last activity. */
export const IDLE_TIMEOUT_MINUTES = 15;
export const LIMIT_EXCEEDED_MESSAGE = 'Monthly usage limit exceeded. Please upgrade your plan to continue.';
const STREAK_LOOKBACK_DAYS = 400;

export function createPracticeService(deps: { db: Db; clock: Clock; tutor: Tutor }) {
  const { db, clock, tutor } = deps;

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

  async function minutesUsed(userId: number): Promise<{ used: number; plan: CurrentUser['plan'] }> {
    const [row] = await db
      .select({
        plan: users.plan,
        minutesMonth: users.minutesMonth,
        monthlyMinutesUsed: users.monthlyMinutesUsed,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
    return { used: minutesUsedThisMonth(row, clock.now()), plan: row.plan };
  }

  /**
   * Ends a session exactly once: the UPDATE claims it only while it is still open, so concurrent or
   * repeated calls add its minutes to the learner's counters a single time.
   */
  async function finish(userId: number, sessionId: number, endedAt: Date): Promise<SessionRow | undefined> {
    return db.transaction(async (tx) => {
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
      const duration = sessionDurationMinutes(claimed.startedAt, endedAt, claimed.mode);
      const learnerMessages = await tx
        .select({ corrections: messages.corrections })
        .from(messages)
        .where(and(eq(messages.sessionId, sessionId), eq(messages.sender, 'user')));
      const scored = learnerMessages.flatMap((message) =>
        message.corrections ? [message.corrections.length] : [],
      );
      const [ended] = await tx
        .update(practiceSessions)
        .set({ durationMinutes: duration, score: sessionScore(scored) })
        .where(eq(practiceSessions.id, sessionId))
        .returning();
      const month = monthKey(endedAt);
      await tx
        .update(users)
        .set({
          monthlyMinutesUsed: sql`case when ${users.minutesMonth} = ${month} then ${users.monthlyMinutesUsed} + ${duration} else ${duration} end`,
          minutesMonth: month,
          totalMinutesUsed: sql`${users.totalMinutesUsed} + ${duration}`,
        })
        .where(eq(users.id, userId));
      return ended;
    });
  }

  /** Closes this learner's sessions that went quiet, at the time of their last activity. */
  async function closeIdleSessions(userId: number) {
    const cutoff = new Date(clock.now().getTime() - IDLE_TIMEOUT_MINUTES * 60_000);
    const idle = await db
      .select({ id: practiceSessions.id, lastActivityAt: practiceSessions.lastActivityAt })
      .from(practiceSessions)
      .where(
        and(
          eq(practiceSessions.userId, userId),
          isNull(practiceSessions.endedAt),
          lt(practiceSessions.lastActivityAt, cutoff),
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
    if (!row) throw new AppError('NOT_FOUND', 'Session not found');
    return row;
  }

  return {
    tutorKind: tutor.kind,
    closeIdleSessions,

    async startSession(
      user: CurrentUser,
      body: StartSessionBody & { mode: Session['mode'] },
    ): Promise<Session> {
      await closeIdleSessions(user.id);
      const { used, plan } = await minutesUsed(user.id);
      if (!canStartSession(used, plan)) throw new AppError('LIMIT_EXCEEDED', LIMIT_EXCEEDED_MESSAGE);
      const topic: PracticeTopic | null = isPracticeTopic(body.topic) ? body.topic : null;
      const now = clock.now();
      return db.transaction(async (tx) => {
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
      });
    },

    async endSession(userId: number, sessionId: number): Promise<Session> {
      const session = await getOwnedSession(userId, sessionId);
      if (session.endedAt) return toSessionDto(session);
      const ended = await finish(userId, sessionId, clock.now());
      return toSessionDto(ended ?? (await getOwnedSession(userId, sessionId)));
    },

    async listSessions(userId: number, limit: number): Promise<Session[]> {
      await closeIdleSessions(userId);
      const rows = await db
        .select()
        .from(practiceSessions)
        .where(eq(practiceSessions.userId, userId))
        .orderBy(desc(practiceSessions.startedAt), desc(practiceSessions.id))
        .limit(limit);
      return rows.map(toSessionDto);
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
      const session = await getOwnedSession(user.id, sessionId);
      const now = clock.now();
      if (
        !session.endedAt &&
        now.getTime() - session.lastActivityAt.getTime() > IDLE_TIMEOUT_MINUTES * 60_000
      ) {
        await finish(user.id, session.id, session.lastActivityAt);
        throw new AppError('CONFLICT', 'This session ended after a long pause. Start a new one to continue.');
      }
      if (session.endedAt)
        throw new AppError('CONFLICT', 'This session has ended. Start a new one to continue.');
      const { used, plan } = await minutesUsed(user.id);
      const running = sessionDurationMinutes(session.startedAt, now, 'chat');
      if (!canContinueSession(used, running, plan))
        throw new AppError('LIMIT_EXCEEDED', LIMIT_EXCEEDED_MESSAGE);
      const recent = await db
        .select({ sender: messages.sender, content: messages.content })
        .from(messages)
        .where(eq(messages.sessionId, session.id))
        .orderBy(desc(messages.id))
        .limit(HISTORY_WINDOW);
      const [learnerCount] = await db
        .select({ value: count() })
        .from(messages)
        .where(and(eq(messages.sessionId, session.id), eq(messages.sender, 'user')));
      return {
        session,
        turn: {
          teacher: TEACHERS[session.language],
          language: session.language,
          level: session.level,
          topic: isPracticeTopic(session.topic) ? session.topic : null,
          history: recent.reverse(),
          learnerTurn: learnerCount?.value ?? 0,
          learnerMessage,
        },
      };
    },

    /** Asks the teacher, then stores the learner message and the reply together — or nothing at all. */
    async completeTurn(
      prepared: PreparedTurn,
      options: { signal: AbortSignal; onDelta(text: string): void },
    ) {
      const reply = await tutor.respond(prepared.turn, options);
      options.signal.throwIfAborted();
      const sentAt = clock.now();
      return db.transaction(async (tx) => {
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
        const [teacher] = await tx
          .insert(messages)
          .values({
            sessionId: prepared.session.id,
            sender: 'ai',
            content: reply.reply,
            createdAt: clock.now(),
          })
          .returning();
        await tx
          .update(practiceSessions)
          .set({ lastActivityAt: clock.now() })
          .where(eq(practiceSessions.id, prepared.session.id));
        return { userMessage: toMessageDto(learner!), message: toMessageDto(teacher!) };
      });
    },

    async getStats(user: CurrentUser): Promise<UserStats> {
      await closeIdleSessions(user.id);
      const now = clock.now();
      const [counters] = await db
        .select({
          plan: users.plan,
          minutesMonth: users.minutesMonth,
          monthlyMinutesUsed: users.monthlyMinutesUsed,
          totalMinutesUsed: users.totalMinutesUsed,
          timeZone: users.timeZone,
        })
        .from(users)
        .where(eq(users.id, user.id));
      const [sessionCount] = await db
        .select({ value: count() })
        .from(practiceSessions)
        .where(eq(practiceSessions.userId, user.id));
      const since = new Date(now.getTime() - STREAK_LOOKBACK_DAYS * 86_400_000);
      const practiceTimes = await db
        .select({ startedAt: practiceSessions.startedAt })
        .from(practiceSessions)
        .where(and(eq(practiceSessions.userId, user.id), gte(practiceSessions.startedAt, since)));
      // Decision D13: a language's progress is the highest passed adult quiz level out of 5.
      const passed = await db
        .select({ language: quizzes.language, level: max(quizzes.level) })
        .from(quizResults)
        .innerJoin(quizzes, eq(quizzes.id, quizResults.quizId))
        .where(
          and(eq(quizResults.userId, user.id), eq(quizResults.passed, true), eq(quizzes.isKidsQuiz, false)),
        )
        .groupBy(quizzes.language);
      const levels = new Map<LanguageCode, number>(passed.map((row) => [row.language, row.level ?? 0]));
      const plan = counters?.plan ?? user.plan;
      return {
        totalSessions: sessionCount?.value ?? 0,
        progress: LANGUAGE_CODES.map((language) => ({
          language,
          progress: Math.round((Math.min(levels.get(language) ?? 0, 5) / 5) * 100),
        })),
        monthlyMinutesUsed: counters ? minutesUsedThisMonth(counters, now) : 0,
        monthlyMinutesLimit: monthlyAllowance(plan),
        totalMinutesUsed: counters?.totalMinutesUsed ?? 0,
        currentStreak: currentStreak(
          practiceTimes.map((row) => row.startedAt),
          now,
          counters?.timeZone ?? 'UTC',
        ),
        plan,
      };
    },
  };
}

export type PracticeService = ReturnType<typeof createPracticeService>;
