import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import {
  AdultQuizContentSchema,
  KidsLessonContentSchema,
  type AdultQuizContent,
  type KidsLessonContent,
} from '../../../shared/contracts/quiz-content.ts';

export const CONTENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../content');

const ADULT_FILE = /^(english|spanish|french)-level-([1-5])\.json$/;
const KIDS_FILE = /^(english|spanish|french)-lesson-([1-8])\.json$/;

/** One shipped quiz, validated, with the stable key that makes seeding idempotent. */
export type ContentItem =
  | { kind: 'adult'; contentKey: string; file: string; quiz: AdultQuizContent }
  | { kind: 'kids'; contentKey: string; file: string; quiz: KidsLessonContent };

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid quiz content:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

function describeIssues(file: string, error: z.ZodError): string[] {
  return error.issues.map((issue) => `${file}: ${issue.path.join('.') || '(root)'} — ${issue.message}`);
}

/**
 * Reads and validates content/quizzes (adult, keys "<language>-level-<n>") and content/kids (kids lessons,
 * keys "kids-<language>-<n>"). Throws one ContentError listing every problem.
 */
export function loadQuizContent(contentDir: string = CONTENT_DIR): ContentItem[] {
  const items: ContentItem[] = [];
  const problems: string[] = [];

  const unreadable = Symbol('unreadable');
  function readJson(file: string): unknown {
    try {
      return JSON.parse(fs.readFileSync(path.join(contentDir, file), 'utf8'));
    } catch (error) {
      problems.push(`${file}: ${(error as Error).message}`);
      return unreadable;
    }
  }

  for (const name of fs.readdirSync(path.join(contentDir, 'quizzes')).sort()) {
    const file = `quizzes/${name}`;
    const match = ADULT_FILE.exec(name);
    if (!match) {
      problems.push(`${file}: the name must be <english|spanish|french>-level-<1-5>.json`);
      continue;
    }
    const json = readJson(file);
    if (json === unreadable) continue;
    const parsed = AdultQuizContentSchema.safeParse(json);
    if (!parsed.success) {
      problems.push(...describeIssues(file, parsed.error));
      continue;
    }
    if (parsed.data.language !== match[1] || parsed.data.level !== Number(match[2])) {
      problems.push(`${file}: its language and level must match its name`);
      continue;
    }
    items.push({ kind: 'adult', contentKey: name.replace(/\.json$/, ''), file, quiz: parsed.data });
  }

  for (const name of fs.readdirSync(path.join(contentDir, 'kids')).sort()) {
    const file = `kids/${name}`;
    const match = KIDS_FILE.exec(name);
    if (!match) {
      problems.push(`${file}: the name must be <english|spanish|french>-lesson-<1-8>.json`);
      continue;
    }
    const json = readJson(file);
    if (json === unreadable) continue;
    const parsed = KidsLessonContentSchema.safeParse(json);
    if (!parsed.success) {
      problems.push(...describeIssues(file, parsed.error));
      continue;
    }
    if (parsed.data.language !== match[1] || parsed.data.lesson !== Number(match[2])) {
      problems.push(`${file}: its language and lesson must match its name`);
      continue;
    }
    items.push({ kind: 'kids', contentKey: `kids-${match[1]}-${match[2]}`, file, quiz: parsed.data });
  }

  if (problems.length > 0) throw new ContentError(problems);
  return items;
}
