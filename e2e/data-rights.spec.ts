import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { signIn, uniqueEmail } from './fixtures.ts';

test('a learner deletes a conversation, downloads their data, then deletes their account and is signed out', async ({
  page,
}) => {
  test.slow();
  const email = uniqueEmail('data-rights');
  await signIn(page, email, 'Noor');

  // A conversation to delete from the dashboard's recent sessions.
  await page.getByTestId('teacher-english').click();
  await expect(page).toHaveURL(/\/conversation\?session=\d+$/);
  await page.getByRole('button', { name: 'End session' }).click();
  await expect(page).toHaveURL(/\/conversation\?review=\d+$/);
  await page.goto('/dashboard');
  const recent = page.getByTestId('recent-session');
  await expect(recent).toHaveCount(1);
  await recent.getByRole('button', { name: 'Delete' }).click();
  const confirmSession = page.getByRole('dialog', { name: 'Delete this conversation?' });
  await confirmSession.getByRole('button', { name: 'Delete conversation' }).click();
  await expect(confirmSession).toBeHidden();
  await expect(recent).toHaveCount(0);
  await expect(
    page.getByText('No sessions yet. Start your first conversation to see your progress!'),
  ).toBeVisible();

  // Settings, from the user menu.
  await page.getByRole('button', { name: 'Open the user menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

  // The archive arrives as a file holding the account.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile(await download.path())));
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['README.txt', 'account.json', 'messages.json']));
  expect(JSON.parse(strFromU8(files['account.json']!))).toEqual([expect.objectContaining({ email })]);
  // The deleted conversation is not in it.
  expect(JSON.parse(strFromU8(files['sessions.json']!))).toEqual([]);

  // Deleting the account asks for the email address first.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your account for good?' });
  const deleteForGood = confirm.getByRole('button', { name: 'Delete my account' });
  await expect(deleteForGood).toBeDisabled();
  await confirm.getByLabel(`Type your email address (${email}) to confirm`).fill('someone-else@example.com');
  await expect(deleteForGood).toBeDisabled();
  await confirm.getByLabel(`Type your email address (${email}) to confirm`).fill(email);
  await deleteForGood.click();

  // Signed out: the login page, and the session no longer opens a signed-in page.
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
});

test('the privacy page says how long data is kept and how to export and erase it', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '4. How long' })).toBeVisible();
  await expect(page.getByText(/kept for 10 years after the payment/)).toBeVisible();
  await expect(page.getByText(/Download my data gives you all of the above/)).toBeVisible();
});
