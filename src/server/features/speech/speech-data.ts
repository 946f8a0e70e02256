import { and, asc, eq, gt, gte, inArray, lte } from 'drizzle-orm';
import type { LanguageCode } from '../../../shared/domain/languages.ts';
import { pagesById, type PersonalRows } from '../../core/personal-data.ts';
import type { Transaction } from '../../core/transaction.ts';
import { speechTranscripts } from './speech.table.ts';

/** The timing facts of a learner's transcriptions, for their data export (decision 160). */
export const speechTranscriptRows: PersonalRows = (db, userId) =>
  pagesById((after, limit) =>
    db
      .select()
      .from(speechTranscripts)
      .where(and(eq(speechTranscripts.userId, userId), gt(speechTranscripts.id, after)))
      .orderBy(asc(speechTranscripts.id))
      .limit(limit),
  );

/**
 * Deletes the transcriptions a deleted session's messages came from: same learner and language, made
 * while the session ran, with a message's text (as `speakingInSession` matches them).
 */
export async function deleteSessionTranscripts(
  tx: Transaction,
  session: { userId: number; language: LanguageCode; from: Date; to: Date; messages: readonly string[] },
) {
  if (session.messages.length === 0) return;
  await tx
    .delete(speechTranscripts)
    .where(
      and(
        eq(speechTranscripts.userId, session.userId),
        eq(speechTranscripts.language, session.language),
        gte(speechTranscripts.createdAt, session.from),
        lte(speechTranscripts.createdAt, session.to),
        inArray(speechTranscripts.text, [...new Set(session.messages)]),
      ),
    );
}
