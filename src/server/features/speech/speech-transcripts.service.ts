import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { LanguageCode } from '../../../shared/domain/languages.ts';
import type { Clock } from '../../core/clock.ts';
import type { Db } from '../../db/client.ts';
import type { Transcript } from '../../integrations/speech/speech-to-text.ts';
import { speakingFacts, speakingSummary, type SpeakingFacts, type SpeakingSummary } from './speaking-rate.ts';
import { speechTranscripts } from './speech.table.ts';

/**
 * The timing facts of server transcriptions (decision 118): kept when the recogniser gave word timings,
 * read back for the learner messages a session's report shows.
 */
export function createSpeechTranscripts(deps: { db: Db; clock: Clock; log: FastifyBaseLogger }) {
  const { db, clock, log } = deps;

  return {
    /**
     * Keeps a transcription's facts when its words are timed. A failed write is logged: the learner
     * still gets the transcript, and the report shows no rate for it.
     */
    async record(userId: number, language: LanguageCode, transcript: Transcript): Promise<void> {
      const facts = transcript.words ? speakingFacts(transcript.words) : null;
      if (!facts || transcript.text.trim() === '') return;
      try {
        await db
          .insert(speechTranscripts)
          .values({ userId, language, text: transcript.text.trim(), ...facts, createdAt: clock.now() });
      } catch (error) {
        log.warn({ err: error }, 'a transcription’s timings were not recorded');
      }
    },

    /**
     * The speaking rate and pauses of a session's learner messages that are transcriptions as the server
     * gave them: same learner and language, same text after trimming, transcribed from `from` to `to`
     * (open-ended while the session is). Each transcription counts for one message at most; a message
     * the learner edited matches none. Null when no message matched.
     */
    async speakingInSession(query: {
      userId: number;
      language: LanguageCode;
      from: Date;
      to: Date | null;
      messages: readonly string[];
    }): Promise<SpeakingSummary | null> {
      if (query.messages.length === 0) return null;
      const rows = await db
        .select()
        .from(speechTranscripts)
        .where(
          and(
            eq(speechTranscripts.userId, query.userId),
            eq(speechTranscripts.language, query.language),
            gte(speechTranscripts.createdAt, query.from),
            query.to ? lte(speechTranscripts.createdAt, query.to) : undefined,
          ),
        )
        .orderBy(asc(speechTranscripts.createdAt), asc(speechTranscripts.id));
      const unused = [...rows];
      const matched: SpeakingFacts[] = [];
      for (const message of query.messages) {
        const index = unused.findIndex((row) => row.text === message.trim());
        if (index === -1) continue;
        matched.push(unused.splice(index, 1)[0]!);
      }
      return speakingSummary(matched);
    },
  };
}
export type SpeechTranscripts = ReturnType<typeof createSpeechTranscripts>;
