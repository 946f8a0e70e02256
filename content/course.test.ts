import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  COURSE_LEVELS,
  ConversationThemesFileSchema,
  CourseUnitFileSchema,
  type CourseUnitFile,
  type Lesson,
} from '../src/shared/contracts/course-content.ts';
import { expandPattern, PatternError, type Slots } from '../src/shared/domain/answer-patterns.ts';
import { LANGUAGE_CODES } from '../src/shared/domain/languages.ts';
import {
  gradeStep,
  modelAnswer,
  rolePlayOpening,
  rolePlayTurn,
  type RolePlayState,
} from '../src/server/features/lessons/lesson-engine.ts';
import { COURSE_PREFIX, MIN_UNITS_PER_LEVEL, SHIPPED_COURSE_LEVELS } from '../src/server/features/lessons/course.ts';

/**
 * The guided course held to its specification (decision 195; docs/course/): every file parses, ids follow
 * their place, units of a level do not repeat a situation or a target, every pattern expands, every step
 * and checkpoint is answerable by its own model answer and refuses its near misses, and every lesson mixes
 * kinds of practice.
 */
/** How many answers of each pattern are graded: enough to find a near miss hiding in a pattern. */
const SAMPLE = 10;

const COURSE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'course');

interface Loaded {
  file: string;
  content: CourseUnitFile;
}

function loadAll(): { loaded: Loaded[]; problems: string[] } {
  const loaded: Loaded[] = [];
  const problems: string[] = [];
  for (const language of LANGUAGE_CODES) {
    for (const level of COURSE_LEVELS) {
      const folder = path.join(COURSE, language, level.toLowerCase());
      if (!fs.existsSync(folder)) continue;
      for (const name of fs.readdirSync(folder).sort()) {
        const file = `${language}/${level.toLowerCase()}/${name}`;
        const parsed = CourseUnitFileSchema.safeParse(JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8')));
        if (!parsed.success) problems.push(`${file}: ${parsed.error.message}`);
        else loaded.push({ file, content: parsed.data });
      }
    }
  }
  return { loaded, problems };
}

const { loaded, problems: parseProblems } = loadAll();

function lessonProblems(lesson: Lesson, slots: Slots): string[] {
  const problems: string[] = [];
  const expands = (pattern: string, where: string) => {
    try {
      if (expandPattern(pattern, slots).length === 0) problems.push(`${where}: «${pattern}» stands for nothing`);
    } catch (error) {
      if (error instanceof PatternError) problems.push(`${where}: ${error.message}`);
      else throw error;
    }
  };
  const types = new Set(lesson.steps.map((step) => step.type));
  if (types.size < 4) problems.push(`${lesson.id}: ${types.size} kinds of step (at least 4)`);
  for (const needed of ['say', 'answer'] as const)
    if (!types.has(needed)) problems.push(`${lesson.id}: no ${needed} step`);
  lesson.steps.forEach((step, index) => {
    const where = `${lesson.id} step ${index + 1}`;
    if ('options' in step) {
      if (step.answer >= step.options.length) problems.push(`${where}: the answer is not an option`);
      if (new Set(step.options).size !== step.options.length) problems.push(`${where}: repeated options`);
    }
    for (const pattern of 'accepted' in step ? step.accepted : []) expands(pattern, where);
    for (const near of 'nearMisses' in step ? step.nearMisses : []) for (const p of near.answers) expands(p, where);
    if (problems.length > 0) return;
    const model = modelAnswer(step, slots);
    const answer = 'options' in step ? { choice: step.answer } : { text: model };
    if (gradeStep(step, answer, slots).verdict !== 'correct')
      problems.push(`${where}: its own model answer «${model}» is not accepted`);
    if (step.type === 'build' && gradeStep(step, { text: step.words.join(' ') }, slots).verdict !== 'correct')
      problems.push(`${where}: the tiles in order are not an accepted answer`);
    // Every answer a teacher wrote as accepted is accepted: no near miss hides inside one.
    if (step.type === 'gap' || step.type === 'answer' || step.type === 'build') {
      for (const pattern of step.accepted) {
        for (const expansion of expandPattern(pattern, slots).slice(0, SAMPLE)) {
          const text = expansion.words.join(' ');
          if (gradeStep(step, { text }, slots).verdict !== 'correct')
            problems.push(`${where}: the accepted answer «${text}» is not accepted`);
        }
      }
    }
    for (const near of 'nearMisses' in step ? step.nearMisses : []) {
      for (const pattern of near.answers) {
        for (const expansion of expandPattern(pattern, slots).slice(0, SAMPLE)) {
          if (gradeStep(step, { text: expansion.words.join(' ') }, slots).verdict === 'correct')
            problems.push(`${where}: the near miss «${expansion.words.join(' ')}» is also accepted`);
        }
      }
    }
  });
  const ids = new Set<string>();
  for (const checkpoint of lesson.rolePlay.checkpoints) {
    const where = `${lesson.id} role-play ${checkpoint.id}`;
    if (ids.has(checkpoint.id)) problems.push(`${where}: repeated checkpoint id`);
    ids.add(checkpoint.id);
    for (const branch of checkpoint.branches) for (const p of branch.answers) expands(p, where);
    for (const near of checkpoint.nearMisses) for (const p of near.answers) expands(p, where);
  }
  if (problems.length > 0) return problems;
  // Every branch's answers meet their checkpoint, and no near miss of it is met.
  lesson.rolePlay.checkpoints.forEach((checkpoint, index) => {
    const state = { checkpoint: index, misses: 0 };
    for (const branch of checkpoint.branches)
      for (const pattern of branch.answers)
        for (const expansion of expandPattern(pattern, slots).slice(0, SAMPLE)) {
          const text = expansion.words.join(' ');
          if (rolePlayTurn(lesson.rolePlay, slots, state, text).verdict !== 'met')
            problems.push(`${lesson.id} role-play ${checkpoint.id}: the accepted «${text}» does not meet it`);
        }
    for (const near of checkpoint.nearMisses)
      for (const pattern of near.answers)
        for (const expansion of expandPattern(pattern, slots).slice(0, SAMPLE)) {
          const text = expansion.words.join(' ');
          if (rolePlayTurn(lesson.rolePlay, slots, state, text).verdict === 'met')
            problems.push(`${lesson.id} role-play ${checkpoint.id}: the near miss «${text}» meets it`);
        }
  });
  if (problems.length > 0) return problems;
  // Played through with each checkpoint's model: every checkpoint is met by its own model answer, and the
  // teacher's replies say no unfilled {slot}.
  let state: RolePlayState = { checkpoint: 0, misses: 0 };
  if (/\{/.test(rolePlayOpening(lesson.rolePlay))) problems.push(`${lesson.id}: the opening has a {slot}`);
  for (const checkpoint of lesson.rolePlay.checkpoints) {
    const turn = rolePlayTurn(lesson.rolePlay, slots, state, checkpoint.model);
    if (turn.verdict !== 'met') {
      problems.push(`${lesson.id} role-play ${checkpoint.id}: its model «${checkpoint.model}» does not meet it`);
      break;
    }
    if (turn.reply && /\{[a-z]/.test(turn.reply)) problems.push(`${lesson.id}: a reply keeps a slot: ${turn.reply}`);
    state = turn.state;
  }
  return problems;
}

describe('guided course', () => {
  it('every unit file matches the course contract', () => {
    expect(parseProblems).toEqual([]);
  });

  it('ships the levels it names, each with enough units, in every language', () => {
    for (const language of LANGUAGE_CODES) {
      for (const level of SHIPPED_COURSE_LEVELS) {
        const units = loaded.filter((entry) => entry.content.language === language && entry.content.level === level);
        expect(units.length, `${language} ${level}`).toBeGreaterThanOrEqual(MIN_UNITS_PER_LEVEL);
      }
    }
  });

  it('names each unit and lesson by its place', () => {
    const problems = loaded.flatMap(({ file, content }) => {
      const number = /unit-(\d)\.json$/.exec(file)?.[1];
      const prefix = `${COURSE_PREFIX[content.language]}-${content.level.toLowerCase()}-u${number}`;
      return [
        ...(file.startsWith(`${content.language}/${content.level.toLowerCase()}/`) ? [] : [`${file}: wrong folder`]),
        ...(content.unit.id === prefix ? [] : [`${file}: unit id ${content.unit.id}, expected ${prefix}`]),
        ...content.unit.lessons.flatMap((lesson, index) =>
          lesson.id === `${prefix}-l${index + 1}` ? [] : [`${file}: lesson id ${lesson.id}`],
        ),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('gives each unit of a level its own situation and targets, and recycles only earlier units', () => {
    const problems: string[] = [];
    for (const language of LANGUAGE_CODES) {
      // A unit recycles earlier units of its level and any unit of a lower level.
      const earlier = new Set<string>();
      for (const level of COURSE_LEVELS) {
        const units = loaded
          .filter((entry) => entry.content.language === language && entry.content.level === level)
          .map((entry) => entry.content.unit);
        const situations = new Map<string, string>();
        const phrases = new Map<string, string>();
        for (const unit of units) {
          const known = situations.get(unit.situation);
          if (known) problems.push(`${unit.id}: situation ${unit.situation} repeats ${known}`);
          situations.set(unit.situation, unit.id);
          for (const phrase of unit.targets.phrases) {
            const key = phrase.toLowerCase().trim();
            const other = phrases.get(key);
            if (other) problems.push(`${unit.id}: target «${phrase}» repeats ${other}`);
            phrases.set(key, unit.id);
          }
          for (const recycled of unit.recycles)
            if (!earlier.has(recycled)) problems.push(`${unit.id}: recycles ${recycled}, not an earlier unit`);
          earlier.add(unit.id);
          const titles = new Set(unit.lessons.map((lesson) => lesson.title.en.toLowerCase()));
          if (titles.size !== unit.lessons.length) problems.push(`${unit.id}: two lessons share a title`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  // Every near miss of every lesson is graded: some seconds of work.
  it('makes every step and checkpoint answerable by its model and refuses its near misses', { timeout: 180_000 }, () => {
    const problems = loaded.flatMap(({ content }) =>
      content.unit.lessons.flatMap((lesson) => lessonProblems(lesson, content.slots)),
    );
    expect(problems).toEqual([]);
  });

  it('gives every shipped unit a conversation theme: an opening and questions in the language taught', () => {
    const problems: string[] = [];
    for (const language of LANGUAGE_CODES) {
      const file = path.join(COURSE, language, 'conversation.json');
      const parsed = ConversationThemesFileSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
      if (!parsed.success) {
        problems.push(`${language}/conversation.json: ${parsed.error.message}`);
        continue;
      }
      const ofLanguage = loaded.filter((entry) => entry.content.language === language);
      const shipped = ofLanguage.filter((entry) => SHIPPED_COURSE_LEVELS.includes(entry.content.level));
      for (const { content } of shipped)
        if (!parsed.data.units[content.unit.id]) problems.push(`${content.unit.id}: no conversation theme`);
      const units = new Set(ofLanguage.map((entry) => entry.content.unit.id));
      for (const [id, theme] of Object.entries(parsed.data.units)) {
        if (!units.has(id)) problems.push(`${language}/conversation.json: ${id} is not a unit of the course`);
        const lines = [theme.opening, ...theme.questions];
        for (const line of lines) {
          if (!line.endsWith('?')) problems.push(`${id}: «${line}» does not end with a question`);
          // French typography: a no-break space before ? ! : ; as in the partner's own lines.
          if (language === 'french' && / [?!:;]/.test(line)) problems.push(`${id}: «${line}» breaks before a sign`);
        }
        if (new Set(lines).size !== lines.length) problems.push(`${id}: a question is asked twice`);
      }
    }
    expect(problems).toEqual([]);
  });
});
