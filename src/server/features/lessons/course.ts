import fs from 'node:fs';
import path from 'node:path';
import {
  COURSE_LEVELS,
  ConversationThemesFileSchema,
  CourseUnitFileSchema,
  type ConversationTheme,
  type CourseLevel,
  type Lesson,
  type Unit,
} from '../../../shared/contracts/course-content.ts';
import type { Slots } from '../../../shared/domain/answer-patterns.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../../../shared/domain/languages.ts';

/** The two letters lesson and unit ids start with. */
export const COURSE_PREFIX: Readonly<Record<LanguageCode, string>> = {
  english: 'en',
  spanish: 'es',
  french: 'fr',
};

/** The levels the course has written so far, in every language (B2 and C1 later). */
export const SHIPPED_COURSE_LEVELS: readonly CourseLevel[] = ['A1', 'A2', 'B1'];
export const MIN_UNITS_PER_LEVEL = 6;

export interface CourseLesson {
  lesson: Lesson;
  unit: Unit;
  level: CourseLevel;
  language: LanguageCode;
  slots: Slots;
  /** Its place in the language's whole course, from 0. */
  order: number;
}

/** A unit's theme for free conversation: the unit, and what the teacher opens with and asks (decision 200). */
export interface CourseTheme {
  unit: Unit;
  conversation: ConversationTheme;
}

export interface Course {
  /** Every lesson of a language, in course order. */
  lessons(language: LanguageCode): readonly CourseLesson[];
  lesson(id: string): CourseLesson | undefined;
  units(language: LanguageCode): readonly { unit: Unit; level: CourseLevel }[];
  /** The conversation theme of a unit of the language's course; undefined for any other id. */
  theme?(language: LanguageCode, unitId: string): CourseTheme | undefined;
}

/** Reads the course's unit files once, held to their contract (an invalid file stops the server at boot). */
export function loadCourse(folder: string): Course {
  const byLanguage = new Map<LanguageCode, CourseLesson[]>();
  const units = new Map<LanguageCode, { unit: Unit; level: CourseLevel }[]>();
  const byId = new Map<string, CourseLesson>();
  const themes = new Map<string, CourseTheme>();
  for (const language of LANGUAGE_CODES) {
    const lessons: CourseLesson[] = [];
    const languageUnits: { unit: Unit; level: CourseLevel }[] = [];
    for (const level of COURSE_LEVELS) {
      const dir = path.join(folder, language, level.toLowerCase());
      if (!fs.existsSync(dir)) continue;
      const files = fs
        .readdirSync(dir)
        .filter((name) => /^unit-\d+\.json$/.test(name))
        .sort((a, b) => Number(/\d+/.exec(a)![0]) - Number(/\d+/.exec(b)![0]));
      for (const name of files) {
        const parsed = CourseUnitFileSchema.safeParse(
          JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')),
        );
        if (!parsed.success) throw new Error(`course/${language}/${level}/${name}: ${parsed.error.message}`);
        const { unit, slots } = parsed.data;
        languageUnits.push({ unit, level });
        for (const lesson of unit.lessons) {
          const entry: CourseLesson = { lesson, unit, level, language, slots, order: lessons.length };
          lessons.push(entry);
          byId.set(lesson.id, entry);
        }
      }
    }
    byLanguage.set(language, lessons);
    units.set(language, languageUnits);
    const themesFile = path.join(folder, language, 'conversation.json');
    if (fs.existsSync(themesFile)) {
      const parsed = ConversationThemesFileSchema.safeParse(JSON.parse(fs.readFileSync(themesFile, 'utf8')));
      if (!parsed.success) throw new Error(`course/${language}/conversation.json: ${parsed.error.message}`);
      for (const { unit } of languageUnits) {
        const conversation = parsed.data.units[unit.id];
        if (conversation) themes.set(`${language}:${unit.id}`, { unit, conversation });
      }
    }
  }
  return {
    lessons: (language) => byLanguage.get(language) ?? [],
    lesson: (id) => byId.get(id),
    units: (language) => units.get(language) ?? [],
    theme: (language, unitId) => themes.get(`${language}:${unitId}`),
  };
}
