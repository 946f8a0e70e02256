import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { answerStep, firstUnit, say, type Ui } from './course-steps.ts';
import { uniqueEmail } from './fixtures.ts';

/**
 * The path a new learner takes (issue 33), offline, in each course language with another interface
 * language: sign in → placement (every item "I don't know") → A1 and why → the first lesson from Today →
 * every step typed, one of them wrong first → the role-play → the next lesson opens, the mistake is in
 * the notebook, and the day's goal has moved → Today's conversation opens on the unit's theme.
 */
async function learnerPath(page: Page, ui: Ui, language: 'english' | 'spanish' | 'french') {
  test.setTimeout(180_000);
  const languageName = say(ui, `languageNames.${language}`);
  await page.goto('/');
  await page.getByRole('button', { name: say(ui, 'login.continueWithGoogle') }).click();
  await page.getByLabel('Email').fill(uniqueEmail(`course-${language}`));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Today comes first, and offers the placement test in the plan's language.
  const today = page.getByTestId('today');
  await today.getByRole('button', { name: languageName, exact: true }).click();
  await expect(today.getByTestId('placement-offer')).toBeVisible();
  await today.getByRole('link', { name: say(ui, 'today.offer.take') }).click();
  await expect(page).toHaveURL(new RegExp(`/placement/${language}$`));
  await page.getByRole('button', { name: say(ui, 'placement.start'), exact: true }).click();
  // An accessible name reads French no-break spaces as spaces.
  const heading = say(ui, 'placement.result.heading', { level: 'A1' }).replace(/[\s\u202f\u00a0]/g, '\\s');
  const result = page.getByRole('heading', { name: new RegExp(heading) });
  // Each item's heading, then "I don't know", until the level shows.
  for (let n = 1; n <= 20; n++) {
    const question = page.getByRole('heading', { name: say(ui, 'placement.progress', { n, max: 20 }) });
    await expect(question.or(result)).toBeVisible();
    if (await result.isVisible()) break;
    await page.getByRole('button', { name: say(ui, 'placement.unknownAnswer') }).click();
  }
  await expect(result).toBeVisible();
  // The level and why: what the learner can and cannot do yet.
  await expect(page.getByText(say(ui, 'placement.levels.A1.canDo'))).toBeVisible();

  // The first lesson of A1, from Today.
  await page.goto('/dashboard');
  await today.getByRole('button', { name: languageName, exact: true }).click();
  await expect(today.getByTestId('placement-offer')).toHaveCount(0);
  const goalBefore = await today.getByTestId('today-goal').textContent();
  await today.getByRole('button', { name: say(ui, 'today.startLesson') }).click();
  await expect(page).toHaveURL(/\/lessons\/runs\/\d+$/);

  const unit = firstUnit(language);
  const lesson = unit.unit.lessons[0]!;
  const firstGap = lesson.steps.findIndex((step) => step.type === 'gap' || step.type === 'answer');
  for (const [index, step] of lesson.steps.entries()) {
    await expect(
      page.getByRole('heading', {
        name: say(ui, 'lessons.stepOf', { n: index + 1, total: lesson.steps.length }),
      }),
    ).toBeVisible();
    await answerStep(page, ui, step, unit, index === firstGap);
  }

  // The role-play, each checkpoint met with what a learner could say.
  await expect(page.getByRole('heading', { name: say(ui, 'lessons.rolePlay') })).toBeVisible();
  // The role-play can be played as a video call: the teacher on screen, each line spoken.
  await page.getByRole('button', { name: say(ui, 'lessons.callView') }).click();
  await expect(page.getByTestId('lesson-call').getByTestId('teacher-avatar')).toBeVisible();
  for (const [index, checkpoint] of lesson.rolePlay.checkpoints.entries()) {
    await page.getByTestId('role-play-answer').fill(checkpoint.model);
    await page.getByRole('button', { name: say(ui, 'lessons.send') }).click();
    if (index < lesson.rolePlay.checkpoints.length - 1)
      await expect(page.locator('[data-state="met"]')).toHaveCount(index + 1);
  }
  await expect(page.getByRole('heading', { name: say(ui, 'lessons.done.heading') })).toBeVisible();
  await expect(page.getByRole('button', { name: say(ui, 'lessons.done.next') })).toBeVisible();

  // The next lesson opened on the course map.
  await page.getByRole('link', { name: say(ui, 'lessons.done.map') }).click();
  await expect(page.getByTestId(`lesson-${lesson.id}`)).toHaveAttribute('data-state', 'done');
  await expect(page.getByTestId(`lesson-${unit.unit.lessons[1]!.id}`)).toHaveAttribute('data-state', 'next');

  // The mistake is in the notebook.
  await page.goto('/notebook');
  await expect(page.getByTestId('notebook-card').filter({ hasText: 'zzz qqq' })).toBeVisible();

  // The day's goal moved.
  await page.goto('/dashboard');
  await today.getByRole('button', { name: languageName, exact: true }).click();
  await expect(today.getByTestId('today-goal')).not.toHaveText(goalBefore ?? '');

  // Free conversation on the unit's theme: the teacher opens on it, and the chat names the unit.
  const themes = JSON.parse(
    fs.readFileSync(path.resolve('content/course', language, 'conversation.json'), 'utf8'),
  ) as { units: Record<string, { opening: string }> };
  await today.getByRole('link', { name: say(ui, 'today.talk') }).click();
  await expect(page).toHaveURL(/\/conversation\?session=\d+$/);
  await expect(page.getByText(themes.units[unit.unit.id]!.opening)).toBeVisible();
  await expect(page.getByText(unit.unit.title[ui], { exact: true })).toBeVisible();
}

test.describe('English course, English interface', () => {
  test('a new learner is placed, plays the first lesson from Today, and the path moves on', async ({
    page,
  }) => {
    await learnerPath(page, 'en', 'english');
  });
});

test.describe('Spanish course, French interface', () => {
  test.use({ locale: 'fr-FR' });
  test('a new learner is placed, plays the first lesson from Today, and the path moves on', async ({
    page,
  }) => {
    await learnerPath(page, 'fr', 'spanish');
  });
});

test.describe('French course, Spanish interface', () => {
  test.use({ locale: 'es-MX' });
  test('a new learner is placed, plays the first lesson from Today, and the path moves on', async ({
    page,
  }) => {
    await learnerPath(page, 'es', 'french');
  });
});
