import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { say, type Ui } from './course-steps.ts';
import { uniqueEmail } from './fixtures.ts';

/**
 * Quizzes and kids lessons speak the learner's interface language around the material taught (issue 35,
 * decision 202): the title, the instructions, the options that are meanings and the explanations. The
 * Spanish interface shows the spec's Spanish copy word for word.
 */
type Texts = Partial<
  Record<Ui, { title?: string; question?: string; options?: string[]; explanation?: string }>
>;
interface Item {
  type?: string;
  question: string;
  options?: string[];
  correctAnswer?: number;
  words?: string[];
  answer?: string;
  explanation: string;
  localized?: Texts;
}
interface Content {
  title: string;
  localized?: Texts;
  questions: Item[];
}
const read = (file: string): Content => JSON.parse(fs.readFileSync(path.resolve('content', file), 'utf8'));
const kidsLesson = read('kids/french-lesson-1.json');
const levelQuiz = read('quizzes/spanish-level-1.json');

const LOCALE: Record<Ui, string> = { en: 'en-US', es: 'es-MX', fr: 'fr-FR' };
/** An accessible name or inner text reads no-break spaces as spaces. */
const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
const shownIn = (ui: Ui, written: string, field: 'title' | 'question' | 'explanation', texts?: Texts) =>
  texts?.[ui]?.[field] ?? written;

async function signInAs(page: Page, ui: Ui) {
  await page.goto('/');
  await page.getByRole('button', { name: say(ui, 'login.continueWithGoogle') }).click();
  await page.getByLabel('Email').fill(uniqueEmail(`content-${ui}`));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function playFirstKidsItem(page: Page, ui: Ui) {
  await page.goto('/kids-lesson?language=french&lesson=1');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: shownIn(ui, kidsLesson.title, 'title', kidsLesson.localized),
    }),
  ).toBeVisible();
  await expect(
    page.getByText(say(ui, 'abcKids.player.questionOf', { current: 1, total: kidsLesson.questions.length })),
  ).toBeVisible();
  const shown = plain(await page.getByRole('heading', { level: 2 }).innerText());
  const item = kidsLesson.questions.find(
    (candidate) => plain(shownIn(ui, candidate.question, 'question', candidate.localized)) === shown,
  );
  expect(item, `«${shown}» is a question of the lesson in ${ui}`).toBeDefined();
  const options = item!.localized?.[ui]?.options ?? item!.options!;
  const right = options[item!.correctAnswer!]!;
  await page
    .getByRole('group', { name: say(ui, 'abcKids.player.optionsLabel') })
    .getByRole('button', { name: new RegExp(`^[A-D]: ${right.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .click();
  await expect(page.getByText(say(ui, 'abcKids.player.correct'))).toBeVisible();
  await expect(
    page.getByText(plain(shownIn(ui, item!.explanation, 'explanation', item!.localized)), { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: say(ui, 'abcKids.player.next') })).toBeVisible();
}

async function playFirstQuizItem(page: Page, ui: Ui) {
  const available = await page.request.get('/api/quiz/available');
  const { quizzes } = (await available.json()) as {
    quizzes: { id: number; language: string; level: number }[];
  };
  const quiz = quizzes.find((candidate) => candidate.language === 'spanish' && candidate.level === 1)!;
  await page.goto(`/quiz?language=spanish&level=1&quizId=${quiz.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: shownIn(ui, levelQuiz.title, 'title', levelQuiz.localized) }),
  ).toBeVisible();
  await expect(
    page.getByText(say(ui, 'levelQuiz.player.questionOf', { current: 1, total: 10 })),
  ).toBeVisible();

  const legend = (await page.locator('legend').first().innerText()).trim();
  let item: Item | undefined;
  if (legend === say(ui, 'levelQuiz.player.spotError')) {
    const segments = (await page.locator('fieldset label').allInnerTexts()).map((text) => text.trim());
    item = levelQuiz.questions.find((candidate) => candidate.options?.join('|') === segments.join('|'));
  } else {
    item = levelQuiz.questions.find((candidate) => candidate.question === legend);
  }
  expect(item, `the first item («${legend}») is in the bank`).toBeDefined();
  if (item!.type === 'word-order') {
    const left = [...item!.words!];
    const tiles = page.getByRole('group', { name: say(ui, 'levelQuiz.player.wordOrderTiles') });
    for (const word of item!.answer!.split(' ').map((w) => left.splice(left.indexOf(w), 1)[0]!)) {
      await tiles.getByRole('button', { name: word, exact: true }).click();
    }
  } else {
    await page
      .getByRole('radio', { name: item!.options![item!.correctAnswer!]!, exact: true })
      .check({ force: true });
  }
  await page.getByRole('button', { name: say(ui, 'levelQuiz.player.confirm') }).click();
  await expect(page.getByText(say(ui, 'levelQuiz.player.correct'), { exact: true })).toBeVisible();
  await expect(
    page.getByText(plain(shownIn(ui, item!.explanation, 'explanation', item!.localized)), { exact: true }),
  ).toBeVisible();
}

for (const ui of ['en', 'es', 'fr'] as const) {
  test.describe(`with the ${ui} interface`, () => {
    test.use({ locale: LOCALE[ui] });

    test('a kids lesson and a level quiz give their titles, instructions and explanations in it', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await signInAs(page, ui);
      await playFirstKidsItem(page, ui);
      await playFirstQuizItem(page, ui);
    });
  });
}

test.describe('the Spanish interface', () => {
  test.use({ locale: 'es-MX' });

  test('shows the spec’s Spanish copy of the kids player word for word', async ({ page }) => {
    await signInAs(page, 'es');
    expect(say('es', 'abcKids.player.correct')).toBe('¡Correcto! 🎉');
    expect(say('es', 'abcKids.player.next')).toBe('Siguiente Pregunta');
    expect(say('es', 'levelQuiz.player.failToastTitle')).toBe('Intenta de nuevo');
    expect(say('es', 'abcKids.player.questionOf', { current: 1, total: 10 })).toBe('Pregunta 1 de 10');
    expect(say('es', 'levelQuiz.player.passToastTitle')).toBe('¡Felicidades!');
    await page.goto('/kids-lesson?language=english&lesson=9');
    await expect(page.getByRole('heading', { name: 'Quiz No Encontrado' })).toBeVisible();
    await expect(page.getByText('No pudimos encontrar un quiz para esta lección.')).toBeVisible();
    await page.getByRole('link', { name: 'Volver al Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
