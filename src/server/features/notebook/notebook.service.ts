import { and, asc, count, desc, eq, ilike, lt, or, sql } from 'drizzle-orm';
import type {
  AddOwnCardBody,
  CardListQuery,
  CardListResponse,
  DueCardsResponse,
  DueSummaryResponse,
  MistakeCard,
  ReviewAnswerResponse,
  ReviewPrompt,
} from '../../../shared/contracts/notebook.ts';
import type { Correction } from '../../../shared/contracts/practice.ts';
import { normalizeAnswer } from '../../../shared/domain/drill-answer.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../../../shared/domain/languages.ts';
import { mistakeKind } from '../../../shared/domain/mistake-kind.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { escapeLikePattern } from '../users/users.service.ts';
import type { Clock } from '../../core/clock.ts';
import type { Executor } from '../../core/transaction.ts';
import type { StoredTurn } from '../practice/conversation.service.ts';
import { findLearnerSessionMessage } from '../practice/session-transcripts.ts';
import { mistakeCards, reviewLogs } from './notebook.table.ts';
import { gradeReviewAnswer, markedSentence } from './review-grade.ts';
import { newSchedule, ratingValue, reschedule, stateName, type RatingName } from './scheduler.ts';

type CardRow = typeof mistakeCards.$inferSelect;

/** How many due cards one review page holds. */
export const REVIEW_BATCH = 20;
/** The gap an own card's sentence shows in place of the kept phrase. */
const GAP = '___';

/** The same mistake made again has the same key: case, spacing and surrounding punctuation aside. */
function mistakeKey(original: string, corrected: string): string {
  return `${normalizeAnswer(original)} → ${normalizeAnswer(corrected)}`;
}

/**
 * A correction the review can test: one whose corrected form differs from the learner's words by more
 * than capitals and punctuation, which grading ignores (decision 110).
 */
function isReviewable(correction: Correction): boolean {
  return (
    normalizeAnswer(correction.corrected) !== '' &&
    mistakeKind(correction) !== 'capitals' &&
    normalizeAnswer(correction.original) !== ''
  );
}

export function toCardDto(row: CardRow): MistakeCard {
  return {
    id: row.id,
    language: row.language,
    kind: row.kind,
    original: row.original,
    corrected: row.corrected,
    explanation: row.explanation,
    occurrences: row.occurrences,
    firstSeenAt: row.firstSeenAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    due: row.due.toISOString(),
    state: stateName(row.state),
    reps: row.reps,
    lapses: row.lapses,
  };
}

function toPrompt(
  row: Pick<CardRow, 'id' | 'language' | 'kind' | 'original' | 'sentence' | 'occurrences' | 'state'>,
) {
  return {
    id: row.id,
    language: row.language,
    kind: row.kind,
    prompt: row.original,
    sentence: row.kind === 'correction' ? markedSentence(row.sentence, row.original) : null,
    occurrences: row.occurrences,
    state: stateName(row.state),
  } satisfies ReviewPrompt;
}

/** The end of the learner's calendar day, in their time zone, computed by the database. */
function endOfLocalDay(now: Date, timeZone: string) {
  return sql`((date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${timeZone}) + interval '1 day') at time zone ${timeZone})`;
}

/** The sentence of a teacher message that holds the phrase, with the phrase left out. */
function sentenceWithGap(content: string, phrase: string): string | undefined {
  const lowerPhrase = phrase.normalize('NFC').toLocaleLowerCase();
  for (const sentence of content.normalize('NFC').split(/(?<=[.!?…])\s+/)) {
    const at = sentence.toLocaleLowerCase().indexOf(lowerPhrase);
    if (at >= 0) return `${sentence.slice(0, at)}${GAP}${sentence.slice(at + phrase.length)}`.trim();
  }
  return undefined;
}

export function createNotebookService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function getOwnedCard(executor: Executor, userId: number, cardId: number, lock = false) {
    const query = executor
      .select()
      .from(mistakeCards)
      .where(and(eq(mistakeCards.id, cardId), eq(mistakeCards.userId, userId)));
    const [row] = lock ? await query.for('update') : await query;
    // Another learner's card answers exactly like a missing one.
    if (!row) throw notFound('Card');
    return row;
  }

  /** Inserts cards, or counts one more occurrence of a card with the same key. */
  async function upsertCards(
    executor: Executor,
    values: (typeof mistakeCards.$inferInsert)[],
  ): Promise<CardRow[]> {
    if (values.length === 0) return [];
    return executor
      .insert(mistakeCards)
      .values(values)
      .onConflictDoUpdate({
        target: [mistakeCards.userId, mistakeCards.language, mistakeCards.mistakeKey],
        set: {
          occurrences: sql`${mistakeCards.occurrences} + excluded.occurrences`,
          lastSeenAt: sql`excluded.last_seen_at`,
          explanation: sql`excluded.explanation`,
        },
      })
      .returning();
  }

  return {
    /**
     * Turns the corrections of one learner message into cards, in the transaction that stores the message:
     * a new mistake becomes a card, the same mistake again adds an occurrence to its card.
     */
    async recordCorrections(executor: Executor, turn: StoredTurn): Promise<void> {
      const byKey = new Map<string, typeof mistakeCards.$inferInsert>();
      for (const correction of (turn.corrections ?? []).filter(isReviewable)) {
        const key = mistakeKey(correction.original, correction.corrected);
        const known = byKey.get(key);
        if (known) {
          known.occurrences = (known.occurrences ?? 1) + 1;
          continue;
        }
        byKey.set(key, {
          userId: turn.userId,
          language: turn.language,
          kind: 'correction',
          original: correction.original.trim(),
          corrected: correction.corrected.trim(),
          explanation: correction.explanation,
          sentence: markedSentence(turn.message, correction.original) ? turn.message : null,
          mistakeKey: key,
          occurrences: 1,
          firstSessionId: turn.sessionId,
          firstSeenAt: turn.at,
          lastSeenAt: turn.at,
          ...newSchedule(turn.at),
        });
      }
      await upsertCards(executor, [...byKey.values()]);
    },

    async listCards(userId: number, query: CardListQuery): Promise<CardListResponse> {
      const pattern = query.search ? `%${escapeLikePattern(query.search)}%` : undefined;
      const where = and(
        eq(mistakeCards.userId, userId),
        query.language ? eq(mistakeCards.language, query.language) : undefined,
        pattern
          ? or(
              ilike(mistakeCards.original, pattern),
              ilike(mistakeCards.corrected, pattern),
              ilike(mistakeCards.explanation, pattern),
            )
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(mistakeCards)
          .where(where)
          .orderBy(desc(mistakeCards.lastSeenAt), desc(mistakeCards.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ value: count() }).from(mistakeCards).where(where),
      ]);
      return { cards: rows.map(toCardDto), total: total?.value ?? 0 };
    },

    async deleteCard(userId: number, cardId: number): Promise<void> {
      const deleted = await db
        .delete(mistakeCards)
        .where(and(eq(mistakeCards.id, cardId), eq(mistakeCards.userId, userId)))
        .returning({ id: mistakeCards.id });
      if (deleted.length === 0) throw notFound('Card');
    },

    /** Keeps a word or phrase from one of the teacher's messages in the learner's own sessions. */
    async addOwnCard(userId: number, body: AddOwnCardBody): Promise<MistakeCard> {
      const message = await findLearnerSessionMessage(db, userId, body.messageId);
      if (!message || message.sender !== 'ai') throw notFound('Message');
      const context = sentenceWithGap(message.content, body.phrase);
      if (!context)
        throw new AppError('VALIDATION_FAILED', 'Choose words that appear in the teacher’s message.', {
          field: 'phrase',
        });
      const now = clock.now();
      const [card] = await upsertCards(db, [
        {
          userId,
          language: message.language,
          kind: 'own',
          original: context,
          corrected: body.phrase,
          explanation: body.note ?? '',
          mistakeKey: `own: ${normalizeAnswer(body.phrase)}`,
          occurrences: 1,
          firstSeenAt: now,
          lastSeenAt: now,
          ...newSchedule(now),
        },
      ]);
      return toCardDto(card!);
    },

    /**
     * Keeps a quiz item the learner chose from the end-of-quiz review (decision 204): the prompt, the right
     * answer and why. Keeping the same item again counts it again on its card.
     */
    async addQuizItemCard(
      userId: number,
      card: { language: LanguageCode; original: string; corrected: string; explanation: string },
    ): Promise<MistakeCard> {
      const now = clock.now();
      const [row] = await upsertCards(db, [
        {
          userId,
          language: card.language,
          kind: 'own',
          original: card.original,
          corrected: card.corrected,
          explanation: card.explanation,
          mistakeKey: `quiz: ${normalizeAnswer(card.original)} → ${normalizeAnswer(card.corrected)}`,
          occurrences: 1,
          firstSeenAt: now,
          lastSeenAt: now,
          ...newSchedule(now),
        },
      ]);
      return toCardDto(row!);
    },

    /** The learner's cards first made in a session, oldest first (the session report's new cards). */
    async cardsFirstSeenIn(userId: number, sessionId: number): Promise<MistakeCard[]> {
      const rows = await db
        .select()
        .from(mistakeCards)
        .where(and(eq(mistakeCards.firstSessionId, sessionId), eq(mistakeCards.userId, userId)))
        .orderBy(asc(mistakeCards.id));
      return rows.map(toCardDto);
    },

    /**
     * The learner's review answers in `language` since `since`, per UTC week: all of them and the right
     * ones, leaving out answers to new cards (learning, not retention).
     */
    async weeklyReviews(userId: number, language: LanguageCode, since: string) {
      const result = (await db.execute(sql`
        select to_char(date_trunc('week', l.reviewed_at at time zone 'UTC'), 'YYYY-MM-DD') as week,
          count(*) as reviews, count(*) filter (where l.correct) as recalled
        from ${reviewLogs} l
        where l.user_id = ${userId} and l.language = ${language} and l.state <> 0
          and l.reviewed_at >= ${since}::timestamptz
        group by 1`)) as unknown as {
        rows: { week: string; reviews: string | number; recalled: string | number }[];
      };
      return result.rows;
    },

    /** The cards due by the end of the learner's day, oldest due first, and how many there are. */
    async dueCards(
      user: { id: number; timeZone: string },
      language: LanguageCode,
    ): Promise<DueCardsResponse> {
      const where = and(
        eq(mistakeCards.userId, user.id),
        eq(mistakeCards.language, language),
        lt(mistakeCards.due, endOfLocalDay(clock.now(), user.timeZone)),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: mistakeCards.id,
            language: mistakeCards.language,
            kind: mistakeCards.kind,
            original: mistakeCards.original,
            sentence: mistakeCards.sentence,
            occurrences: mistakeCards.occurrences,
            state: mistakeCards.state,
          })
          .from(mistakeCards)
          .where(where)
          .orderBy(asc(mistakeCards.due), asc(mistakeCards.id))
          .limit(REVIEW_BATCH),
        db.select({ value: count() }).from(mistakeCards).where(where),
      ]);
      return { cards: rows.map(toPrompt), dueCount: total?.value ?? 0 };
    },

    /** Cards due today and in all, per language, for the dashboard. */
    async dueSummary(user: { id: number; timeZone: string }): Promise<DueSummaryResponse> {
      const rows = await db
        .select({
          language: mistakeCards.language,
          due: sql<number>`count(*) filter (where ${mistakeCards.due} < ${endOfLocalDay(clock.now(), user.timeZone)})`.mapWith(
            Number,
          ),
          total: count(),
        })
        .from(mistakeCards)
        .where(eq(mistakeCards.userId, user.id))
        .groupBy(mistakeCards.language);
      return {
        languages: LANGUAGE_CODES.map((language) => {
          const row = rows.find((candidate) => candidate.language === language);
          return { language, due: row?.due ?? 0, total: row?.total ?? 0 };
        }),
      };
    },

    /**
     * Grades an answer on the server (decision 185: case, spacing and the apostrophe character aside;
     * apostrophes and accents count) and reschedules the card with FSRS: right is "good", anything else
     * "again" (decision 111). The right letters with an accent or apostrophe off get a hint on the first
     * try and leave the card as it was.
     */
    async answer(
      userId: number,
      cardId: number,
      given: string,
      afterHint = false,
    ): Promise<ReviewAnswerResponse> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const card = await getOwnedCard(tx, userId, cardId, true);
        const grade = gradeReviewAnswer(card.corrected, given);
        if (grade.verdict === 'hint' && !afterHint) {
          return {
            verdict: 'hint',
            miss: grade.miss,
            expected: null,
            explanation: '',
            rating: null,
            card: toCardDto(card),
          };
        }
        const correct = grade.verdict === 'correct';
        const rating: RatingName = correct ? 'good' : 'again';
        const [updated] = await tx
          .update(mistakeCards)
          .set(reschedule(card, rating, now))
          .where(eq(mistakeCards.id, card.id))
          .returning();
        await tx.insert(reviewLogs).values({
          userId,
          cardId: card.id,
          language: card.language,
          rating: ratingValue(rating),
          correct,
          state: card.state,
          reviewedAt: now,
        });
        return {
          // A second near miss after a hint is graded as a near miss, not hinted again.
          verdict: grade.verdict === 'hint' ? 'near' : grade.verdict,
          miss: grade.verdict === 'correct' || grade.verdict === 'wrong' ? null : grade.miss,
          expected: card.corrected,
          explanation: card.explanation,
          rating,
          card: toCardDto(updated!),
        };
      });
    },
  };
}

export type NotebookService = ReturnType<typeof createNotebookService>;
