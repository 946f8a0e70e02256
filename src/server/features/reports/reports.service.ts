import type { SessionReport } from '../../../shared/contracts/notebook.ts';
import { MISTAKE_KINDS, mistakeKind } from '../../../shared/domain/mistake-kind.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { NotebookService } from '../notebook/notebook.service.ts';
import { findLearnerSession, learnerMessagesOf } from '../practice/session-transcripts.ts';
import { sessionNewWords } from '../practice/session-words.ts';
import type { SpeechTranscripts } from '../speech/speech-transcripts.service.ts';

const NEW_WORDS_SHOWN = 50;

/**
 * A session's report, computed from what is stored (decision 113): its messages and their corrections,
 * the cards it added, and the words, counted and indexed as its turns were stored, that no earlier
 * session in the language used (decision 155).
 * The speaking rate and pauses come from the speech feature's transcriptions that became the session's
 * learner messages (decision 118); null when none did.
 */
export function createReportsService(deps: {
  db: Db;
  notebook: Pick<NotebookService, 'cardsFirstSeenIn'>;
  speakingInSession: SpeechTranscripts['speakingInSession'];
}) {
  const { db, notebook } = deps;

  return {
    async getReport(userId: number, sessionId: number): Promise<SessionReport> {
      const session = await findLearnerSession(db, userId, sessionId);
      // Another learner's session answers exactly like a missing one.
      if (!session) throw notFound('Session');
      const [learnerMessages, newCards, newWords] = await Promise.all([
        learnerMessagesOf(db, sessionId),
        notebook.cardsFirstSeenIn(userId, sessionId),
        sessionNewWords(db, sessionId, NEW_WORDS_SHOWN),
      ]);

      const corrections = learnerMessages.flatMap((message) =>
        (message.corrections ?? []).map((correction) => ({
          original: correction.original,
          corrected: correction.corrected,
          explanation: correction.explanation,
          kind: mistakeKind(correction),
        })),
      );
      const speaking = await deps.speakingInSession({
        userId,
        language: session.language,
        from: session.startedAt,
        to: session.endedAt,
        messages: learnerMessages.map((message) => message.content),
      });
      return {
        sessionId: session.id,
        language: session.language,
        mode: session.mode,
        startedAt: session.startedAt.toISOString(),
        endedAt: session.endedAt?.toISOString() ?? null,
        minutes: session.durationMinutes,
        turns: learnerMessages.length,
        words: session.learnerWords,
        mistakes: MISTAKE_KINDS.map((kind) => ({
          kind,
          count: corrections.filter((correction) => correction.kind === kind).length,
        })).filter((entry) => entry.count > 0),
        corrections,
        newCards,
        newWords,
        speakingRate: speaking?.wordsPerMinute ?? null,
        pauses: speaking?.pauses ?? null,
      };
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
