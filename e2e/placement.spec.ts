import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { signIn, uniqueEmail } from './fixtures.ts';

/** axe's violations on the page as it is now, by rule and element, once it is checked not to scroll sideways. */
async function axeViolations(page: Page): Promise<string[]> {
  // On a phone (the page runs at 390 px), nothing scrolls sideways either.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

function quizTitle(file: string): string {
  return (JSON.parse(fs.readFileSync(path.resolve('content', file), 'utf8')) as { title: string }).title;
}

test('a new learner who answers "I don\'t know" to every item is placed at A1, and only level 1 opens', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, uniqueEmail('placement'));

  const entry = page.getByRole('link', { name: 'Find your level in Spanish' });
  await expect(page.getByTestId('placed-spanish')).toHaveText('Spanish: not placed yet');
  await entry.click();
  await expect(page).toHaveURL(/\/placement\/spanish$/);
  await expect(page.getByText('At most 20 questions', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Start' }).click();

  let answered = 0;
  const result = page.getByRole('heading', { name: /^Your level:/ });
  while (!(await result.isVisible())) {
    const heading = page.getByRole('heading', { name: `Question ${answered + 1} (at most 20)` });
    await expect(heading.or(result)).toBeVisible();
    if (await result.isVisible()) break;
    // Focus moves to the new item's heading, so a screen reader starts there.
    await expect(heading).toBeFocused();
    if (answered === 0) expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: "I don't know" }).click();
    answered += 1;
    expect(answered).toBeLessThanOrEqual(20);
  }

  await expect(result).toHaveText('Your level: A1 · Beginner');
  await expect(result).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Your level in Spanish is A1' })).toBeAttached();
  await expect(
    page.getByText('You understand and use familiar everyday words', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('Levels 1–1 of the level quizzes are now open.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Go to the level quizzes' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('placed-spanish')).toHaveText('Spanish: A1');
  const level1 = page.getByRole('article', { name: quizTitle('quizzes/spanish-level-1.json') });
  await expect(level1.getByRole('link', { name: 'Start Quiz' })).toBeVisible();
  for (const level of [2, 3, 4, 5]) {
    const card = page.getByRole('article', { name: quizTitle(`quizzes/spanish-level-${level}.json`) });
    await expect(card.getByText('Locked')).toBeVisible();
  }
});
