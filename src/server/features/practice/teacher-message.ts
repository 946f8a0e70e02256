import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { messages, practiceSessions } from './practice.table.ts';

/**
 * A teacher message of one of the learner's sessions, with its session. A learner's own message, or
 * another learner's, answers exactly like a missing one: a 404.
 */
export async function findLearnersTeacherMessage(db: Db, userId: number, messageId: number) {
  const [row] = await db
    .select({ content: messages.content, session: practiceSessions })
    .from(messages)
    .innerJoin(practiceSessions, eq(practiceSessions.id, messages.sessionId))
    .where(and(eq(messages.id, messageId), eq(messages.sender, 'ai'), eq(practiceSessions.userId, userId)));
  if (!row) throw notFound('Message');
  return row;
}
