import { expect, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import type { CourseUnitFile, LessonStep } from '../src/shared/contracts/course-content.ts';
import { firstAnswer } from '../src/server/features/lessons/lesson-engine.ts';

/** Playing a guided lesson's steps as a learner does, in any interface language. */
export type Ui = 'en' | 'es' | 'fr';

function catalogue(ui: Ui): Record<string, unknown> {
  const folder = path.resolve('src/web/locales', ui);
  return Object.assign(
    {},
    ...fs
      .readdirSync(folder)
      .map((file) => JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as object),
  );
}

/** A string of the interface as the page shows it, placeholders filled. */
export function say(ui: Ui, key: string, values: Record<string, string | number> = {}): string {
  let node: unknown = catalogue(ui);
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`${ui}: no string at ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

export function firstUnit(language: string): CourseUnitFile {
  return JSON.parse(fs.readFileSync(path.resolve('content/course', language, 'a1/unit-1.json'), 'utf8'));
}

export async function answerStep(
  page: Page,
  ui: Ui,
  step: LessonStep,
  unit: CourseUnitFile,
  wrongFirst: boolean,
) {
  const check = page.getByRole('button', { name: say(ui, 'lessons.check'), exact: true });
  const feedback = page.getByTestId('lesson-feedback');
  switch (step.type) {
    case 'listen-choose':
    case 'choose':
      await page
        .getByRole('group')
        .getByRole('button', { name: step.options[step.answer]!, exact: true })
        .click();
      break;
    case 'build': {
      const tiles = page.getByRole('group', { name: say(ui, 'lessons.tiles') });
      for (const word of step.words)
        await tiles
          .getByRole('button', { name: word, exact: true })
          .and(page.locator(':enabled'))
          .first()
          .click();
      await check.click();
      break;
    }
    default: {
      const given =
        step.type === 'gap'
          ? firstAnswer(step.accepted[0]!, unit.slots)
          : step.type === 'say'
            ? step.text
            : step.model;
      if (wrongFirst) {
        await page.getByTestId('lesson-answer').fill('zzz qqq');
        await check.click();
        await expect(feedback).toContainText(say(ui, 'lessons.verdict.wrong'));
      }
      await page.getByTestId('lesson-answer').fill(given);
      await check.click();
    }
  }
  await expect(feedback).toBeVisible();
  await page.getByRole('button', { name: say(ui, 'lessons.continue') }).click();
}
