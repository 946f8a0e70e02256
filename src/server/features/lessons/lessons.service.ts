import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  COURSE_LEVELS,
  type CourseLevel,
  type LessonStep,
  type Localized,
} from '../../../shared/contracts/course-content.ts';
import type {
  CourseMap,
  LessonAnswerBody,
  LessonFeedback,
  LessonRun,
  LessonStepView,
  Today,
} from '../../../shared/contracts/lessons.ts';
import { CEFR_LEVEL_CODES } from '../../../shared/contracts/placement.ts';
import type { Correction } from '../../../shared/contracts/practice.ts';
import type { LanguageCode } from '../../../shared/domain/languages.ts';
import type { Clock } from '../../core/clock.ts';
import type { CurrentUser } from '../../core/current-user.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Corrector } from '../../integrations/ai/corrections/corrector.ts';
import type { LessonTeacher } from '../../integrations/ai/lesson-teacher.ts';
import type { NotebookService } from '../notebook/notebook.service.ts';
import { placedQuizLevels } from '../placement/placed-levels.ts';
import type { ConversationService } from '../practice/conversation.service.ts';
import { minutesPractisedToday } from '../practice/minutes-today.ts';
import type { PracticeSessionsService } from '../practice/practice-sessions.service.ts';
import { setDailyGoal } from '../users/users.service.ts';
import { type Course, type CourseLesson } from './course.ts';
import {
  checkpointCloseness,
  checkpointMet,
  gradeStep,
  SECOND_OPINION_CLOSENESS,
  lessonScore,
  lessonStars,
  MISSES_BEFORE_MODEL,
  modelAnswer,
  rolePlayOpening,
  rolePlayTurn,
} from './lesson-engine.ts';
import { lessonRuns, type RolePlayLine } from './lessons.table.ts';

type RunRow = typeof lessonRuns.$inferSelect;

/**
 * How long the corrector may take over a line before the lesson answers without its check: its first
 * check in a language loads that language's dictionaries, seconds on a busy machine.
 */
const CORRECTOR_TIMEOUT_MS = 20_000;

/** How long the AI teacher may take over a role-play line before the authored answers decide alone. */
const TEACHER_TIMEOUT_MS = 8000;

const LOCKED_MESSAGE = 'Finish the lesson before this one first.';
const RUN_OVER_MESSAGE = 'This lesson run is over. Start the lesson again to replay it.';
const MOVED_ON_MESSAGE = 'That step was already answered.';

/** The interface language's text of a localized string (English for any other). */
function say(text: Localized, language: string | null | undefined): string {
  return language === 'es' ? text.es : language === 'fr' ? text.fr : text.en;
}

/** A shuffle of the build step's tiles, fixed per run and step, never the answer's own order. */
function shuffledTiles(words: readonly string[], seed: number): string[] {
  const tiles = [...words];
  let state = (seed * 2654435761) >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  for (let attempt = 0; attempt < 5; attempt++) {
    for (let index = tiles.length - 1; index > 0; index--) {
      const other = Math.floor(next() * (index + 1));
      [tiles[index], tiles[other]] = [tiles[other]!, tiles[index]!];
    }
    if (tiles.some((tile, index) => tile !== words[index])) break;
  }
  return tiles;
}

function stepView(step: LessonStep, seed: number): LessonStepView {
  switch (step.type) {
    case 'listen-choose':
      return { type: step.type, question: step.question, options: step.options };
    case 'choose':
      return { type: step.type, text: step.text, question: step.question, options: step.options };
    case 'build':
      return { type: step.type, question: step.question, tiles: shuffledTiles(step.words, seed) };
    case 'gap':
      return { type: step.type, question: step.question, sentence: step.sentence };
    case 'say':
      return { type: step.type, question: step.question, text: step.text };
    case 'answer':
      return { type: step.type, question: step.question, prompt: step.prompt };
  }
}

/** The course level a learner starts at: their placed level, capped at the highest the course has. */
function startLevelFor(placed: number | undefined, reaches: CourseLevel): CourseLevel {
  const placedCode = placed ? CEFR_LEVEL_CODES[placed - 1] : 'A1';
  const index = Math.min(
    COURSE_LEVELS.indexOf(placedCode as CourseLevel) >= 0
      ? COURSE_LEVELS.indexOf(placedCode as CourseLevel)
      : COURSE_LEVELS.length - 1,
    COURSE_LEVELS.indexOf(reaches),
  );
  return COURSE_LEVELS[Math.max(0, index)]!;
}

export function createLessonsService(deps: {
  db: Db;
  clock: Clock;
  course: Course;
  sessions: Pick<PracticeSessionsService, 'startSession' | 'endSession'>;
  conversation: Pick<ConversationService, 'prepareTurn' | 'storeScriptedTurn'>;
  notebook: Pick<NotebookService, 'dueSummary'>;
  /**
   * The app's corrector: what the learner writes in their own words is also checked around the answer a
   * teacher wrote, and what it finds is shown and kept in the notebook (decision 195).
   */
  corrector?: Pick<Corrector, 'correct'>;
  /** The AI teacher of role-plays, when a chat model is configured (decision 195). */
  teacher?: LessonTeacher | undefined;
  onTeacherFailure?: (error: unknown) => void;
  /** Drops the cached signed-in user after the daily goal changed. */
  forgetUser: (userId: number) => void;
}) {
  const { db, clock, course } = deps;

  function courseReaches(language: LanguageCode): CourseLevel {
    const lessons = course.lessons(language);
    return lessons.length > 0 ? lessons[lessons.length - 1]!.level : 'A1';
  }

  async function bestStars(userId: number, language: LanguageCode): Promise<Map<string, number>> {
    const rows = await db
      .select({ lessonId: lessonRuns.lessonId, stars: lessonRuns.stars })
      .from(lessonRuns)
      .where(
        and(eq(lessonRuns.userId, userId), eq(lessonRuns.language, language), eq(lessonRuns.phase, 'done')),
      );
    const best = new Map<string, number>();
    for (const row of rows) best.set(row.lessonId, Math.max(best.get(row.lessonId) ?? 0, row.stars ?? 1));
    return best;
  }

  /** Each lesson's state for this learner, in course order. */
  async function lessonStates(userId: number, language: LanguageCode) {
    const [placed, stars] = await Promise.all([
      placedQuizLevels(db, userId, language),
      bestStars(userId, language),
    ]);
    const placedLevel = placed.get(language);
    const reaches = courseReaches(language);
    const startLevel = startLevelFor(placedLevel, reaches);
    const lessons = course.lessons(language);
    const startIndex = lessons.findIndex((entry) => entry.level === startLevel);
    const states = lessons.map((entry, index) => {
      const done = stars.has(entry.lesson.id);
      // Open: done, below the start, the start itself, or right after a done lesson.
      const open = done || index <= Math.max(0, startIndex) || stars.has(lessons[index - 1]?.lesson.id ?? '');
      return { entry, done, open, stars: stars.get(entry.lesson.id) ?? 0 };
    });
    const next =
      states.find((state, index) => index >= Math.max(0, startIndex) && state.open && !state.done) ??
      states.find((state) => state.open && !state.done) ??
      null;
    return {
      states,
      next,
      startLevel,
      reaches,
      placedLevel: placedLevel ? CEFR_LEVEL_CODES[placedLevel - 1]! : null,
    };
  }

  function toRun(row: RunRow, entry: CourseLesson, result: LessonRun['result'] = null): LessonRun {
    const { lesson } = entry;
    const inSteps = row.phase === 'steps';
    const step = inSteps ? lesson.steps[row.position] : undefined;
    return {
      id: row.id,
      lessonId: lesson.id,
      language: entry.language,
      sessionId: row.sessionId,
      phase: row.phase === 'abandoned' ? 'done' : row.phase,
      title: lesson.title,
      objective: lesson.objective,
      dialogue: lesson.dialogue,
      stepIndex: inSteps ? row.position : lesson.steps.length,
      stepCount: lesson.steps.length,
      misses: row.misses,
      step: step ? stepView(step, row.id * 31 + row.position) : null,
      rolePlay: {
        scene: lesson.rolePlay.scene,
        teacherRole: lesson.rolePlay.teacherRole,
        learnerRole: lesson.rolePlay.learnerRole,
        checkpoints: lesson.rolePlay.checkpoints.map((checkpoint, index) => ({
          id: checkpoint.id,
          goal: checkpoint.goal,
          state:
            row.phase === 'done' || (row.phase === 'role-play' && index < row.position)
              ? 'met'
              : row.phase === 'role-play' && index === row.position
                ? 'current'
                : 'pending',
        })),
        transcript: row.transcript,
      },
      result:
        result ??
        (row.phase === 'done' && row.score !== null && row.stars !== null
          ? { score: row.score, stars: row.stars, nextLessonId: null }
          : null),
    };
  }

  async function ownedRun(userId: number, runId: number): Promise<{ row: RunRow; entry: CourseLesson }> {
    const [row] = await db
      .select()
      .from(lessonRuns)
      .where(and(eq(lessonRuns.id, runId), eq(lessonRuns.userId, userId)));
    // Another learner's run answers exactly like a missing one.
    if (!row) throw notFound('Lesson run');
    const entry = course.lesson(row.lessonId);
    if (!entry) throw notFound('Lesson');
    return { row, entry };
  }

  async function openSession(user: CurrentUser, entry: CourseLesson): Promise<number> {
    const session = await deps.sessions.startSession(user, {
      language: entry.language,
      mode: 'chat',
      level: COURSE_LEVELS.indexOf(entry.level) + 1,
      opening: entry.lesson.dialogue.map((line) => `${line.speaker}: ${line.text}`).join('\n'),
    });
    return session.id;
  }

  /**
   * Stores the learner's answer and the teacher's words in the run's practice session (its minutes,
   * its report, the notebook's cards); a session that ended is replaced by a new one, within the
   * allowance like any practice.
   */
  async function storeAnswer(
    user: CurrentUser,
    row: RunRow,
    entry: CourseLesson,
    learnerMessage: string,
    reply: string,
    corrections: Correction[],
  ): Promise<number> {
    let sessionId = row.sessionId;
    for (let attempt = 0; attempt < 2; attempt++) {
      if (sessionId === null) sessionId = await openSession(user, entry);
      try {
        const prepared = await deps.conversation.prepareTurn(user, sessionId, learnerMessage);
        await deps.conversation.storeScriptedTurn(prepared.session, learnerMessage, { reply, corrections });
        return sessionId;
      } catch (error) {
        // Ended or gone quiet: the next attempt opens a new session. Any other refusal stands.
        if (
          attempt === 0 &&
          error instanceof AppError &&
          (error.code === 'CONFLICT' || error.code === 'NOT_FOUND')
        ) {
          sessionId = null;
          continue;
        }
        throw error;
      }
    }
    throw new AppError('CONFLICT', RUN_OVER_MESSAGE);
  }

  async function finishRun(
    user: CurrentUser,
    row: RunRow,
    entry: CourseLesson,
    unaided: number,
    sessionId: number,
  ) {
    const total = entry.lesson.steps.length + entry.lesson.rolePlay.checkpoints.length;
    const score = lessonScore(unaided, total);
    const stars = lessonStars(score);
    const now = clock.now();
    const [finished] = await db
      .update(lessonRuns)
      .set({ phase: 'done', score, stars, finishedAt: now, updatedAt: now, unaided, sessionId })
      .where(eq(lessonRuns.id, row.id))
      .returning();
    // The lesson's minutes count now, as when a learner ends a conversation.
    await deps.sessions.endSession(user.id, sessionId).catch(() => undefined);
    const { next } = await lessonStates(user.id, entry.language);
    return toRun(finished!, entry, { score, stars, nextLessonId: next?.entry.lesson.id ?? null });
  }

  /**
   * The corrector's findings in a line the learner wrote in their own words, outside what the lesson's
   * answer already settles; nothing when the corrector is absent or fails.
   */
  async function checkOwnWords(
    user: CurrentUser,
    entry: CourseLesson,
    text: string,
    teacherText: string,
  ): Promise<Correction[]> {
    if (!deps.corrector) return [];
    return deps.corrector
      .correct({
        language: entry.language,
        text,
        teacherText,
        interfaceLanguage: user.interfaceLanguage ?? 'en',
        userId: user.id,
        signal: AbortSignal.timeout(CORRECTOR_TIMEOUT_MS),
      })
      .catch(() => []);
  }

  return {
    async courseMap(userId: number, language: LanguageCode): Promise<CourseMap> {
      const { states, next, startLevel, reaches, placedLevel } = await lessonStates(userId, language);
      const units = course.units(language).map(({ unit, level }) => ({
        id: unit.id,
        level,
        title: unit.title,
        canDo: unit.canDo,
        lessons: unit.lessons.map((lesson) => {
          const state = states.find((candidate) => candidate.entry.lesson.id === lesson.id)!;
          return {
            id: lesson.id,
            title: lesson.title,
            objective: lesson.objective,
            state: state.done
              ? ('done' as const)
              : next?.entry.lesson.id === lesson.id
                ? ('next' as const)
                : state.open
                  ? ('open' as const)
                  : ('locked' as const),
            stars: state.stars,
          };
        }),
      }));
      const ofLevel = states.filter((state) => state.entry.level === startLevel);
      return {
        language,
        placedLevel,
        startLevel,
        courseReaches: reaches,
        units,
        progress: {
          level: startLevel,
          done: ofLevel.filter((state) => state.done).length,
          total: ofLevel.length,
        },
        nextLessonId: next?.entry.lesson.id ?? null,
      };
    },

    async start(user: CurrentUser, lessonId: string): Promise<LessonRun> {
      const entry = course.lesson(lessonId);
      if (!entry) throw notFound('Lesson');
      const { states } = await lessonStates(user.id, entry.language);
      if (!states.find((state) => state.entry.lesson.id === lessonId)?.open)
        throw new AppError('FORBIDDEN', LOCKED_MESSAGE);
      const sessionId = await openSession(user, entry);
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        // A run of the same lesson still in progress is abandoned: one run of a lesson at a time.
        await tx
          .update(lessonRuns)
          .set({ phase: 'abandoned', updatedAt: now })
          .where(
            and(
              eq(lessonRuns.userId, user.id),
              eq(lessonRuns.lessonId, lessonId),
              inArray(lessonRuns.phase, ['steps', 'role-play']),
            ),
          );
        const [created] = await tx
          .insert(lessonRuns)
          .values({
            userId: user.id,
            language: entry.language,
            lessonId,
            sessionId,
            startedAt: now,
            updatedAt: now,
          })
          .returning();
        return created!;
      });
      return toRun(row, entry);
    },

    async run(userId: number, runId: number): Promise<LessonRun> {
      const { row, entry } = await ownedRun(userId, runId);
      return toRun(row, entry);
    },

    async answer(
      user: CurrentUser,
      runId: number,
      body: LessonAnswerBody,
    ): Promise<{ feedback: LessonFeedback; run: LessonRun }> {
      const { row, entry } = await ownedRun(user.id, runId);
      const { lesson, slots } = entry;
      if (row.phase === 'done' || row.phase === 'abandoned') throw new AppError('CONFLICT', RUN_OVER_MESSAGE);
      if (body.position !== row.position) throw new AppError('CONFLICT', MOVED_ON_MESSAGE);
      const ui = user.interfaceLanguage;
      const now = clock.now();

      if (row.phase === 'steps') {
        const step = lesson.steps[row.position]!;
        if ((step.type === 'choose' || step.type === 'listen-choose') !== (body.choice !== undefined))
          throw new AppError(
            'BAD_REQUEST',
            step.type.endsWith('choose') ? 'Choose an option' : 'Write an answer',
          );
        const grade = gradeStep(step, body, slots);
        const correct = grade.verdict === 'correct';
        const misses = correct ? row.misses : row.misses + 1;
        const revealed = !correct && misses >= MISSES_BEFORE_MODEL;
        const model = modelAnswer(step, slots);
        const given = body.text ?? ('options' in step ? step.options[body.choice!]! : '');
        // An answer in the learner's own words that a teacher accepts may still hold a slip elsewhere.
        const ownWords =
          correct && step.type === 'answer' ? await checkOwnWords(user, entry, given, step.prompt) : [];
        const corrections: Correction[] = correct
          ? ownWords
          : [{ original: given, corrected: model, explanation: say(grade.hint ?? step.explanation, ui) }];
        const sessionId = await storeAnswer(user, row, entry, given, model, corrections);
        const advance = correct || revealed;
        const position = advance ? row.position + 1 : row.position;
        const toRolePlay = advance && position >= lesson.steps.length;
        const [updated] = await db
          .update(lessonRuns)
          .set({
            sessionId,
            misses: advance ? 0 : misses,
            unaided: row.unaided + (correct && row.misses === 0 ? 1 : 0),
            position: toRolePlay ? 0 : position,
            phase: toRolePlay ? 'role-play' : 'steps',
            transcript: toRolePlay
              ? [{ from: 'teacher', text: rolePlayOpening(lesson.rolePlay) }]
              : row.transcript,
            updatedAt: now,
          })
          // The row moves on only from where it was read: a parallel answer to the same step loses.
          .where(
            and(
              eq(lessonRuns.id, row.id),
              eq(lessonRuns.position, row.position),
              eq(lessonRuns.phase, 'steps'),
            ),
          )
          .returning();
        if (!updated) throw new AppError('CONFLICT', MOVED_ON_MESSAGE);
        return {
          feedback: {
            verdict: grade.verdict,
            hint: grade.hint,
            slips: grade.slips,
            model: advance ? model : null,
            explanation: advance ? step.explanation : null,
            reply: null,
            corrections: ownWords,
          },
          run: toRun(updated, entry),
        };
      }

      // The role-play.
      if (body.text === undefined) throw new AppError('BAD_REQUEST', 'Write or say your answer');
      const state = { checkpoint: row.position, misses: row.misses };
      const checkpoint = lesson.rolePlay.checkpoints[row.position]!;
      let turn = rolePlayTurn(lesson.rolePlay, slots, state, body.text);
      // With an AI teacher, a line the authored answers do not meet gets the model's reply and its
      // second opinion, believed only when the learner's words come close to an authored answer.
      if (turn.verdict !== 'met' && deps.teacher) {
        const opinion = await deps.teacher
          .rolePlayTurn(
            {
              language: entry.language,
              level: entry.level,
              objective: lesson.objective.en,
              scene: lesson.rolePlay.scene.en,
              teacherRole: lesson.rolePlay.teacherRole.en,
              learnerRole: lesson.rolePlay.learnerRole.en,
              register: lesson.rolePlay.register,
              goal: checkpoint.goal.en,
              example: checkpoint.model,
              targets: entry.unit.targets.phrases,
              transcript: row.transcript,
              learnerLine: body.text,
            },
            AbortSignal.timeout(TEACHER_TIMEOUT_MS),
          )
          .catch((error: unknown) => {
            deps.onTeacherFailure?.(error);
            return null;
          });
        if (
          opinion?.checkpointMet &&
          checkpointCloseness(lesson.rolePlay, slots, row.position, body.text) >= SECOND_OPINION_CLOSENESS
        )
          turn = checkpointMet(lesson.rolePlay, state, opinion.reply);
        // A model that says "not met" answers in character and leads back; one that claimed a checkpoint
        // the words do not meet is not heard, so the scene does not move on without the learner.
        else if (opinion && !opinion.checkpointMet) turn = { ...turn, reply: opinion.reply };
      }
      const lastTeacherLine =
        [...row.transcript].reverse().find((line) => line.from === 'teacher')?.text ?? '';
      const ownWords =
        turn.verdict === 'met' ? await checkOwnWords(user, entry, body.text, lastTeacherLine) : [];
      const corrections: Correction[] =
        turn.verdict === 'met'
          ? [
              ...turn.slips.map((slip) => ({
                original: slip.given,
                corrected: slip.expected,
                explanation: say(checkpoint.hint, ui),
              })),
              ...ownWords.filter((found) => !turn.slips.some((slip) => slip.given === found.original)),
            ]
          : turn.model
            ? [
                {
                  original: body.text,
                  corrected: turn.model,
                  explanation: say(turn.hint ?? checkpoint.hint, ui),
                },
              ]
            : [];
      const sessionId = await storeAnswer(user, row, entry, body.text, turn.reply ?? '…', corrections);
      const transcript: RolePlayLine[] = [
        ...row.transcript,
        { from: 'learner', text: body.text },
        ...(turn.reply ? [{ from: 'teacher' as const, text: turn.reply }] : []),
      ];
      const unaided = row.unaided + (turn.verdict === 'met' && turn.metUnaided ? 1 : 0);
      const [updated] = await db
        .update(lessonRuns)
        .set({
          sessionId,
          position: turn.state.checkpoint,
          misses: turn.state.misses,
          unaided,
          transcript,
          updatedAt: now,
        })
        .where(
          and(
            eq(lessonRuns.id, row.id),
            eq(lessonRuns.position, row.position),
            eq(lessonRuns.phase, 'role-play'),
          ),
        )
        .returning();
      if (!updated) throw new AppError('CONFLICT', MOVED_ON_MESSAGE);
      const feedback: LessonFeedback = {
        verdict: turn.verdict === 'met' ? 'met' : turn.verdict === 'near' ? 'near' : 'missed',
        hint: turn.verdict === 'met' ? null : turn.hint,
        slips: turn.slips,
        model: turn.model,
        explanation: null,
        reply: turn.reply,
        corrections: ownWords,
      };
      if (turn.done) return { feedback, run: await finishRun(user, updated, entry, unaided, sessionId) };
      return { feedback, run: toRun(updated, entry) };
    },

    /** The words the run's audio route speaks: a dialogue line, or what the step shown speaks. */
    async spokenText(userId: number, runId: number, line: number | undefined) {
      const { row, entry } = await ownedRun(userId, runId);
      const { lesson } = entry;
      if (line !== undefined) {
        const spoken = lesson.dialogue[line];
        if (!spoken) throw notFound('Dialogue line');
        return { text: spoken.text, language: entry.language };
      }
      if (row.phase === 'role-play') {
        const last = [...row.transcript].reverse().find((entry) => entry.from === 'teacher');
        if (last) return { text: last.text, language: entry.language };
      }
      const step = row.phase === 'steps' ? lesson.steps[row.position] : undefined;
      if (step?.type === 'listen-choose') return { text: step.audio, language: entry.language };
      if (step?.type === 'say') return { text: step.text, language: entry.language };
      if (step?.type === 'answer') return { text: step.prompt, language: entry.language };
      throw new AppError('CONFLICT', 'Nothing to hear on this step.');
    },

    /**
     * The unit the learner's next lesson in a language belongs to: what the AI teacher weaves into a
     * general conversation (decision 209). Undefined when the course is done or not there.
     */
    async currentUnit(userId: number, language: LanguageCode) {
      const { next } = await lessonStates(userId, language);
      return next?.entry.unit;
    },

    async today(user: CurrentUser, language: LanguageCode | undefined): Promise<Today> {
      const chosen = language ?? (await this.lastLanguage(user.id)) ?? 'english';
      const now = clock.now();
      const [{ next, placedLevel }, due, minutesToday] = await Promise.all([
        lessonStates(user.id, chosen),
        deps.notebook.dueSummary(user),
        minutesPractisedToday(db, user.id, now, user.timeZone),
      ]);
      return {
        language: chosen,
        dueReviews: due.languages.find((entry) => entry.language === chosen)?.due ?? 0,
        nextLesson: next
          ? {
              id: next.entry.lesson.id,
              title: next.entry.lesson.title,
              unitTitle: next.entry.unit.title,
              level: next.entry.level,
            }
          : null,
        conversationTheme: next ? { unit: next.entry.unit.id, title: next.entry.unit.title } : null,
        goalMinutes: user.dailyGoalMinutes,
        minutesToday,
        placedLevel,
      };
    },

    async setDailyGoal(
      user: CurrentUser,
      minutes: number,
      language: LanguageCode | undefined,
    ): Promise<Today> {
      await setDailyGoal(db, user.id, minutes);
      deps.forgetUser(user.id);
      return this.today({ ...user, dailyGoalMinutes: minutes }, language);
    },

    /** The language of the learner's latest lesson run, if any. */
    async lastLanguage(userId: number): Promise<LanguageCode | undefined> {
      const [row] = await db
        .select({ language: lessonRuns.language })
        .from(lessonRuns)
        .where(eq(lessonRuns.userId, userId))
        .orderBy(desc(lessonRuns.updatedAt))
        .limit(1);
      return row?.language;
    },
  };
}

export type LessonsService = ReturnType<typeof createLessonsService>;
