import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { STAND_IN_TRANSCRIPTS } from '../test/stand-ins/stand-in-transcripts.ts';
import { fakeMediaLaunchOptions } from './browser.ts';
import { signIn, uniqueEmail } from './fixtures.ts';

// A fake camera, and a fake microphone saying "Me gusta la comida española" (made with espeak-ng).
test.use({ launchOptions: fakeMediaLaunchOptions('es-me-gusta.wav') });

/** Records the widest the teacher's mouth opens from now on (it changes every animation frame). */
async function watchMouth(page: Page) {
  await page.getByTestId('teacher-mouth').evaluate((mouth) => {
    const scope = window as unknown as { widestMouth: number };
    scope.widestMouth = 0;
    new MutationObserver(() => {
      scope.widestMouth = Math.max(scope.widestMouth, Number(mouth.getAttribute('data-mouth-open')));
    }).observe(mouth, { attributes: true, attributeFilter: ['data-mouth-open'] });
  });
  return () => page.evaluate(() => (window as unknown as { widestMouth: number }).widestMouth);
}

test('a learner talks with Lucía: the spoken answer is sent directly, she answers aloud and her mouth moves', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, uniqueEmail('video-learner'), 'Marta');
  await page.goto('/video-call?language=spanish');

  // The call starts when the learner joins (browsers play sound only after a click).
  await expect(page.getByRole('heading', { name: 'Lucía is ready for your call' })).toBeVisible();
  await expect(page).toHaveURL(/\/video-call\?language=spanish$/);
  await page.getByRole('button', { name: 'Join call' }).click();
  await expect(page).toHaveURL(/\/video-call\?language=spanish&session=\d+$/);
  // Her greeting may already be playing: the mouth is watched from here, not asked to be closed.
  await expect(page.getByTestId('teacher-mouth')).toBeAttached();
  let widestMouth = await watchMouth(page);

  const timer = page.getByRole('timer', { name: 'Call time' });
  await expect(timer).toHaveText(/^\d\d:\d\d$/);
  const firstReading = await timer.textContent();
  await expect(timer).not.toHaveText(firstReading!);

  const conversation = page.getByTestId('call-conversation');
  await expect(conversation.getByTestId('ai-message').first()).toContainText('Lucía');
  const stage = page.getByTestId('call-stage');
  await expect(page.getByTestId('call-status')).toHaveText('Lucía is speaking…', { timeout: 15_000 });
  await expect.poll(widestMouth, { timeout: 15_000 }).toBeGreaterThan(0.05);

  // The learner speaks: record, stop, the recording is transcribed and sent straight to Lucía.
  await page.route('**/api/speech-to-text', async (route) => {
    // Long enough to see the processing state; the request itself still reaches the real server.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Record your answer' }).click();
  await expect(page.getByTestId('call-status')).toHaveText('Recording…');
  await expect(stage).toHaveAttribute('data-voice-playing', 'false');
  await page.waitForTimeout(2_000);
  const transcription = page.waitForResponse((response) => response.url().endsWith('/api/speech-to-text'));
  const reply = page.waitForResponse((response) => response.url().endsWith('/api/conversation/message'));
  await page.getByRole('button', { name: 'Stop recording' }).click();
  await expect(page.getByTestId('call-status')).toHaveText('Processing…');
  expect((await transcription).status()).toBe(200);
  const message = await reply;
  expect(message.request().postDataJSON()).toMatchObject({ message: STAND_IN_TRANSCRIPTS.es });

  const learnerMessage = conversation.getByTestId('user-message').last();
  await expect(learnerMessage).toContainText(STAND_IN_TRANSCRIPTS.es);
  await expect(page.getByLabel('Type a message instead')).toHaveValue('');
  await expect(conversation.getByTestId('ai-message')).toHaveCount(2);
  await expect(conversation.getByTestId('ai-message').last()).toContainText('?');

  // Lucía answers aloud: her voice plays to the end of a sentence and her mouth moves with it.
  widestMouth = await watchMouth(page);
  const clipsBefore = Number(await stage.getAttribute('data-voice-clips-finished'));
  await expect(page.getByTestId('call-status')).toHaveText('Lucía is speaking…', { timeout: 15_000 });
  // Captions show the sentence her voice is saying, a sentence of her answer.
  const caption = (await page.getByTestId('call-caption').textContent({ timeout: 15_000 }))!;
  expect(caption.length).toBeGreaterThan(1);
  expect(await conversation.getByTestId('ai-message').last().textContent()).toContain(caption);
  await expect.poll(widestMouth, { timeout: 15_000 }).toBeGreaterThan(0.05);
  await expect
    .poll(async () => Number(await stage.getAttribute('data-voice-clips-finished')), { timeout: 20_000 })
    .toBeGreaterThan(clipsBefore);

  await expect(page.getByTestId('call-progress-value')).toHaveText('0 of 10 min');
  await page.getByRole('button', { name: 'End call' }).click();
  // Its report comes next, as after a chat.
  await expect(page).toHaveURL(/\/conversation\?review=\d+$/);
  await expect(page.getByRole('heading', { name: 'Session report' })).toBeVisible();
  await page.goto('/dashboard');
  const recent = page.getByTestId('recent-session').first();
  await expect(recent).toContainText('Spanish · General Practice');
  // A call in which the learner spoke is counted like a chat, and a started call costs its first minute.
  await expect(recent).toContainText('1 min');
});

test('the camera shows the learner’s own preview, and a quick prompt asks the teacher for an activity', async ({
  page,
}) => {
  test.setTimeout(60_000); // a sign-in, a call with camera and microphone, a spoken turn and a quick prompt
  await signIn(page, uniqueEmail('video-camera'));
  await page.getByTestId('video-call-spanish').click();
  await page.getByRole('button', { name: 'Join call' }).click();
  await expect(page).toHaveURL(/\/video-call\?language=spanish&session=\d+$/);

  await expect(page.getByTestId('self-preview')).toHaveCount(0);
  await page.getByRole('button', { name: 'Turn camera on' }).click();
  const preview = page.getByTestId('self-preview');
  await expect(preview).toBeVisible();
  await expect
    .poll(() => preview.evaluate((video: HTMLVideoElement) => video.videoWidth * (video.paused ? 0 : 1)))
    .toBeGreaterThan(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole('button', { name: 'Turn camera off' }).click();
  await expect(preview).toHaveCount(0);

  await page.getByRole('button', { name: 'Pronunciation practice' }).click();
  const conversation = page.getByTestId('call-conversation');
  await expect(conversation.getByTestId('user-message').last()).toContainText(
    '¿Podemos practicar la pronunciación?',
  );
  await expect(conversation.getByTestId('ai-message')).toHaveCount(2);
});

test('leaving before joining costs nothing and stores nothing; a joined call is listed', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, uniqueEmail('video-not-now'));
  await expect(page.getByTestId('minutes-left')).toHaveText(/40 min left/);
  await page.getByTestId('video-call-spanish').click();
  await expect(page.getByRole('heading', { name: 'Lucía is ready for your call' })).toBeVisible();
  await page.getByRole('button', { name: 'Not now, back to the dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.reload();
  await expect(page.getByTestId('minutes-left')).toHaveText(/40 min left/);
  await expect(page.getByTestId('recent-session')).toHaveCount(0);

  // Joined, then ended: the call is a session with its report.
  await page.getByTestId('video-call-spanish').click();
  await page.getByRole('button', { name: 'Join call' }).click();
  await expect(page.getByRole('timer', { name: 'Call time' })).toBeVisible();
  await page.getByLabel('Type a message instead').fill('Hola, me llamo Ana');
  await page.getByLabel('Type a message instead').press('Enter');
  await expect(page.getByTestId('call-conversation').getByTestId('ai-message')).toHaveCount(2);
  await page.getByRole('button', { name: 'End call' }).click();
  await expect(page).toHaveURL(/\/conversation\?review=\d+$/);
  await expect(page.getByRole('heading', { name: 'Session report' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByTestId('recent-session')).toHaveCount(1);
  await expect(page.getByTestId('minutes-left')).toHaveText(/39 min left/);
});

test('a video call needs a language it can teach', async ({ page }) => {
  await signIn(page, uniqueEmail('video-no-language'));
  await page.goto('/video-call?language=german');
  await expect(page.getByRole('heading', { name: 'Choose a teacher for your video call' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the teacher speaks with a still mouth', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, uniqueEmail('video-still'));
    await page.goto('/video-call?language=english');
    await page.getByRole('button', { name: 'Join call' }).click();
    const stage = page.getByTestId('call-stage');
    await expect(stage).toBeVisible();
    const widestMouth = await watchMouth(page);
    await expect(page.getByTestId('call-status')).toHaveText('Emma is speaking…', { timeout: 15_000 });
    await expect(stage).toHaveAttribute('data-voice-clips-finished', /^[1-9]/, { timeout: 20_000 });
    expect(await widestMouth()).toBe(0);
    await expect(page.getByTestId('teacher-mouth')).toHaveAttribute('data-mouth-open', '0.00');
  });
});

test('refused devices and a dropped upload are explained, and the call goes on', async ({ page }) => {
  await signIn(page, uniqueEmail('video-denied'));
  await page.goto('/video-call?language=french');
  await page.getByRole('button', { name: 'Join call' }).click();

  // The learner refuses the browser's camera and microphone prompts.
  await page.evaluate(() => {
    const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    (window as unknown as { restoreMedia: () => void }).restoreMedia = () => {
      navigator.mediaDevices.getUserMedia = original;
    };
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await page.getByRole('button', { name: 'Turn camera on' }).click();
  await expect(page.getByText('Camera Access Error', { exact: true })).toBeVisible();
  await expect(page.getByTestId('self-preview')).toHaveCount(0);
  await page.getByRole('button', { name: 'Record your answer' }).click();
  await expect(page.getByText('Microphone Access Error', { exact: true })).toBeVisible();
  await expect(page.getByTestId('call-status')).not.toHaveText('Recording…');

  // With the microphone allowed again, the connection drops while the recording uploads.
  await page.evaluate(() => (window as unknown as { restoreMedia: () => void }).restoreMedia());
  await page.route('**/api/speech-to-text', (route) => route.abort('connectionreset'));
  await page.getByRole('button', { name: 'Record your answer' }).click();
  await expect(page.getByTestId('call-status')).toHaveText('Recording…');
  await page.waitForTimeout(500);
  await page.getByRole('button', { name: 'Stop recording' }).click();
  await expect(page.getByText('Audio Processing Error', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Record your answer' })).toBeEnabled();

  // Typing still reaches the teacher.
  await page.getByLabel('Type a message instead').fill("J'aime le fromage");
  await page.getByLabel('Type a message instead').press('Enter');
  const conversation = page.getByTestId('call-conversation');
  await expect(conversation.getByTestId('user-message').last()).toContainText("J'aime le fromage");
  await expect(conversation.getByTestId('ai-message')).toHaveCount(2);
});
