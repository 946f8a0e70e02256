import { expect, test } from '@playwright/test';
import { STAND_IN_TRANSCRIPTS } from '../test/stand-ins/stand-in-transcripts.ts';
import { fakeMediaLaunchOptions } from './browser.ts';
import { signIn, uniqueEmail } from './fixtures.ts';

// A fake microphone saying "Me gusta la comida española" (made with espeak-ng); the recogniser stand-in
// hears exactly that.
test.use({ launchOptions: fakeMediaLaunchOptions('es-me-gusta.wav') });

test('in the chat a recording is transcribed, sent after 500 ms, and answered', async ({ page }) => {
  // The page's timers run on Playwright's clock, so the 500 ms are the page's own, counted exactly.
  await page.clock.install();
  await signIn(page, uniqueEmail('voice-chat'));
  await page.getByTestId('teacher-spanish').click();
  await expect(page).toHaveURL(/\/conversation\?session=\d+$/);

  await page.getByRole('button', { name: 'Record your answer' }).click();
  await expect(page.getByTestId('voice-status')).toHaveText('Recording…');
  await page.waitForTimeout(1500);
  // From here the page's time stands still until the test moves it.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/conversation/message')) {
      sent.push(request.postData() ?? '');
    }
  });
  const upload = page.waitForRequest((request) => request.url().endsWith('/api/speech-to-text'));
  await page.getByRole('button', { name: 'Stop recording' }).click();
  const request = await upload;
  expect(request.headers()['content-type']).toContain('multipart/form-data');

  // The transcript lands in the box first, and nothing is sent for 500 ms of the page's time.
  await expect(page.getByLabel('Your message')).toHaveValue(STAND_IN_TRANSCRIPTS.es);
  await page.clock.runFor(499);
  // Real time for a request the timer might have started to show up.
  await page.waitForTimeout(500);
  expect(sent).toEqual([]);
  const message = page.waitForRequest(
    (candidate) => candidate.method() === 'POST' && candidate.url().endsWith('/api/conversation/message'),
  );
  await page.clock.runFor(1);
  expect((await message).postDataJSON()).toMatchObject({ message: STAND_IN_TRANSCRIPTS.es });
  await page.clock.resume();

  await expect(page.getByTestId('user-message').last()).toContainText(STAND_IN_TRANSCRIPTS.es);
  await expect(page.getByTestId('ai-message')).toHaveCount(2);
  await expect(page.getByLabel('Your message')).toHaveValue('');
  expect(sent).toHaveLength(1);
});

test('pronunciation practice marks each word and gives the percentage', async ({ page }) => {
  await signIn(page, uniqueEmail('voice-pronunciation'));
  await page.goto('/conversation');
  await page.getByRole('button', { name: 'Pronunciation practice' }).click();
  await page.getByTestId('teacher-spanish').click();
  await expect(page.getByTestId('ai-message').first()).toContainText('Hola, me llamo Ana y soy estudiante.');

  // Repeating the first sentence in writing brings the next one: "Me gusta mucho el café con leche."
  await page.getByLabel('Your message').fill('Hola, me llamo Ana y soy estudiante');
  await page.getByLabel('Your message').press('Enter');
  const reply = page.getByTestId('ai-message').nth(1);
  await expect(reply).toContainText('Me gusta mucho el café con leche.');

  await reply.getByRole('button', { name: 'Practise this sentence' }).click();
  const panel = page.getByTestId('pronunciation-panel');
  await expect(panel.getByTestId('practice-sentence')).toHaveText('Me gusta mucho el café con leche.');
  await panel.getByRole('button', { name: 'Record your answer' }).click();
  await page.waitForTimeout(1500);
  await panel.getByRole('button', { name: 'Stop recording' }).click();

  const result = panel.getByTestId('pronunciation-result');
  await expect(
    result.getByRole('heading', { name: 'How the speech recogniser understood you' }),
  ).toBeVisible();
  await expect(result.getByTestId('pronunciation-accuracy')).toHaveText('29% of the words understood');
  await expect(result.locator('[data-word-status="matched"]')).toHaveCount(2);
  await expect(result.locator('[data-word-status="matched"]').first()).toContainText('Me');
  expect(await result.locator('[data-word-status="substituted"]').count()).toBeGreaterThan(0);
  expect(await result.locator('[data-word-status="missed"]').count()).toBeGreaterThan(0);
  await expect(result.locator('[data-word-status="substituted"]').first()).toContainText('heard as');
});
