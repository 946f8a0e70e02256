import { and, desc, eq } from 'drizzle-orm';
import type { AdultQuizContent } from '../../../shared/contracts/quiz-content.ts';
import type {
  PlacementItemView,
  PlacementsResponse,
  PlacementState,
} from '../../../shared/contracts/placement.ts';
import type { LanguageCode } from '../../../shared/domain/languages.ts';
import type { Clock } from '../../core/clock.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { loadQuizContent } from '../quizzes/quiz-content.ts';
import { chooseNextItem, estimateAbility, isFinished, PLACEMENT_RULES } from './adaptive-placement.ts';
import { placementPool, type PoolItem } from './placement-pool.ts';
import { placementTests, type StoredPlacementAnswer } from './placement.table.ts';

type PlacementRow = typeof placementTests.$inferSelect;

/** The item as the learner sees it: no key, and a listening item without its words. */
function itemView(item: PoolItem): PlacementItemView {
  const question = item.question as AdultQuizContent['questions'][number] & {
    options: string[];
    passage?: string;
  };
  return {
    id: item.id,
    skill: item.skill,
    type: question.type as PlacementItemView['type'],
    question: question.question,
    ...(question.type === 'reading' && question.passage ? { passage: question.passage } : {}),
    options: question.options,
  };
}

/**
 * The placement test (decision 190): the server keeps each test's answers, grades each answer, and asks
 * the adaptive rules for the next item or the level. The pool is the shipped level banks.
 */
export function createPlacementService(deps: {
  db: Db;
  clock: Clock;
  random?: () => number;
  banks?: readonly AdultQuizContent[];
}) {
  const { db, clock } = deps;
  const random = deps.random ?? Math.random;
  const banks =
    deps.banks ??
    loadQuizContent()
      .filter((entry) => entry.kind === 'adult')
      .map((entry) => entry.quiz as AdultQuizContent);
  const pools = new Map<LanguageCode, { items: PoolItem[]; byId: Map<string, PoolItem> }>();
  function poolOf(language: LanguageCode) {
    let pool = pools.get(language);
    if (!pool) {
      const items = placementPool(banks, language);
      pool = { items, byId: new Map(items.map((item) => [item.id, item])) };
      pools.set(language, pool);
    }
    return pool;
  }

  function stateOf(row: PlacementRow): PlacementState {
    const current = row.currentItemId ? poolOf(row.language).byId.get(row.currentItemId) : undefined;
    return {
      testId: row.id,
      language: row.language,
      answered: row.answers.length,
      maxItems: PLACEMENT_RULES.maxItems,
      ...(row.status === 'in_progress' && current ? { item: itemView(current) } : {}),
      ...(row.status === 'finished' && row.level && row.finishedAt
        ? {
            result: {
              level: row.level,
              finishedAt: row.finishedAt.toISOString(),
              itemsAnswered: row.answers.length,
            },
          }
        : {}),
    };
  }

  async function findOwnTest(userId: number, testId: number): Promise<PlacementRow> {
    const [row] = await db
      .select()
      .from(placementTests)
      .where(and(eq(placementTests.id, testId), eq(placementTests.userId, userId)));
    if (!row) throw new AppError('NOT_FOUND', 'No such placement test.');
    return row;
  }

  return {
    /** Starts a test of one language; one still in progress for that language is abandoned. */
    async start(userId: number, language: LanguageCode): Promise<PlacementState> {
      const pool = poolOf(language);
      const first = chooseNextItem(pool.items, [], estimateAbility([], pool.byId), random);
      if (!first) throw new AppError('UNAVAILABLE', 'The placement test has no items for this language.');
      const row = await db.transaction(async (tx) => {
        await tx
          .update(placementTests)
          .set({ status: 'abandoned', currentItemId: null })
          .where(
            and(
              eq(placementTests.userId, userId),
              eq(placementTests.language, language),
              eq(placementTests.status, 'in_progress'),
            ),
          );
        const [inserted] = await tx
          .insert(placementTests)
          .values({ userId, language, currentItemId: first.id, startedAt: clock.now() })
          .returning();
        return inserted!;
      });
      return stateOf(row);
    },

    /**
     * Grades an answer to the item shown and moves on: the next item, or the level. The answer to an
     * item already answered (a retry after a lost reply) is given the state as it is.
     */
    async answer(
      userId: number,
      testId: number,
      body: { itemId: string; choice: number | 'unknown' },
    ): Promise<PlacementState> {
      const row = await db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(placementTests)
          .where(and(eq(placementTests.id, testId), eq(placementTests.userId, userId)))
          .for('update');
        if (!locked) throw new AppError('NOT_FOUND', 'No such placement test.');
        if (locked.answers.some((answer) => answer.itemId === body.itemId)) return locked;
        if (locked.status !== 'in_progress')
          throw new AppError('CONFLICT', 'This placement test is over. Start a new one to take it again.');
        if (locked.currentItemId !== body.itemId)
          throw new AppError('CONFLICT', 'Answer the item the test shows now.');
        const pool = poolOf(locked.language);
        const item = pool.byId.get(body.itemId)!;
        const question = item.question as { options: string[]; correctAnswer: number };
        if (body.choice !== 'unknown' && body.choice >= question.options.length)
          throw new AppError(
            'BAD_REQUEST',
            `Choose one of the ${question.options.length} options, or "I don't know".`,
          );
        const response: StoredPlacementAnswer['response'] =
          body.choice === 'unknown'
            ? 'unknown'
            : body.choice === question.correctAnswer
              ? 'correct'
              : 'wrong';
        const answers = [
          ...locked.answers,
          { itemId: body.itemId, response, answeredAt: clock.now().toISOString() },
        ];
        const estimate = estimateAbility(answers, pool.byId);
        const finished = isFinished(answers, estimate, pool.items.length - answers.length);
        const next = finished ? undefined : chooseNextItem(pool.items, answers, estimate, random);
        const [updated] = await tx
          .update(placementTests)
          .set(
            next
              ? { answers, currentItemId: next.id }
              : {
                  answers,
                  currentItemId: null,
                  status: 'finished',
                  level: estimate.level,
                  ability: estimate.ability,
                  finishedAt: clock.now(),
                },
          )
          .where(eq(placementTests.id, locked.id))
          .returning();
        return updated!;
      });
      return stateOf(row);
    },

    /** The words of the listening item the test shows now, for the app's speech. */
    async currentSpokenText(
      userId: number,
      testId: number,
    ): Promise<{ text: string; language: LanguageCode }> {
      const row = await findOwnTest(userId, testId);
      const item = row.currentItemId ? poolOf(row.language).byId.get(row.currentItemId) : undefined;
      if (row.status !== 'in_progress' || !item)
        throw new AppError('CONFLICT', 'This placement test shows no item now.');
      const question = item.question as { type: string; audioText?: string };
      if (question.type !== 'listening' || !question.audioText)
        throw new AppError('CONFLICT', 'The item shown now is not a listening item.');
      return { text: question.audioText, language: row.language };
    },

    /** The latest level per language and every finished test, newest first. */
    async list(userId: number): Promise<PlacementsResponse> {
      const rows = await db
        .select()
        .from(placementTests)
        .where(and(eq(placementTests.userId, userId), eq(placementTests.status, 'finished')))
        .orderBy(desc(placementTests.finishedAt), desc(placementTests.id));
      const history = rows.map((row) => ({
        testId: row.id,
        language: row.language,
        level: row.level!,
        finishedAt: row.finishedAt!.toISOString(),
        itemsAnswered: row.answers.length,
      }));
      const seen = new Set<LanguageCode>();
      const current = history
        .filter((entry) => !seen.has(entry.language) && seen.add(entry.language))
        .map(({ testId: _testId, ...entry }) => entry);
      return { current, history };
    },
  };
}

export type PlacementService = ReturnType<typeof createPlacementService>;
