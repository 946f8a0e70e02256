import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Message } from '../../../shared/contracts/practice.ts';
import {
  billedMode,
  billedSessionMinutes,
  countedMinutes,
  minutesUsedThisMonth,
  sessionDurationMinutes,
} from '../../../shared/domain/minutes.ts';
import { sessionScore } from '../../../shared/domain/session-score.ts';
import type { Clock } from '../../core/clock.ts';
import type { Transaction } from '../../core/transaction.ts';
import type { CacheBus } from '../../db/cache-bus.ts';
import type { Db } from '../../db/client.ts';
import { unauthenticated } from '../../errors.ts';
import { addPracticeMinutes, lockLearnerMinutes } from '../users/users.service.ts';
import { createPracticeCache } from './practice-cache.ts';
import { messages, practiceSessions } from './practice.table.ts';

export type SessionRow = typeof practiceSessions.$inferSelect;
type MessageRow = typeof messages.$inferSelect;
/** An open session as the allowance sees it. */
type OpenSession = Pick<SessionRow, 'startedAt' | 'lastActivityAt' | 'audioMs'>;

export const LIMIT_EXCEEDED_MESSAGE = 'Monthly usage limit exceeded. Please upgrade your plan to continue.';
export const SESSION_ENDED_MESSAGE = 'This session has ended. Start a new one to continue.';

/** A session with no activity for this long is closed at its last activity. */
const IDLE_TIMEOUT_MINUTES = 15;

/** How long a learner's stats and session list may be served from memory (decision 006). */
const PRACTICE_CACHE_TTL_MS = 30_000;

/** An open session whose last activity is before this time has gone idle. */
export function idleCutoff(now: Date): Date {
  return new Date(now.getTime() - IDLE_TIMEOUT_MINUTES * 60_000);
}

export function isIdle(session: Pick<SessionRow, 'endedAt' | 'lastActivityAt'>, now: Date): boolean {
  return !session.endedAt && session.lastActivityAt.getTime() < idleCutoff(now).getTime();
}

/** When an open session would end if it were closed now: at its last activity once it went idle. */
export function closingTime(session: Pick<SessionRow, 'lastActivityAt'>, now: Date): Date {
  return isIdle({ endedAt: null, lastActivityAt: session.lastActivityAt }, now)
    ? session.lastActivityAt
    : now;
}

/**
 * What open sessions have run so far, each rounded up and at least its started minute, or the length of
 * the recordings transcribed in it when that is longer (decision 150).
 */
export function openSessionMinutes(sessions: OpenSession[], now: Date): number {
  return sessions.reduce(
    (sum, session) =>
      sum +
      billedSessionMinutes(
        sessionDurationMinutes(session.startedAt, closingTime(session, now), 'chat'),
        session.audioMs,
      ),
    0,
  );
}

export function toMessageDto(row: MessageRow): Message {
  return {
    id: row.id,
    sessionId: row.sessionId,
    sender: row.sender,
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    corrections: row.sender === 'user' ? (row.corrections ?? null) : null,
    // Only a teacher message the learner cut into says where (decision 212).
    ...(row.sender === 'ai' && row.interruptedAt !== null ? { interruptedAt: row.interruptedAt } : {}),
  };
}

/**
 * What the practice services share (decision 103): the idle rule, the learner's cached reads and the
 * writes that forget them, and ending a session exactly once with its minutes.
 */
export function createSessionLedger(deps: { db: Db; clock: Clock; cacheBus: CacheBus }) {
  const { db, clock, cacheBus } = deps;
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
      billedSessionMinutes(
        sessionDurationMinutes(claimed.startedAt, endedAt, billedMode(claimed.mode, learnerMessages.length)),
        claimed.audioMs,
      ),
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

  return {
    /** A learner's cached read, computed by `read` when missing or expired. */
    cached<T>(userId: number, key: string, read: () => Promise<T>): Promise<T> {
      return cache.get(userId, key, read);
    },
    changing,
    lockLearner,
    openSessions,
    finishLocked,
    finish,

    /** Closes this learner's sessions that went quiet, at the time of their last activity. */
    async closeIdleSessions(userId: number) {
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
    },
  };
}

export type SessionLedger = ReturnType<typeof createSessionLedger>;
