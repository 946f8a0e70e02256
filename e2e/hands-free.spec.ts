import { expect, test, type Page } from '@playwright/test';
import { STAND_IN_TRANSCRIPTS } from '../test/stand-ins/stand-in-transcripts.ts';
import { fakeMediaLaunchOptions } from './browser.ts';
import { signIn, uniqueEmail } from './fixtures.ts';

// A fake microphone (made with espeak-ng) saying "Me gusta la comida", hesitating 0.8 s, then "española,
// sobre todo la paella.", then silent for 4.5 s, over and over. The recogniser stand-in hears
// STAND_IN_TRANSCRIPTS.es whatever it is sent.
test.use({ launchOptions: fakeMediaLaunchOptions('es-hesitation.wav') });

/**
 * Notes the length in seconds of each recording the page uploads (16-bit mono WAV at 16 kHz): the browser
 * does not hand a multipart body with a file over to the test, so the page's fetch is watched instead.
 */
async function watchUploads(page: Page) {
  await page.addInitScript(() => {
    const scope = window as unknown as { uploadedSeconds: number[] };
    scope.uploadedSeconds = [];
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const audio = init?.body instanceof FormData ? init.body.get('audio') : null;
      if (audio instanceof Blob) scope.uploadedSeconds.push((audio.size - 44) / (16_000 * 2));
      return original(input, init);
    };
  });
  return () => page.evaluate(() => (window as unknown as { uploadedSeconds: number[] }).uploadedSeconds);
}

test('hands-free: a turn is sent with no click after the pause, a hesitation stays in it, and speaking cuts Lucía off', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const uploadedSeconds = await watchUploads(page);
  await signIn(page, uniqueEmail('hands-free'), 'Marta');
  await page.goto('/video-call?language=spanish');
  await page.getByRole('button', { name: 'Join call' }).click();
  await expect(page).toHaveURL(/session=\d+$/);
  // The slowest voice, so her answer is still being spoken when the learner talks again.
  await page.getByRole('combobox', { name: 'Voice speed' }).selectOption('0.7');

  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/conversation/message'),
    { timeout: 60_000 },
  );

  const handsFree = page.getByRole('button', { name: 'Hands-free' });
  await expect(handsFree).toHaveAttribute('aria-pressed', 'false');
  await handsFree.click();
  await expect(handsFree).toHaveAttribute('aria-pressed', 'true');
  // Push-to-talk waits while hands-free listens; the pause is the beginner's until the learner picks one.
  await expect(page.getByRole('button', { name: 'Record your answer' })).toBeDisabled();
  await expect(page.getByTestId('silence-setting')).toHaveValue('level');
  await expect(page.getByTestId('silence-setting').locator('option').first()).toHaveText(
    'For my level (1.8 s)',
  );
  const status = page.getByTestId('call-status');
  await expect(status).toHaveAttribute('data-hands-free', /listening|hearing/, { timeout: 30_000 });
  await expect(status).toHaveText('You’re speaking…', { timeout: 15_000 });

  // No click: the turn leaves once the learner has been quiet for the silence window.
  const message = await sent;
  expect(message.postDataJSON()).toMatchObject({ message: STAND_IN_TRANSCRIPTS.es });
  // One recording holds both halves of the sentence: the 0.8 s hesitation did not end the turn.
  expect(await uploadedSeconds()).toHaveLength(1);
  // The learner can hear their own turn again; it never left the page but for the transcription.
  await expect(page.getByRole('button', { name: 'Replay my voice' })).toBeEnabled();

  const conversation = page.getByTestId('call-conversation');
  await expect(conversation.getByTestId('user-message').last()).toContainText(STAND_IN_TRANSCRIPTS.es);
  await expect(conversation.getByTestId('ai-message')).toHaveCount(2);

  // Lucía answers aloud; the learner speaks again over her: her voice stops and the server is told
  // how much of the answer was heard.
  const interrupted = page.waitForRequest(
    (request) => request.url().endsWith('/api/conversation/interrupted'),
    {
      timeout: 30_000,
    },
  );
  await expect(status).toHaveText('Lucía is speaking…', { timeout: 15_000 });
  const cut = await interrupted;
  const stage = page.getByTestId('call-stage');
  await expect(stage).toHaveAttribute('data-voice-playing', 'false', { timeout: 1_000 });
  const { messageId, heardChars } = cut.postDataJSON() as { messageId: number; heardChars: number };
  const reply = conversation.locator(`[data-message-id="${messageId}"]`);
  await expect(reply.getByTestId('interrupted')).toHaveText('Interrupted');
  // What she did not get to say is shown struck through.
  await expect(reply.getByTestId('unheard')).not.toBeEmpty();
  expect(heardChars).toBeLessThan((await reply.textContent())!.length);

  // The new turn goes to Lucía in its turn, still without a click. It began with the recording (the first
  // may have begun mid-sentence), and holds both halves of the sentence and the pause that ended it: the
  // 0.8 s hesitation did not end the turn (a split would leave 3.3 s and 4.3 s).
  await expect(conversation.getByTestId('user-message')).toHaveCount(2, { timeout: 30_000 });
  await expect.poll(async () => (await uploadedSeconds()).length).toBe(2);
  const second = (await uploadedSeconds())[1]!;
  expect(second).toBeGreaterThan(5.5);
  expect(second).toBeLessThan(7.5);

  // Off again: the microphone button is back.
  await handsFree.click();
  await expect(handsFree).toHaveAttribute('aria-pressed', 'false');
  await expect(status).not.toHaveAttribute('data-hands-free', /listening|hearing/);
});

test('hands-free in the chat: the turn lands in the box, is sent, and the reply is spoken', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, uniqueEmail('hands-free-chat'));
  await page.getByTestId('teacher-spanish').click();
  await expect(page).toHaveURL(/\/conversation\?session=\d+$/);

  const handsFree = page.getByRole('button', { name: 'Hands-free' });
  await handsFree.click();
  await expect(handsFree).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Record your answer' })).toBeDisabled();
  const status = page.getByTestId('voice-status');
  await expect(status).toHaveText(/Listening… speak when you’re ready|You’re speaking…/, { timeout: 30_000 });

  const sent = await page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/conversation/message'),
    { timeout: 30_000 },
  );
  expect(sent.postDataJSON()).toMatchObject({ message: STAND_IN_TRANSCRIPTS.es });
  await expect(page.getByTestId('user-message').last()).toContainText(STAND_IN_TRANSCRIPTS.es);
  // The reply is spoken as it arrives, sentence by sentence.
  await page.waitForRequest((request) => request.url().endsWith('/api/text-to-speech/reply'));

  await handsFree.click();
  await expect(handsFree).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('button', { name: 'Record your answer' })).toBeEnabled();
});

test('help me answer offers the two replies teachers wrote for her question, and one goes into the box', async ({
  page,
}) => {
  await signIn(page, uniqueEmail('help-me-answer'));
  await page.getByTestId('teacher-spanish').click();
  await expect(page.getByTestId('ai-message').first()).toContainText('¿Qué tal estás hoy?');
  await page.getByRole('button', { name: 'Help me answer' }).click();
  const replies = page.getByTestId('help-reply');
  await expect(replies).toHaveCount(2);
  const first = (await replies.first().textContent())!;
  expect(first).not.toBe(await replies.last().textContent());
  await replies.first().click();
  await expect(page.getByLabel('Your message')).toHaveValue(first);
  await expect(replies).toHaveCount(0);
});
