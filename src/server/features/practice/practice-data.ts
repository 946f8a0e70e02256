import { and, asc, eq, gt } from 'drizzle-orm';
import { onePage, pagesById, type PersonalRows } from '../../core/personal-data.ts';
import { learnerVocabulary, messages, practiceSessions } from './practice.table.ts';

/** A learner's practice sessions, for their data export (decision 160). */
export const practiceSessionRows: PersonalRows = (db, userId) =>
  pagesById((after, limit) =>
    db
      .select()
      .from(practiceSessions)
      .where(and(eq(practiceSessions.userId, userId), gt(practiceSessions.id, after)))
      .orderBy(asc(practiceSessions.id))
      .limit(limit),
  );

/** Every message of a learner's sessions, theirs and the teacher's, for their data export. */
export const practiceMessageRows: PersonalRows = (db, userId) =>
  pagesById((after, limit) =>
    db
      .select({
        id: messages.id,
        sessionId: messages.sessionId,
        sender: messages.sender,
        content: messages.content,
        corrections: messages.corrections,
        interruptedAt: messages.interruptedAt,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .innerJoin(practiceSessions, eq(practiceSessions.id, messages.sessionId))
      .where(and(eq(practiceSessions.userId, userId), gt(messages.id, after)))
      .orderBy(asc(messages.id))
      .limit(limit),
  );

/**
 * The words a learner has used per language and when first (decision 155), for their data export: one
 * page, as a learner's vocabulary is bounded by the language.
 */
export const learnerVocabularyRows: PersonalRows = (db, userId) =>
  onePage(() =>
    db
      .select({
        language: learnerVocabulary.language,
        word: learnerVocabulary.word,
        firstStartedAt: learnerVocabulary.firstStartedAt,
      })
      .from(learnerVocabulary)
      .where(eq(learnerVocabulary.userId, userId))
      .orderBy(asc(learnerVocabulary.language), asc(learnerVocabulary.firstStartedAt)),
  );
