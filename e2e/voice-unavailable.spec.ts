import { expect, test } from '@playwright/test';
import { fakeMediaLaunchOptions } from './browser.ts';
import { signIn, uniqueEmail } from './fixtures.ts';

// A microphone the browser may use; what is missing is a recogniser: the server here is told it has none
// (below), and this Chromium's own recogniser cannot work (no Google service behind it).
test.use({ launchOptions: fakeMediaLaunchOptions('es-me-gusta.wav') });

test('with no speech-to-text anywhere the microphone is disabled with a note, and no dialog ever opens', async ({
  page,
}) => {
  page.on('dialog', (dialog) => {
    void dialog.dismiss();
    throw new Error(`A native ${dialog.type()} dialog opened: ${dialog.message()}`);
  });
  // The deployment's default: no speech-to-text configured (the page's configuration says so).
  await page.route(
    (url) => ['/', '/dashboard', '/conversation'].includes(url.pathname),
    async (route) => {
      const response = await route.fetch();
      const type = response.headers()['content-type'] ?? '';
      if (!type.includes('text/html')) return route.fulfill({ response });
      const body = (await response.text())
        .replaceAll('speechToText&quot;:true', 'speechToText&quot;:false')
        .replaceAll('"speechToText":true', '"speechToText":false');
      await route.fulfill({ response, body });
    },
  );
  await signIn(page, uniqueEmail('no-stt'));
  // The sign-in's redirects reach /dashboard past the route: load it afresh, through it.
  await page.goto('/dashboard');
  await expect
    .poll(() => page.locator('meta[name="linguacoach-config"]').getAttribute('content'))
    .toContain('"speechToText":false');
  await page.getByTestId('teacher-spanish').click();
  await expect(page).toHaveURL(/\/conversation\?session=\d+$/);

  const mic = page.getByRole('button', { name: 'Record your answer' });
  const note = page.getByTestId('voice-unavailable');
  await expect(note).toContainText('Voice input is not available here');
  await expect(note).toContainText("Your school's administrator can turn voice input on");
  await expect(mic).toBeDisabled();
  await expect(mic).toHaveAttribute('aria-describedby', (await note.getAttribute('id'))!);
  await mic.click({ force: true });
  await expect(page.getByTestId('voice-status')).toHaveCount(0);

  // The pronunciation panel says the same before anyone speaks.
  await page
    .getByTestId('ai-message')
    .first()
    .getByRole('button', { name: 'Practise this sentence' })
    .click();
  const panel = page.getByTestId('pronunciation-panel');
  await expect(panel.getByRole('button', { name: 'Record your answer' })).toBeDisabled();
  await expect(panel.getByTestId('voice-unavailable')).toBeVisible();
  // Typing still works.
  await page.getByLabel('Your message').fill('Hola');
  await page.getByLabel('Your message').press('Enter');
  await expect(page.getByTestId('user-message').last()).toContainText('Hola');
});
