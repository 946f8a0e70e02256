import { and, eq, isNull, sql } from 'drizzle-orm';
import type { LanguageCode } from '../../../shared/domain/languages.ts';
import {
  billedSessionMinutes,
  canContinueSession,
  minutesUsedThisMonth,
  sessionDurationMinutes,
} from '../../../shared/domain/minutes.ts';
import { practiceSentenceFrom } from '../../../shared/domain/pronunciation.ts';
import type { Clock } from '../../core/clock.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { findLearnerCounters } from '../users/users.service.ts';
import { practiceSessions } from './practice.table.ts';
import { findLearnersTeacherMessage } from './teacher-message.ts';
import {
  isIdle,
  LIMIT_EXCEEDED_MESSAGE,
  openSessionMinutes,
  SESSION_ENDED_MESSAGE,
  type SessionLedger,
  type SessionRow,
} from './session-ledger.ts';

const IDLE_ENDED_MESSAGE = 'This session ended after a long pause. Start a new one to continue.';

/** What a spoken teacher message says: all of it, or the sentence the learner practises aloud. */
export type SpokenPart = 'message' | 'practice-sentence';

/**
 * Speech inside the allowance (decision 150): a recording is transcribed, and the teacher's voice spoken,
 * only for an open session of the learner with minutes left. A recording's length is charged to its
 * session before the recogniser is asked, under the learner's lock, so parallel uploads cannot together
 * pass the allowance; the session is billed the longer of its time and its recordings.
 */
export function createSessionSpeechService(deps: { db: Db; clock: Clock; ledger: SessionLedger }) {
  const { db, clock, ledger } = deps;

  /** Refuses a session that is not open: ended, or gone idle (then it is ended now, at its last activity). */
  async function assertOpen(session: SessionRow, now: Date) {
    if (session.endedAt) throw new AppError('CONFLICT', SESSION_ENDED_MESSAGE);
    if (isIdle(session, now)) {
      await ledger.finish(session.userId, session.id, session.lastActivityAt);
      throw new AppError('CONFLICT', IDLE_ENDED_MESSAGE);
    }
  }

  /** Refuses when this month's minutes and the learner's open sessions so far leave nothing. */
  async function assertMinutesLeft(userId: number, now: Date) {
    const learner = await findLearnerCounters(db, userId);
    if (!learner) throw notFound('Session');
    const open = await db
      .select()
      .from(practiceSessions)
      .where(and(eq(practiceSessions.userId, userId), isNull(practiceSessions.endedAt)));
    const used = minutesUsedThisMonth(learner, now);
    if (!canContinueSession(used, openSessionMinutes(open, now), learner.plan))
      throw new AppError('LIMIT_EXCEEDED', LIMIT_EXCEEDED_MESSAGE);
  }

  async function ownedSession(userId: number, sessionId: number): Promise<SessionRow> {
    const [session] = await db
      .select()
      .from(practiceSessions)
      .where(and(eq(practiceSessions.id, sessionId), eq(practiceSessions.userId, userId)));
    // Another learner's session answers exactly like a missing one.
    if (!session) throw notFound('Session');
    return session;
  }

  return {
    /**
     * Charges a recording of `audioMs` to the learner's open session, or refuses it (404, 409, 403
     * LIMIT_EXCEEDED) before any recogniser is asked. Answers the session's language, and a refund for
     * when the recogniser fails.
     */
    async chargeRecording(
      userId: number,
      sessionId: number,
      audioMs: number,
    ): Promise<{ language: LanguageCode; refund(): Promise<void> }> {
      const now = clock.now();
      const session = await ownedSession(userId, sessionId);
      await assertOpen(session, now);
      const language = await db.transaction(async (tx) => {
        // One decision at a time per learner: every start, end and charge takes this lock first.
        const learner = await ledger.lockLearner(tx, userId);
        const open = await ledger.openSessions(tx, userId);
        const current = open.find((row) => row.id === sessionId);
        // Ended (by the learner, a newer session or idleness) since it was read.
        if (!current) throw new AppError('CONFLICT', SESSION_ENDED_MESSAGE);
        const others = openSessionMinutes(
          open.filter((row) => row.id !== sessionId),
          now,
        );
        const mine = billedSessionMinutes(
          sessionDurationMinutes(current.startedAt, now, 'chat'),
          current.audioMs + audioMs,
        );
        if (!canContinueSession(minutesUsedThisMonth(learner, now), others + mine, learner.plan))
          throw new AppError('LIMIT_EXCEEDED', LIMIT_EXCEEDED_MESSAGE);
        await tx
          .update(practiceSessions)
          .set({ audioMs: sql`${practiceSessions.audioMs} + ${audioMs}`, lastActivityAt: now })
          .where(and(eq(practiceSessions.id, sessionId), isNull(practiceSessions.endedAt)));
        return current.language;
      });
      return {
        language,
        // A recording the recogniser could not transcribe is not charged (unless the session ended since).
        async refund() {
          await db
            .update(practiceSessions)
            .set({ audioMs: sql`greatest(0, ${practiceSessions.audioMs} - ${audioMs})` })
            .where(and(eq(practiceSessions.id, sessionId), isNull(practiceSessions.endedAt)));
        },
      };
    },

    /**
     * The session a sentence of a reply still being written is spoken for: the learner's own, open, with
     * minutes left. Answers its language.
     */
    async replySession(userId: number, sessionId: number): Promise<{ language: LanguageCode }> {
      const now = clock.now();
      const session = await ownedSession(userId, sessionId);
      await assertOpen(session, now);
      await assertMinutesLeft(userId, now);
      return { language: session.language };
    },

    /**
     * A teacher message of the learner's open session with minutes left, as it is spoken: the whole
     * message or its practice sentence, in the session's language.
     */
    async teacherMessage(
      userId: number,
      messageId: number,
      part: SpokenPart,
    ): Promise<{ text: string; language: LanguageCode }> {
      const row = await findLearnersTeacherMessage(db, userId, messageId);
      const now = clock.now();
      await assertOpen(row.session, now);
      await assertMinutesLeft(userId, now);
      const text = part === 'practice-sentence' ? practiceSentenceFrom(row.content) : row.content;
      return { text, language: row.session.language };
    },
  };
}

export type SessionSpeechService = ReturnType<typeof createSessionSpeechService>;
