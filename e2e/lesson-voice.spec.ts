import { expect, test } from '@playwright/test';
import { STAND_IN_TRANSCRIPTS } from '../test/stand-ins/stand-in-transcripts.ts';
import { fakeMediaLaunchOptions } from './browser.ts';
import { answerStep, firstUnit } from './course-steps.ts';
import { signIn, uniqueEmail } from './fixtures.ts';

// A fake microphone; the recogniser stand-in hears "I would like a cup of tea" in English.
test.use({ launchOptions: fakeMediaLaunchOptions('es-me-gusta.wav') });

test('the say step records, fills the answer with what the recogniser heard, and grades it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, uniqueEmail('course-voice'));
  await page.getByTestId('today').getByRole('button', { name: 'Start the lesson' }).click();
  await expect(page).toHaveURL(/\/lessons\/runs\/\d+$/);
  const unit = firstUnit('english');
  const lesson = unit.unit.lessons[0]!;
  const say = lesson.steps.findIndex((step) => step.type === 'say');
  for (const step of lesson.steps.slice(0, say)) await answerStep(page, 'en', step, unit, false);
  await expect(page.getByTestId('say-sentence')).toBeVisible();
  await page.getByRole('button', { name: 'Record your answer' }).click();
  await page.waitForTimeout(1500);
  await page.getByRole('button', { name: 'Stop recording' }).click();
  await expect(page.getByTestId('lesson-answer')).toHaveValue(STAND_IN_TRANSCRIPTS.en);
  // What was heard, word by word, before it is checked.
  await expect(page.getByTestId('pronunciation-result')).toBeVisible();
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByTestId('lesson-feedback')).toContainText(/Not quite|Almost/);
});
