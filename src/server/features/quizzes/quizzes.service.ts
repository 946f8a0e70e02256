import { and, asc, count, desc, eq, isNotNull, isNull, max, sql } from 'drizzle-orm';
import {
  type AnswerItemBody,
  type AttemptReviewResponse,
  type ItemVerdict,
  type KidsLessonResult,
  type KidsAvailableResponse,
  type KidsLessonSummary,
  type KidsProgress,
  type PlayableItem,
  type QuizAttempt,
  type QuizProgress,
  type QuizResult,
  type QuizSummary,
  type StartKidsAttemptBody,
  AvailableQuizzesResponseSchema,
} from '../../../shared/contracts/quiz-play.ts';
import {
  rightOrders,
  sentenceFromTiles,
  SPOKEN_ITEM_TYPES,
  withItemType,
  type Question,
} from '../../../shared/contracts/quizzes.ts';
import {
  findUnlockedKidsLevels,
  kidsProgressPercentage,
  starsForScore,
} from '../../../shared/domain/kids-rules.ts';
import type { InterfaceLanguage } from '../../../shared/domain/interface-languages.ts';
import { LANGUAGES, type LanguageCode } from '../../../shared/domain/languages.ts';
import { placedQuizLevels } from '../placement/placed-levels.ts';
import {
  isAdultLevelUnlocked,
  isPassingScore,
  MAX_ADULT_LEVEL,
  passMarkFor,
  QUIZ_QUESTION_COUNT,
} from '../../../shared/domain/quiz-rules.ts';
import type { CacheBus } from '../../db/cache-bus.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Clock } from '../../core/clock.ts';
import type { Transaction } from '../../core/transaction.ts';
import { drawItems, recencyOf, type Random } from './quiz-draw.ts';
import { createPracticeCache } from '../practice/practice-cache.ts';
import type { QuizListCache } from './quiz-list-cache.ts';
import { kidsProgress, quizAttempts, quizResults, quizzes, type AttemptAnswer } from './quizzes.table.ts';

type QuizRow = typeof quizzes.$inferSelect;

/**
 * Who plays: the account holder (`childId` null) or one of the account's child profiles in kid mode
 * (decision 208). Attempts and kids progress belong to exactly one of them.
 */
export interface Player {
  userId: number;
  childId: number | null;
}

/** The account holder playing as themselves. */
export const accountHolder = (userId: number): Player => ({ userId, childId: null });

const ownsAttempt = (player: Player) =>
  and(
    eq(quizAttempts.userId, player.userId),
    player.childId === null ? isNull(quizAttempts.childId) : eq(quizAttempts.childId, player.childId),
  );
const ownsProgress = (player: Player) =>
  and(
    eq(kidsProgress.userId, player.userId),
    player.childId === null ? isNull(kidsProgress.childId) : eq(kidsProgress.childId, player.childId),
  );
type AttemptRow = typeof quizAttempts.$inferSelect;
/** What every learner's list shares; the learner's own verdict is added per request. */
type ListedQuiz = Omit<QuizSummary, 'isUnlocked' | 'passed'>;
type ListedKidsLesson = Omit<KidsLessonSummary, 'isUnlocked' | 'passed' | 'stars'>;

/** What a card shows as the number of questions: an adult attempt draws QUIZ_QUESTION_COUNT of the bank. */
const adultQuestionCount =
  sql<number>`least(jsonb_array_length(${quizzes.questions}), ${QUIZ_QUESTION_COUNT})`.mapWith(Number);
const kidsQuestionCount = sql<number>`jsonb_array_length(${quizzes.questions})`.mapWith(Number);

type ItemTexts = NonNullable<Question['localized']>[keyof NonNullable<Question['localized']>];

/** One of an item's localized fields, by interface language; undefined when it has none. */
function localizedOf<Field extends 'question' | 'options' | 'explanation'>(
  item: Question,
  field: Field,
): Partial<Record<string, NonNullable<NonNullable<ItemTexts>[Field]>>> | undefined {
  const texts = Object.entries(item.localized ?? {}).flatMap(([language, text]) =>
    text?.[field] ? [[language, text[field]] as const] : [],
  );
  return texts.length > 0 ? Object.fromEntries(texts) : undefined;
}

/** An item as the learner sees it before answering: no key, no spoken text, no explanation. */
function toPlayableItem(item: Question, itemIndex: number): PlayableItem {
  const localizedQuestion = localizedOf(item, 'question');
  const localizedOptions = localizedOf(item, 'options');
  return {
    itemIndex,
    type: item.type,
    question: item.question,
    ...(localizedQuestion ? { localizedQuestion } : {}),
    ...(localizedOptions ? { localizedOptions } : {}),
    ...('passage' in item ? { passage: item.passage } : {}),
    ...('options' in item ? { options: item.options } : {}),
    ...('words' in item ? { words: item.words } : {}),
    ...('pictures' in item && item.pictures ? { pictures: item.pictures } : {}),
    ...(item.emoji ? { emoji: item.emoji } : {}),
    hasAudio: SPOKEN_ITEM_TYPES.includes(item.type),
  };
}

function toAttempt(quiz: QuizRow, attempt: AttemptRow): QuizAttempt {
  return {
    attemptId: attempt.id,
    quiz: {
      id: quiz.id,
      language: quiz.language,
      level: quiz.level,
      title: quiz.title,
      description: quiz.description,
      localized: quiz.localized,
      isKidsQuiz: quiz.isKidsQuiz,
      ageGroup: quiz.ageGroup,
    },
    items: attempt.items.map((item, position) => toPlayableItem(item, attempt.itemIndexes[position]!)),
    passMark: passMarkFor(attempt.items.length),
  };
}

/** Checks one answer against its item; an answer of the wrong form for the item's type is refused. */
function checkAnswer(item: Question, answer: AnswerItemBody['answer']): boolean {
  if (item.type === 'word-order') {
    const order = Array.isArray(answer) ? answer : undefined;
    const isPermutation =
      order !== undefined &&
      order.length === item.words.length &&
      new Set(order).size === order.length &&
      order.every((index) => index < item.words.length);
    if (!isPermutation) {
      throw new AppError(
        'BAD_REQUEST',
        'Answer a word-order item with the order of all its tiles, each once.',
      );
    }
    return rightOrders(item).includes(sentenceFromTiles(item.words, order));
  }
  if (typeof answer !== 'number') {
    throw new AppError('BAD_REQUEST', 'Answer this item with the index of the chosen option (0–3).');
  }
  return answer === item.correctAnswer;
}

/** Where a drawn item sits in the attempt, or a 400 when the attempt did not draw it. */
function positionOf(attempt: AttemptRow, itemIndex: number): number {
  const position = attempt.itemIndexes.indexOf(itemIndex);
  if (position < 0) throw new AppError('BAD_REQUEST', `Item ${itemIndex} is not part of this attempt.`);
  return position;
}

/** An answer as the review shows it: the option chosen, or the sentence the tiles made. */
function answerInWords(item: Question, answer: AnswerItemBody['answer'] | undefined): string {
  if (answer === undefined) return '';
  if (item.type === 'word-order') return Array.isArray(answer) ? sentenceFromTiles(item.words, answer) : '';
  return typeof answer === 'number' ? (item.options[answer] ?? '') : '';
}

const rightInWords = (item: Question) =>
  item.type === 'word-order' ? item.answer : (item.options[item.correctAnswer] ?? '');

/**
 * What a kept item becomes in the notebook (decision 204): a gap-fill's sentence with its gap and the word
 * that fills it; a word-order item's tiles and its sentence; any other item its question with the four
 * options, and the right one.
 */
function cardOfItem(item: Question, explanation: string) {
  const right = rightInWords(item);
  if (item.type === 'gap-fill' || item.type === 'sentence') {
    return { original: item.question, corrected: right, explanation };
  }
  if (item.type === 'word-order') return { original: item.words.join(' / '), corrected: right, explanation };
  return { original: `${item.question} (${item.options.join(' / ')})`, corrected: right, explanation };
}

const REVIEW_AFTER_COMPLETION = 'Finish the quiz first: its review opens once it is completed.';

/** How long a learner's passed quizzes are kept for their quiz list, unless a change forgets them sooner. */
const PASSED_COPY_TTL_MS = 10_000;

/** How many written answers of the adult list are kept per fill of the list (one per set of verdicts). */
const AVAILABLE_JSON_LIMIT = 256;

/**
 * Level quizzes and ABC For Kids for learners. Only active quizzes are served; locked levels and lessons
 * are refused as they are on the dashboard. A quiz is played as an attempt the server draws and
 * remembers; each answer is checked here as it is given, and every score is computed from the attempt's
 * own answers (docs/decisions/081).
 */
export function createQuizzesService(deps: {
  db: Db;
  clock: Clock;
  listCache: QuizListCache;
  cacheBus: CacheBus;
  /** Draws attempts; Math.random unless a test makes it reproducible. */
  random?: Random;
}) {
  const { db, clock, listCache } = deps;
  const random = deps.random ?? Math.random;
  // Each learner's passed quizzes as the quiz list shows them, kept a short while (decision 134). A
  // completed attempt forgets them here and, through the bus, on every instance; so do quiz changes.
  // Starting a quiz checks its level against the database itself.
  const listedPassed = createPracticeCache({
    ttlMs: PASSED_COPY_TTL_MS,
    now: () => clock.now().getTime(),
  });
  deps.cacheBus.subscribe({
    onEvent(event) {
      if (event.type === 'user') listedPassed.forgetUser(event.userId);
      else if (event.type === 'quizzes') listedPassed.clear();
    },
    onResync: () => listedPassed.clear(),
  });

  /**
   * The adult quizzes the learner has passed, active or not: their ids, and the levels passed per
   * language (what opens the next level).
   */
  async function findPassed(userId: number, language?: LanguageCode) {
    const rows = await db
      .selectDistinct({ quizId: quizzes.id, language: quizzes.language, level: quizzes.level })
      .from(quizResults)
      .innerJoin(quizzes, eq(quizzes.id, quizResults.quizId))
      .where(
        and(
          eq(quizResults.userId, userId),
          eq(quizResults.passed, true),
          eq(quizzes.isKidsQuiz, false),
          language === undefined ? undefined : eq(quizzes.language, language),
        ),
      );
    // A placement opens the levels up to the one it reached, as if those below it were passed (decision 190).
    const placed = await placedQuizLevels(db, userId, language);
    const levels = (of: LanguageCode) => {
      const open = new Set(rows.filter((row) => row.language === of).map((row) => row.level));
      for (let level = 1; level < (placed.get(of) ?? 1); level++) open.add(level);
      return open;
    };
    return { quizIds: new Set(rows.map((row) => row.quizId)), levels };
  }

  async function getActiveAdultQuiz(id: number): Promise<QuizRow> {
    const [row] = await db
      .select()
      .from(quizzes)
      .where(and(eq(quizzes.id, id), eq(quizzes.isActive, true), eq(quizzes.isKidsQuiz, false)))
      .limit(1);
    if (!row) throw notFound('Quiz');
    return row;
  }

  async function assertAdultLevelUnlocked(userId: number, quiz: QuizRow) {
    if (quiz.level <= 1) return;
    const passed = await findPassed(userId, quiz.language);
    if (!isAdultLevelUnlocked(quiz.level, passed.levels(quiz.language))) {
      throw new AppError(
        'FORBIDDEN',
        `This level is locked: pass a level ${quiz.level - 1} ${LANGUAGES[quiz.language].name} quiz first.`,
      );
    }
  }

  async function getActiveKidsLesson(language: LanguageCode, lesson: number, quizId?: number) {
    const [row] = await db
      .select()
      .from(quizzes)
      .where(
        and(
          eq(quizzes.isKidsQuiz, true),
          eq(quizzes.isActive, true),
          eq(quizzes.language, language),
          eq(quizzes.level, lesson),
          quizId === undefined ? undefined : eq(quizzes.id, quizId),
        ),
      )
      .orderBy(asc(quizzes.id))
      .limit(1);
    if (!row) throw notFound('Kids lesson');
    return row;
  }

  /** The learner's completed lessons of one language: best stars by lesson number. */
  async function findCompletedLessons(player: Player, language: LanguageCode): Promise<Map<number, number>> {
    const rows = await db
      .select({ lesson: kidsProgress.lesson, stars: kidsProgress.stars })
      .from(kidsProgress)
      .where(
        and(ownsProgress(player), eq(kidsProgress.language, language), eq(kidsProgress.completed, true)),
      );
    return new Map(rows.map((row) => [row.lesson, row.stars]));
  }

  async function assertKidsLessonUnlocked(player: Player, language: LanguageCode, lesson: number) {
    const [active, completed] = await Promise.all([
      db
        .selectDistinct({ level: quizzes.level })
        .from(quizzes)
        .where(and(eq(quizzes.isKidsQuiz, true), eq(quizzes.isActive, true), eq(quizzes.language, language))),
      findCompletedLessons(player, language),
    ]);
    const unlocked = findUnlockedKidsLevels(
      active.map((row) => row.level),
      new Set(completed.keys()),
    );
    if (!unlocked.has(lesson)) {
      throw new AppError('FORBIDDEN', 'This lesson is locked: finish the previous lesson first.');
    }
  }

  /**
   * Closes the learner's open attempts at an adult quiz as they start another (decision 175): an attempt
   * with answers has shown keys, so it is recorded as a failed result with the answers it has; one
   * without answers showed none and is closed without a result.
   */
  async function closeAbandonedAttempts(tx: Transaction, userId: number, quizId: number) {
    const abandoned = await tx
      .update(quizAttempts)
      .set({ completedAt: clock.now() })
      .where(
        and(
          eq(quizAttempts.userId, userId),
          eq(quizAttempts.quizId, quizId),
          isNull(quizAttempts.completedAt),
        ),
      )
      .returning();
    const answered = abandoned.filter((attempt) => Object.keys(attempt.answers).length > 0);
    if (answered.length === 0) return;
    await tx.insert(quizResults).values(
      answered.map((attempt) => {
        const given = attempt.itemIndexes.map((index) => attempt.answers[String(index)]);
        return {
          userId,
          quizId,
          attemptId: attempt.id,
          // An unanswered item is stored as -1, an answer no item accepts.
          answers: given.map((answer) => answer?.answer ?? -1),
          score: given.filter((answer) => answer?.correct).length,
          total: given.length,
          passed: false,
          completedAt: clock.now(),
        };
      }),
    );
    listedPassed.forgetUser(userId);
  }

  /** How many of the learner's latest attempts at a quiz a new draw keeps away from (decision 175). */
  const RECENT_ATTEMPTS = 10;

  /** Draws and stores a new attempt at a quiz: adult quizzes draw QUIZ_QUESTION_COUNT, kids lessons all. */
  async function startAttempt(player: Player, quiz: QuizRow): Promise<QuizAttempt> {
    const { userId } = player;
    const bank = quiz.questions.map(withItemType);
    if (bank.length === 0) throw new AppError('BAD_REQUEST', 'This quiz has no questions yet.');
    const attempt = await db.transaction(async (tx) => {
      let itemIndexes: number[];
      if (quiz.isKidsQuiz) {
        itemIndexes = bank.map((_, index) => index);
      } else {
        await closeAbandonedAttempts(tx, userId, quiz.id);
        const recent = await tx
          .select({ itemIndexes: quizAttempts.itemIndexes })
          .from(quizAttempts)
          .where(and(ownsAttempt(player), eq(quizAttempts.quizId, quiz.id)))
          .orderBy(desc(quizAttempts.id))
          .limit(RECENT_ATTEMPTS);
        itemIndexes = drawItems(
          bank,
          QUIZ_QUESTION_COUNT,
          recencyOf(recent.map((row) => row.itemIndexes)),
          random,
        );
      }
      const [stored] = await tx
        .insert(quizAttempts)
        .values({
          userId,
          childId: player.childId,
          quizId: quiz.id,
          itemIndexes,
          items: itemIndexes.map((index) => bank[index]!),
          startedAt: clock.now(),
        })
        .returning();
      return stored!;
    });
    return toAttempt(quiz, attempt);
  }

  /** The learner's own attempt and its quiz; anyone else's is as good as missing. */
  async function findOwnAttempt(player: Player, attemptId: number) {
    const [row] = await db
      .select({ attempt: quizAttempts, quiz: quizzes })
      .from(quizAttempts)
      .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
      .where(and(eq(quizAttempts.id, attemptId), ownsAttempt(player)))
      .limit(1);
    if (!row) throw notFound('Attempt');
    return row;
  }

  /** The learner's own attempt once completed: what a review may show (decision 204); 409 before. */
  async function findCompletedAttempt(userId: number, attemptId: number) {
    const row = await findOwnAttempt(accountHolder(userId), attemptId);
    if (row.attempt.completedAt === null) throw new AppError('CONFLICT', REVIEW_AFTER_COMPLETION);
    return row;
  }

  /**
   * Scores an attempt's own answers and marks it completed, in the caller's transaction, once. Every
   * drawn item must be answered first. An attempt already completed is answered as `completed: true`
   * with its scores, so the caller can answer a repeated completion with the result it recorded.
   */
  async function closeAttempt(tx: Transaction, player: Player, attemptId: number, isKidsQuiz: boolean) {
    const [row] = await tx
      .select({ attempt: quizAttempts, quiz: quizzes })
      .from(quizAttempts)
      .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
      .where(and(eq(quizAttempts.id, attemptId), ownsAttempt(player)))
      .limit(1)
      .for('update', { of: quizAttempts });
    if (!row) throw notFound('Attempt');
    const { attempt, quiz } = row;
    if (quiz.isKidsQuiz !== isKidsQuiz) {
      throw new AppError(
        'BAD_REQUEST',
        isKidsQuiz ? 'This is a level-quiz attempt.' : 'This is a kids-lesson attempt.',
      );
    }
    const answers = attempt.itemIndexes.map((index) => attempt.answers[String(index)]);
    const scored = {
      quiz,
      answers,
      score: answers.filter((answer) => answer?.correct).length,
      total: answers.length,
    };
    if (attempt.completedAt !== null) return { ...scored, alreadyCompleted: true };
    const missing = answers.filter((answer) => answer === undefined).length;
    if (missing > 0) {
      throw new AppError(
        'BAD_REQUEST',
        `Answer every item first: ${missing} of ${answers.length} are unanswered.`,
      );
    }
    await tx.update(quizAttempts).set({ completedAt: clock.now() }).where(eq(quizAttempts.id, attempt.id));
    return { ...scored, alreadyCompleted: false };
  }

  /** The columns every quiz list shows. */
  const listedColumns = {
    id: quizzes.id,
    language: quizzes.language,
    level: quizzes.level,
    title: quizzes.title,
    description: quizzes.description,
    localized: quizzes.localized,
  };
  const loadAdultList = (): PromiseLike<ListedQuiz[]> =>
    db
      .select({ ...listedColumns, questionCount: adultQuestionCount })
      .from(quizzes)
      .where(and(eq(quizzes.isKidsQuiz, false), eq(quizzes.isActive, true)))
      .orderBy(asc(quizzes.level), asc(quizzes.id));

  /**
   * The adult list (cached) and the learner's verdict on each of its quizzes: passed, and unlocked by a
   * passed quiz of the level below, active or not (docs/decisions/108).
   */
  async function listWithVerdicts(userId: number) {
    const [list, passed] = await Promise.all([
      listCache.get('adult', loadAdultList),
      listedPassed.get(userId, 'adult', () => findPassed(userId)),
    ]);
    return { list, verdicts: verdictsFrom(passed) };
  }

  type Passed = Awaited<ReturnType<typeof findPassed>>;
  interface Verdicts {
    on(quiz: ListedQuiz): { isUnlocked: boolean; passed: boolean };
    /** One digit per quiz of the list, its two verdicts; worked out once per list fill. */
    keyOf(list: readonly ListedQuiz[]): string;
  }
  /** The verdicts of one copy of a learner's passed quizzes, made once for as long as the copy is kept. */
  const verdictsByPassed = new WeakMap<Passed, Verdicts>();
  function verdictsFrom(passed: Passed): Verdicts {
    let verdicts = verdictsByPassed.get(passed);
    if (verdicts) return verdicts;
    const levelsByLanguage = new Map<LanguageCode, Set<number>>();
    const levelsOf = (language: LanguageCode) => {
      let levels = levelsByLanguage.get(language);
      if (!levels) levelsByLanguage.set(language, (levels = passed.levels(language)));
      return levels;
    };
    const keys = new WeakMap<readonly ListedQuiz[], string>();
    verdicts = {
      on: (quiz) => ({
        isUnlocked: isAdultLevelUnlocked(quiz.level, levelsOf(quiz.language)),
        passed: passed.quizIds.has(quiz.id),
      }),
      keyOf(list) {
        let key = keys.get(list);
        if (key === undefined) {
          key = '';
          for (const quiz of list) {
            const verdict = this.on(quiz);
            key += (verdict.isUnlocked ? 1 : 0) + (verdict.passed ? 2 : 0);
          }
          keys.set(list, key);
        }
        return key;
      },
    };
    verdictsByPassed.set(passed, verdicts);
    return verdicts;
  }

  /**
   * The list's answer as sent, per list fill and set of verdicts: most learners share one (nothing passed
   * yet), and writing 39 quizzes per request was most of the call's time (docs/decisions/140). A new fill
   * is a new list, so its answers start afresh; at most AVAILABLE_JSON_LIMIT are kept per fill.
   */
  const availableJson = new WeakMap<readonly ListedQuiz[], Map<string, Buffer>>();

  return {
    /**
     * The JSON answer of `GET /api/quiz/available`, encoded: active adult quizzes for the dashboard, by level, each
     * with the learner's verdict. Checked against its schema (which keeps its declared fields only) when
     * it is first written for a fill of the list and a set of verdicts.
     */
    async findAvailableQuizzesJson(userId: number): Promise<Buffer> {
      const { list, verdicts } = await listWithVerdicts(userId);
      const key = verdicts.keyOf(list);
      let answers = availableJson.get(list);
      if (!answers) availableJson.set(list, (answers = new Map()));
      let json = answers.get(key);
      if (json === undefined) {
        const quizzesWithVerdicts = list.map((quiz) => ({ ...quiz, ...verdicts.on(quiz) }));
        json = Buffer.from(
          JSON.stringify(AvailableQuizzesResponseSchema.parse({ quizzes: quizzesWithVerdicts })),
        );
        if (answers.size >= AVAILABLE_JSON_LIMIT) answers.clear();
        answers.set(key, json);
      }
      return json;
    },

    /** One line per adult quiz the learner has tried: passed at least once, best score, attempts. */
    async findProgress(userId: number): Promise<QuizProgress[]> {
      const rows = await db
        .select({
          quizId: quizResults.quizId,
          completed: sql<boolean>`bool_or(${quizResults.passed})`.mapWith(Boolean),
          bestScore: max(quizResults.score),
          total: max(quizResults.total),
          attempts: count(),
          lastAttemptAt: max(quizResults.completedAt),
        })
        .from(quizResults)
        .where(eq(quizResults.userId, userId))
        .groupBy(quizResults.quizId)
        .orderBy(asc(quizResults.quizId));
      return rows.map((row) => ({
        quizId: row.quizId,
        completed: row.completed,
        bestScore: row.bestScore ?? 0,
        total: row.total ?? 0,
        attempts: row.attempts,
        lastAttemptAt: new Date(row.lastAttemptAt ?? 0).toISOString(),
      }));
    },

    /** Starts an attempt at an adult quiz: the server draws its items (403 while the level is locked). */
    async startQuizAttempt(userId: number, quizId: number): Promise<QuizAttempt> {
      const quiz = await getActiveAdultQuiz(quizId);
      await assertAdultLevelUnlocked(userId, quiz);
      return startAttempt(accountHolder(userId), quiz);
    },

    /** Starts an attempt at a kids lesson: all of its items (403 while the lesson is locked). */
    async startKidsAttempt(player: Player, body: StartKidsAttemptBody): Promise<QuizAttempt> {
      const quiz = await getActiveKidsLesson(body.language, body.lesson, body.quizId);
      await assertKidsLessonUnlocked(player, body.language, body.lesson);
      return startAttempt(player, quiz);
    },

    /**
     * Checks one answer to one drawn item and remembers it. Items the attempt did not draw, a second
     * answer to the same item and answers to a completed attempt are refused.
     */
    async answerItem(player: Player, attemptId: number, body: AnswerItemBody): Promise<ItemVerdict> {
      const { attempt } = await findOwnAttempt(player, attemptId);
      if (attempt.completedAt !== null) throw new AppError('CONFLICT', 'This attempt is already completed.');
      const item = attempt.items[positionOf(attempt, body.itemIndex)]!;
      const correct = checkAnswer(item, body.answer);
      const key = String(body.itemIndex);
      const recorded: AttemptAnswer = { answer: body.answer, correct };
      // One statement decides: of concurrent answers to the same item, only one is recorded.
      const [updated] = await db
        .update(quizAttempts)
        .set({
          answers: sql`${quizAttempts.answers} || jsonb_build_object(${key}::text, ${JSON.stringify(recorded)}::jsonb)`,
        })
        .where(
          and(
            eq(quizAttempts.id, attempt.id),
            isNull(quizAttempts.completedAt),
            sql`not jsonb_exists(${quizAttempts.answers}, ${key}::text)`,
          ),
        )
        .returning({ answers: quizAttempts.answers });
      if (!updated) {
        throw new AppError('CONFLICT', 'This item is already answered: each item is answered once.');
      }
      const given = Object.values(updated.answers);
      const localizedExplanation = localizedOf(item, 'explanation');
      return {
        itemIndex: body.itemIndex,
        correct,
        rightOption: item.type === 'word-order' ? null : item.correctAnswer,
        rightSentence: item.type === 'word-order' ? item.answer : null,
        explanation: item.explanation ?? null,
        ...(localizedExplanation ? { localizedExplanation } : {}),
        answered: given.length,
        score: given.filter((answer) => answer.correct).length,
      };
    },

    /**
     * A completed attempt's items, in the order they were played, with the learner's answers, the right
     * ones and the explanations (decision 204). An attempt still being played is refused (409), so the
     * review never gives away an answer.
     */
    async reviewAttempt(userId: number, attemptId: number): Promise<AttemptReviewResponse['review']> {
      const { attempt } = await findCompletedAttempt(userId, attemptId);
      return {
        attemptId: attempt.id,
        items: attempt.items.map((item, position) => {
          const itemIndex = attempt.itemIndexes[position]!;
          const given = attempt.answers[String(itemIndex)];
          const localizedQuestion = localizedOf(item, 'question');
          const localizedExplanation = localizedOf(item, 'explanation');
          return {
            itemIndex,
            type: item.type,
            question: item.question,
            ...(localizedQuestion ? { localizedQuestion } : {}),
            ...('passage' in item ? { passage: item.passage } : {}),
            ...('audioText' in item ? { spoken: item.audioText } : {}),
            given: answerInWords(item, given?.answer),
            correct: given?.correct ?? false,
            right: rightInWords(item),
            explanation: item.explanation ?? null,
            ...(localizedExplanation ? { localizedExplanation } : {}),
          };
        }),
      };
    },

    /**
     * One item of a completed attempt as a notebook card's words, with its explanation in the learner's
     * interface language when the item has it (decision 204).
     */
    async itemAsCard(userId: number, attemptId: number, itemIndex: number, ui: InterfaceLanguage) {
      const { attempt, quiz } = await findCompletedAttempt(userId, attemptId);
      const item = attempt.items[positionOf(attempt, itemIndex)]!;
      const explanation = item.localized?.[ui]?.explanation ?? item.explanation ?? '';
      return { language: quiz.language, ...cardOfItem(item, explanation) };
    },

    /** What a drawn listening item speaks, for the audio route: never sent as text. */
    async findSpokenText(player: Player, attemptId: number, itemIndex: number) {
      const { attempt, quiz } = await findOwnAttempt(player, attemptId);
      const item = attempt.items[positionOf(attempt, itemIndex)]!;
      if (!('audioText' in item)) throw new AppError('BAD_REQUEST', 'This item has no audio.');
      return { text: item.audioText, language: quiz.language };
    },

    /**
     * Completes an adult attempt: scores its own draw and records the result (pass at 7 of 10), in one
     * transaction. A repeated completion answers the result recorded for the attempt (decision 175).
     */
    async completeQuizAttempt(userId: number, attemptId: number): Promise<QuizResult> {
      listedPassed.forgetUser(userId);
      const { quiz, answers, score, total, passed } = await db.transaction(async (tx) => {
        const closed = await closeAttempt(tx, accountHolder(userId), attemptId, false);
        if (closed.alreadyCompleted) {
          const [recorded] = await tx
            .select({ passed: quizResults.passed })
            .from(quizResults)
            .where(eq(quizResults.attemptId, attemptId));
          if (!recorded) {
            throw new AppError('CONFLICT', 'This attempt was closed without a result: start the quiz again.');
          }
          return { ...closed, passed: recorded.passed };
        }
        const given = closed.answers as AttemptAnswer[];
        const isPassed = isPassingScore(closed.score, closed.total);
        await tx.insert(quizResults).values({
          userId,
          quizId: closed.quiz.id,
          attemptId,
          answers: given.map((answer) => answer.answer),
          score: closed.score,
          total: closed.total,
          passed: isPassed,
          completedAt: clock.now(),
        });
        return { ...closed, passed: isPassed };
      });
      // Again once stored: a list read while the result was being written may have kept the old ones.
      listedPassed.forgetUser(userId);
      return {
        quizId: quiz.id,
        language: quiz.language,
        level: quiz.level,
        score,
        total,
        passMark: passMarkFor(total),
        passed,
        unlocksLevel: passed && quiz.level < MAX_ADULT_LEVEL ? quiz.level + 1 : null,
        correct: answers.map((answer) => answer?.correct ?? false),
      };
    },

    /**
     * Active kids lessons of one language, by lesson number, with the learner's verdict on each (open,
     * completed, best stars) and on the language (stars in all, progress) (docs/decisions/108).
     */
    async findKidsLessons(player: Player, language: LanguageCode): Promise<KidsAvailableResponse> {
      const loadList = (): PromiseLike<ListedKidsLesson[]> =>
        db
          .select({ ...listedColumns, ageGroup: quizzes.ageGroup, questionCount: kidsQuestionCount })
          .from(quizzes)
          .where(
            and(eq(quizzes.isKidsQuiz, true), eq(quizzes.isActive, true), eq(quizzes.language, language)),
          )
          .orderBy(asc(quizzes.level), asc(quizzes.id));
      const [lessons, completed] = await Promise.all([
        listCache.get(`kids:${language}`, loadList),
        findCompletedLessons(player, language),
      ]);
      const unlocked = findUnlockedKidsLevels(
        lessons.map((lesson) => lesson.level),
        new Set(completed.keys()),
      );
      let totalStars = 0;
      for (const stars of completed.values()) totalStars += stars;
      return {
        quizzes: lessons.map((lesson) => ({
          ...lesson,
          isUnlocked: unlocked.has(lesson.level),
          passed: completed.has(lesson.level),
          stars: completed.get(lesson.level) ?? 0,
        })),
        totalStars,
        progressPercent: Math.round(kidsProgressPercentage(completed.size)),
      };
    },

    /**
     * A child's (or the account holder's) finished kids-lesson plays, newest first, for the parent view
     * (decision 208): when each was played and the right answers given.
     */
    async findKidsPlays(player: Player, limit = 500) {
      const rows = await db
        .select({
          startedAt: quizAttempts.startedAt,
          completedAt: quizAttempts.completedAt,
          items: quizAttempts.items,
          itemIndexes: quizAttempts.itemIndexes,
          answers: quizAttempts.answers,
        })
        .from(quizAttempts)
        .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
        .where(and(ownsAttempt(player), eq(quizzes.isKidsQuiz, true), isNotNull(quizAttempts.completedAt)))
        .orderBy(desc(quizAttempts.completedAt))
        .limit(limit);
      return rows.map((row) => ({
        startedAt: row.startedAt,
        completedAt: row.completedAt!,
        rightAnswers: row.items.flatMap((item, position) =>
          row.answers[String(row.itemIndexes[position])]?.correct ? [rightInWords(item)] : [],
        ),
      }));
    },

    async findKidsProgress(player: Player): Promise<KidsProgress[]> {
      const rows = await db
        .select()
        .from(kidsProgress)
        .where(ownsProgress(player))
        .orderBy(asc(kidsProgress.language), asc(kidsProgress.lesson));
      return rows.map((row) => ({
        language: row.language,
        lesson: row.lesson,
        stars: row.stars,
        score: row.score,
        total: row.total,
        completed: row.completed,
        updatedAt: row.updatedAt.toISOString(),
      }));
    },

    /**
     * Completes a kids attempt: scores its answers, computes the stars and marks the lesson completed.
     * The best result is kept: a retry with fewer stars (or, at equal stars, a lower score) leaves the
     * stored result as it was.
     */
    async completeKidsAttempt(player: Player, attemptId: number): Promise<KidsLessonResult> {
      const { userId, childId } = player;
      return db.transaction(async (tx) => {
        const { quiz, score, total, alreadyCompleted } = await closeAttempt(tx, player, attemptId, true);
        const body = { language: quiz.language, lesson: quiz.level };
        const stars = starsForScore(score, total);
        if (!alreadyCompleted) {
          await tx
            .insert(kidsProgress)
            .values({
              userId,
              childId,
              language: body.language,
              lesson: body.lesson,
              stars,
              score,
              total,
              completed: true,
              updatedAt: clock.now(),
            })
            .onConflictDoUpdate({
              target: [kidsProgress.userId, kidsProgress.childId, kidsProgress.language, kidsProgress.lesson],
              set: {
                stars: sql`excluded.stars`,
                score: sql`excluded.score`,
                total: sql`excluded.total`,
                completed: true,
                updatedAt: sql`excluded.updated_at`,
              },
              setWhere: sql`excluded.stars > ${kidsProgress.stars}
                or (excluded.stars = ${kidsProgress.stars} and excluded.score > ${kidsProgress.score})
                or not ${kidsProgress.completed}`,
            });
        }
        const [stored] = await tx
          .select({ stars: kidsProgress.stars })
          .from(kidsProgress)
          .where(
            and(
              ownsProgress(player),
              eq(kidsProgress.language, body.language),
              eq(kidsProgress.lesson, body.lesson),
            ),
          );
        return {
          language: body.language,
          lesson: body.lesson,
          quizId: quiz.id,
          score,
          total,
          stars,
          bestStars: stored?.stars ?? stars,
          completed: true,
        };
      });
    },
  };
}

export type QuizzesService = ReturnType<typeof createQuizzesService>;
