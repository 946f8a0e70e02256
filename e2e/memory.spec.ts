import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { FIRST_CORRECTION_TIMEOUT_MS, signIn, uniqueEmail } from './fixtures.ts';

/** Starts an English conversation and waits for the teacher's greeting, which it returns. */
async function startEnglishConversation(page: Page) {
  await page.goto('/conversation?language=english');
  await expect(page).toHaveURL(/\/conversation\?session=\d+$/);
  const greeting = page.getByTestId('ai-message').first();
  await expect(greeting).toContainText('Emma');
  return greeting;
}

async function endConversation(page: Page) {
  await page.getByRole('button', { name: 'End session' }).click();
  await expect(page).toHaveURL(/\/conversation\?review=\d+$/);
}

/** axe's violations on the page as it is now, once it is checked not to scroll sideways on a phone. */
async function axeViolations(page: Page): Promise<string[]> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('the teacher remembers what the learner tells it, and forgets what the learner deletes', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, uniqueEmail('memory-learner'));

  // A new learner: the user menu leads to a page with nothing noted yet.
  await page.getByRole('button', { name: 'Open the user menu' }).click();
  await page.getByRole('menuitem', { name: 'Teacher’s memory' }).click();
  await expect(page).toHaveURL(/\/memory$/);
  await expect(page).toHaveTitle('What your teacher remembers · LinguaCoach');
  await expect(page.getByRole('heading', { level: 1, name: 'What your teacher remembers' })).toBeVisible();
  await expect(
    page.getByText('Your teacher has not noted anything about you yet.', { exact: false }),
  ).toBeVisible();

  // The learner says who they are in a conversation.
  await startEnglishConversation(page);
  const input = page.getByLabel('Your message');
  await input.fill('Hi, my name is Marta and I live in Leeds.');
  await input.press('Enter');
  await expect(page.getByTestId('user-message')).toHaveCount(1);
  // The turn is stored, and the facts with it, once the reply is a message of its own (no longer streamed);
  // the server's first English message loads the English dictionaries: seconds on a busy machine.
  await expect(
    page.getByTestId('ai-message').nth(1).getByRole('button', { name: 'Practise this sentence' }),
  ).toBeVisible({ timeout: FIRST_CORRECTION_TIMEOUT_MS });
  await endConversation(page);

  await page.goto('/memory');
  const english = page.getByRole('region', { name: 'English' });
  await expect(english.getByRole('button', { name: 'Edit Name: Marta' })).toBeVisible();
  await expect(english.getByRole('button', { name: 'Edit Where you live: Leeds' })).toBeVisible();
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('vite-ui-theme', value), theme);
    await page.reload();
    await expect(english.getByRole('button', { name: 'Edit Name: Marta' })).toBeVisible();
    expect(await axeViolations(page), `/memory (${theme})`).toEqual([]);
  }
  // The editing form and the confirmation pass too.
  await english.getByRole('button', { name: 'Edit Where you live: Leeds' }).click();
  await expect(english.getByLabel('Where you live')).toBeFocused();
  expect(await axeViolations(page), '/memory editing').toEqual([]);
  await english.getByRole('button', { name: 'Cancel' }).click();
  await expect(english.getByRole('button', { name: 'Edit Where you live: Leeds' })).toBeFocused();
  await page.getByRole('button', { name: 'Forget everything', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Forget everything your teacher remembers?' })).toBeVisible();
  expect(await axeViolations(page), '/memory asking to forget').toEqual([]);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The next conversation's greeting uses the name.
  await expect(await startEnglishConversation(page)).toContainText('Marta');
  await endConversation(page);

  // Deleted on the page, the name is gone from the next greeting; where the learner lives is kept.
  await page.goto('/memory');
  await english.getByRole('button', { name: 'Delete Name: Marta' }).click();
  await expect(english.getByRole('button', { name: 'Delete Name: Marta' })).toHaveCount(0);
  await expect(english.getByRole('button', { name: 'Edit Where you live: Leeds' })).toBeFocused();
  await page.reload();
  await expect(english.getByRole('button', { name: 'Edit Where you live: Leeds' })).toBeVisible();
  await expect(english.getByText('Marta')).toHaveCount(0);

  // A correction: the server refuses a blank value and says why; a real one replaces the old.
  await english.getByRole('button', { name: 'Edit Where you live: Leeds' }).click();
  const home = english.getByLabel('Where you live');
  await home.fill('   ');
  await english.getByRole('button', { name: 'Save' }).click();
  await expect(english.getByRole('alert')).toBeVisible();
  await expect(home).toHaveAttribute('aria-invalid', 'true');
  await home.fill('York');
  await english.getByRole('button', { name: 'Save' }).click();
  await expect(english.getByRole('button', { name: 'Edit Where you live: York' })).toBeFocused();
  await page.reload();
  await expect(english.getByRole('button', { name: 'Edit Where you live: York' })).toBeVisible();

  await expect(await startEnglishConversation(page)).not.toContainText('Marta');
  await endConversation(page);

  // Forgetting everything, once confirmed, leaves nothing.
  await page.goto('/memory');
  await page.getByRole('button', { name: 'Forget everything', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Forget everything your teacher remembers?' })
    .getByRole('button', { name: 'Forget everything' })
    .click();
  await expect(
    page.getByText('Your teacher has not noted anything about you yet.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await page.reload();
  await expect(
    page.getByText('Your teacher has not noted anything about you yet.', { exact: false }),
  ).toBeVisible();
});
