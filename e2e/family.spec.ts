import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { signIn, uniqueEmail } from './fixtures.ts';

interface KidsItem {
  question: string;
  options: string[];
  correctAnswer: number;
  localized?: Partial<Record<'en' | 'es' | 'fr', { question?: string; options?: string[] }>>;
}
const englishLesson1: { title: string; questions: KidsItem[] } = JSON.parse(
  fs.readFileSync(path.resolve('content', 'kids/english-lesson-1.json'), 'utf8'),
);

/** Plays English lesson 1 in the player, every answer right or every answer wrong. */
async function playLesson1(page: Page, right: boolean) {
  const english = page.getByRole('region', { name: 'English' });
  await english
    .getByRole('listitem')
    .filter({ hasText: englishLesson1.title })
    .getByRole('link', { name: /Play/ })
    .click();
  const total = englishLesson1.questions.length;
  for (let index = 0; index < total; index++) {
    await expect(page.getByText(`Question ${index + 1} of ${total}`)).toBeVisible();
    const shown = (await page.getByRole('heading', { level: 2 }).innerText()).trim();
    const item = englishLesson1.questions.find((q) => (q.localized?.en?.question ?? q.question) === shown)!;
    expect(item, `question "${shown}" is in the content`).toBeDefined();
    const options = item.localized?.en?.options ?? item.options;
    const pick = right ? item.correctAnswer : (item.correctAnswer + 1) % options.length;
    const word = options[pick]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await page.getByRole('button', { name: new RegExp(`^[A-D]: ${word}$`) }).click();
    await page.getByRole('button', { name: index < total - 1 ? 'Next Question' : 'See Results' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Congratulations! 🎉' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue the Adventure' }).click();
  // In kid mode the dashboard is out of reach: the child lands back on their lessons.
  await expect(page).toHaveURL(/\/kids$/);
}

async function addChild(page: Page, name: string, avatar: string) {
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add child' }) });
  await form.getByLabel('First name or nickname').fill(name);
  // The radio is drawn by its label, the picture: a person clicks the picture.
  await form.locator('label').filter({ hasText: avatar }).click();
  await expect(form.getByLabel(`Avatar ${avatar}`)).toBeChecked();
  await form.getByLabel('Age group').selectOption('4-6');
  await form.getByLabel('Language to learn').selectOption('english');
  await form.getByRole('button', { name: 'Add child' }).click();
  await expect(page.getByRole('heading', { level: 3, name: name })).toBeVisible();
}

/** A child's card on the family page, by the child's name. */
const childCard = (page: Page, name: string) =>
  page.locator('.ui-card').filter({ has: page.getByRole('heading', { level: 3, name }) });

async function leaveKidMode(page: Page, pin: string) {
  await page.getByRole('button', { name: 'Grown-ups' }).click();
  await page.getByLabel('Parent PIN').fill(pin);
  await page.getByRole('button', { name: 'Leave kid mode' }).click();
}

test('a parent adds two children; each plays in kid mode with their own stars, and the PIN guards it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, uniqueEmail('parent'));
  await page.getByRole('button', { name: 'Open the user menu' }).click();
  await page.getByRole('menuitem', { name: 'Family' }).click();
  await expect(page).toHaveURL(/\/family$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Family' })).toBeVisible();

  await page.getByLabel('New 4-digit PIN').fill('2468');
  await page.getByRole('button', { name: 'Save PIN' }).click();
  await expect(page.getByText('PIN saved.')).toBeVisible();
  await addChild(page, 'Ana', '🐼');
  await addChild(page, 'Ben', '🦁');
  await expect(page.getByRole('heading', { name: 'Children (2 of 6)' })).toBeVisible();

  // Ana plays lesson 1 right: three stars, hers.
  await childCard(page, 'Ana').getByRole('button', { name: 'Start kid mode for Ana' }).click();
  await expect(page).toHaveURL(/\/kids$/);
  await expect(page.getByText('Hi, Ana!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open the user menu' })).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/kids$/);
  await page.goto('/subscribe');
  await expect(page).toHaveURL(/\/kids$/);
  await playLesson1(page, true);
  await expect(page.getByTestId('kids-stars-english')).toHaveText('3 stars');

  // A wrong PIN keeps kid mode; the right one leaves it.
  await leaveKidMode(page, '1111');
  await expect(page.getByRole('alert').filter({ hasText: 'That PIN is not right.' })).toBeVisible();
  await expect(page).toHaveURL(/\/kids$/);
  await page.getByLabel('Parent PIN').fill('2468');
  await page.getByRole('button', { name: 'Leave kid mode' }).click();
  await expect(page).toHaveURL(/\/family$/);
  await expect(childCard(page, 'Ana').getByText('Stars').locator('..')).toContainText('3');

  // Ben plays the same lesson with every answer wrong: one star, and Ana keeps her three.
  await childCard(page, 'Ben').getByRole('button', { name: 'Start kid mode for Ben' }).click();
  await expect(page.getByText('Hi, Ben!')).toBeVisible();
  await expect(page.getByTestId('kids-stars-english')).toHaveText('0 stars');
  await playLesson1(page, false);
  await expect(page.getByTestId('kids-stars-english')).toHaveText('1 star');
  await leaveKidMode(page, '2468');
  await expect(page).toHaveURL(/\/family$/);
  await expect(childCard(page, 'Ana').getByText('Stars').locator('..')).toContainText('3');
  await expect(childCard(page, 'Ben').getByText('Stars').locator('..')).toContainText('1');
  await expect(childCard(page, 'Ana').getByText('Lesson 2: Colors & Shapes')).toBeVisible();

  // The parent's own kids lessons were never played.
  await page.goto('/dashboard');
  await expect(page.getByTestId('kids-stars-english')).toHaveText('0 stars');
});
