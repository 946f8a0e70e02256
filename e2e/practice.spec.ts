import { expect, test } from '@playwright/test';
import { FIRST_CORRECTION_TIMEOUT_MS, signIn, uniqueEmail } from './fixtures.ts';

test('a learner practises Spanish: streamed reply, correction, end, recent sessions and review', async ({
  page,
}) => {
  test.slow();
  await signIn(page, uniqueEmail('spanish-learner'), 'Sofía');
  await expect(page.getByTestId('minutes-left')).toHaveText(/40 min left/);
  await expect(
    page.getByText('No sessions yet. Start your first conversation to see your progress!'),
  ).toBeVisible();

  await page.getByTestId('teacher-spanish').click();
  await expect(page).toHaveURL(/\/conversation\?session=\d+$/);
  await expect(page.getByTestId('offline-partner-label')).toHaveText('Offline practice partner');
  await expect(page.getByTestId('ai-message').first()).toContainText('Lucía');
  await expect(page.getByRole('timer')).toBeVisible();

  const input = page.getByLabel('Your message');
  await input.fill('Me gusta mucho la comida expañola');
  const reply = page.waitForResponse((response) => response.url().endsWith('/api/conversation/message'));
  await input.press('Enter');
  const response = await reply;
  expect(response.headers()['content-type']).toContain('text/event-stream');

  const learnerMessage = page.getByTestId('user-message').last();
  await expect(learnerMessage).toContainText('Me gusta mucho la comida expañola');
  // The server's first Spanish message loads the Spanish dictionaries: seconds on a busy machine.
  await expect(learnerMessage.getByTestId('corrections')).toContainText('expañola', {
    timeout: FIRST_CORRECTION_TIMEOUT_MS,
  });
  await expect(learnerMessage.getByTestId('corrections')).toContainText('española');
  await expect(page.getByTestId('ai-message')).toHaveCount(2);
  await expect(page.getByTestId('ai-message').last()).toContainText('?');
  await expect(input).toHaveValue('');

  // Shift+Enter makes a new line instead of sending.
  await input.fill('Vivo en Madrid');
  await input.press('Shift+Enter');
  await expect(input).toHaveValue('Vivo en Madrid\n');
  await input.press('Enter');
  await expect(page.getByTestId('user-message')).toHaveCount(2);

  // Ending the session shows its report; the dashboard is one link away.
  await page.getByRole('button', { name: 'End session' }).click();
  await expect(page).toHaveURL(/\/conversation\?review=\d+$/);
  await expect(page.getByRole('heading', { name: 'Session report' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const recent = page.getByTestId('recent-session').first();
  await expect(recent).toContainText('Spanish · General Practice');
  await expect(recent).toContainText('1 min');
  await expect(recent).toContainText('Score 50%');
  await expect(page.getByTestId('stat-sessions')).toHaveText('1');
  await expect(page.getByTestId('stat-minutes')).toHaveText('1 / 40');
  await expect(page.getByTestId('stat-streak')).toHaveText('1 day');

  await recent.getByRole('link', { name: 'Review Session' }).click();
  await expect(page.getByRole('heading', { name: 'Session Review' })).toBeVisible();
  await expect(page.getByTestId('user-message').first()).toContainText('comida expañola');
  await expect(page.getByTestId('corrections').first()).toContainText('española');
  await expect(page.getByLabel('Your message')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send' })).toHaveCount(0);
});

test('blank messages cannot be sent and a language query starts a session at once', async ({ page }) => {
  await signIn(page, uniqueEmail('french-learner'));
  await page.goto('/conversation?language=french');
  await expect(page).toHaveURL(/\/conversation\?session=\d+$/);
  await expect(page.getByTestId('ai-message').first()).toContainText('Camille');
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await page.getByLabel('Your message').fill('   ');
  await expect(send).toBeDisabled();
});

test('the start page offers topics and the three teachers', async ({ page }) => {
  await signIn(page, uniqueEmail('topic-learner'));
  await page.goto('/conversation');
  await expect(page.getByRole('heading', { name: 'Start a New Session' })).toBeVisible();
  await page.getByRole('button', { name: 'Restaurant roleplay' }).click();
  await page.getByTestId('teacher-english').click();
  await expect(page).toHaveURL(/\/conversation\?session=\d+$/);
  await expect(page.getByText('Restaurant roleplay')).toBeVisible();
  await expect(page.getByTestId('ai-message').first()).toContainText('Emma');
});
