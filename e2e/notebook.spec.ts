import { expect, test } from '@playwright/test';
import { FIRST_CORRECTION_TIMEOUT_MS, signIn, uniqueEmail } from './fixtures.ts';

test('a misspelling becomes a card: the report lists it, the review grades it and it leaves today’s list', async ({
  page,
}) => {
  // A whole learning loop: a conversation, its report, a review, the notebook and the dashboard.
  test.slow();
  await signIn(page, uniqueEmail('notebook-learner'), 'Marta');
  await expect(page.getByText('No mistakes yet — start a conversation')).toBeVisible();

  await page.getByTestId('teacher-spanish').click();
  await expect(page).toHaveURL(/\/conversation\?session=\d+$/);
  const input = page.getByLabel('Your message');
  await input.fill('Me gusta mucho la comida expañola');
  const reply = page.waitForResponse((response) => response.url().endsWith('/api/conversation/message'));
  await input.press('Enter');
  await reply;
  // The server's first Spanish message loads the Spanish dictionaries: seconds on a busy machine.
  await expect(page.getByTestId('user-message').last().getByTestId('corrections')).toContainText('española', {
    timeout: FIRST_CORRECTION_TIMEOUT_MS,
  });
  await expect(page.getByTestId('ai-message')).toHaveCount(2);

  await page.getByRole('button', { name: 'End session' }).click();
  await expect(page).toHaveURL(/\/conversation\?review=\d+$/);
  const report = page.getByTestId('session-report');
  await expect(report.getByRole('heading', { name: 'Session report' })).toBeVisible();
  await expect(report.getByTestId('report-turns')).toHaveText('1');
  await expect(report.getByText('Spelling: 1')).toBeVisible();
  await expect(report.getByTestId('report-corrections')).toContainText('expañola → española');
  await expect(report.getByTestId('report-new-cards')).toContainText('expañola → española');

  await report.getByRole('link', { name: 'Review your cards' }).click();
  await expect(page).toHaveURL(/\/review\?language=spanish$/);
  await expect(page.getByTestId('review-due-count')).toHaveText('1 card left today');
  // The mistake is shown marked in the learner's sentence, not on its own.
  await expect(page.getByTestId('review-sentence')).toHaveText('Me gusta mucho la comida expañola');
  await expect(page.getByTestId('review-prompt')).toHaveText('expañola');
  // The right letters without the accent: a hint and another try, not a pass.
  await page.getByLabel('Your answer').fill('espanola');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByTestId('review-verdict')).toHaveText(
    'Nearly there: check the accents, then try again.',
  );
  await expect(page.getByLabel('Your answer')).toBeFocused();
  await page.getByLabel('Your answer').fill('española');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('review-verdict')).toContainText('Correct!');
  await expect(page.getByTestId('review-verdict')).toContainText('The answer: española');
  await page.getByRole('button', { name: 'Next card' }).click();
  await expect(page.getByText('All done for today. Come back tomorrow for the next cards.')).toBeVisible();
  await expect(page.getByTestId('review-due-count')).toHaveText('0 cards left today');

  // The notebook keeps the card; the dashboard shows nothing due in Spanish today.
  await page.goto('/notebook');
  await expect(page.getByTestId('notebook-card')).toHaveCount(1);
  await expect(page.getByTestId('notebook-card')).toContainText('Made 1 time');
  await page.goto('/dashboard');
  await expect(page.getByTestId('due-spanish')).toContainText('Nothing due today');
  await expect(page.getByTestId('due-spanish')).toContainText('1 card in your notebook');
});

test('the progress page draws its charts, or says there is nothing yet, each with a text alternative', async ({
  page,
}) => {
  test.slow();
  await signIn(page, uniqueEmail('progress-learner'));
  await page.goto('/conversation?language=french');
  const input = page.getByLabel('Your message');
  await input.fill('Je suis très contant');
  await input.press('Enter');
  await expect(page.getByTestId('user-message')).toHaveCount(1);
  await expect(page.getByTestId('ai-message')).toHaveCount(2);
  await page.getByRole('button', { name: 'End session' }).click();
  await expect(page).toHaveURL(/\/conversation\?review=\d+$/);

  await page.goto('/progress?language=french');
  await expect(page.getByRole('heading', { name: 'Progress', level: 1 })).toBeVisible();
  // The week's minutes are drawn; each other chart is drawn or says it has nothing to draw yet (no quiz
  // passed, no card reviewed), never bare axes (decision 188). Each has its text alternative.
  const minutes = page.getByTestId('chart-minutes');
  await expect(minutes.locator('svg.recharts-surface').first()).toBeVisible();
  await expect(minutes.locator('table')).toHaveCount(1);
  for (const chart of ['minutes', 'mistakes', 'quiz', 'retention']) {
    const card = page.getByTestId(`chart-${chart}`);
    await expect(card.locator('svg.recharts-surface, [data-testid="chart-empty"]').first()).toBeVisible();
    await expect(card.locator('figcaption')).not.toBeEmpty();
  }
  await expect(page.getByTestId('chart-quiz').getByTestId('chart-empty')).toBeVisible();
  await expect(page.getByTestId('chart-minutes').locator('figcaption')).toHaveText(
    'Last 12 weeks: 1 min; this week: 1 min.',
  );
  await expect(page.getByRole('figure', { name: 'Minutes per week' })).toBeVisible();
});
