import { and, asc, eq, sql } from 'drizzle-orm';
import type { LanguageCode } from '../../../shared/domain/languages.ts';
import type { Db } from '../../db/client.ts';
import { messages, practiceSessions } from './practice.table.ts';

/*
 * Reads of a learner's sessions and messages for the notebook, the session reports and the progress
 * charts (decision 101: practice owns these tables; the other features call these functions).
 */

type Rows<T> = { rows: T[] };

/** A teacher message in one of the learner's own sessions, with its session's language; else undefined. */
export async function findLearnerSessionMessage(db: Db, userId: number, messageId: number) {
  const [message] = await db
    .select({ content: messages.content, sender: messages.sender, language: practiceSessions.language })
    .from(messages)
    .innerJoin(practiceSessions, eq(practiceSessions.id, messages.sessionId))
    .where(and(eq(messages.id, messageId), eq(practiceSessions.userId, userId)));
  return message;
}

/** One of the learner's own sessions; undefined for another learner's or a missing one. */
export async function findLearnerSession(db: Db, userId: number, sessionId: number) {
  const [session] = await db
    .select()
    .from(practiceSessions)
    .where(and(eq(practiceSessions.id, sessionId), eq(practiceSessions.userId, userId)));
  return session;
}

/** The learner's messages of a session, oldest first. */
export function learnerMessagesOf(db: Db, sessionId: number) {
  return db
    .select({ content: messages.content, corrections: messages.corrections })
    .from(messages)
    .where(and(eq(messages.sessionId, sessionId), eq(messages.sender, 'user')))
    .orderBy(asc(messages.id));
}

/** The minutes of the learner's ended sessions in `language` started since `since`, per UTC week. */
export async function weeklyMinutes(db: Db, userId: number, language: LanguageCode, since: string) {
  const result = (await db.execute(sql`
    select to_char(date_trunc('week', s.started_at at time zone 'UTC'), 'YYYY-MM-DD') as week,
      sum(s.duration_minutes) as minutes
    from ${practiceSessions} s
    where s.user_id = ${userId} and s.language = ${language} and s.ended_at is not null
      and s.started_at >= ${since}::timestamptz
    group by 1`)) as unknown as Rows<{ week: string; minutes: string | number }>;
  return result.rows;
}
