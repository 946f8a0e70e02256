import { expect, test, type Page } from '@playwright/test';
import { signIn, uniqueEmail } from './fixtures.ts';

/** Fails the test on any native dialog (alert, confirm, prompt): messages belong in the page. */
function refuseNativeDialogs(page: Page) {
  page.on('dialog', (dialog) => {
    void dialog.dismiss();
    throw new Error(`A native ${dialog.type()} dialog opened: ${dialog.message()}`);
  });
}

test.describe('in Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('the title, the start button and a coupon refusal each speak Spanish only', async ({ page }) => {
    refuseNativeDialogs(page);
    // The served page carries the title in the visitor's language before any script runs.
    const served = await page.request.get('/', { headers: { 'Accept-Language': 'es-MX,es;q=0.9' } });
    expect(await served.text()).toContain('<title>LinguaCoach — Aprende idiomas con IA</title>');

    await page.goto('/');
    await expect(page).toHaveTitle('LinguaCoach — Aprende idiomas con IA');
    await page.getByRole('button', { name: 'Continuar con Google' }).click();
    await page.getByLabel('Email').fill(uniqueEmail('un-idioma'));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page).toHaveTitle('Panel · LinguaCoach');

    // The spec's "Start a new Call" opens the chat, and says so.
    await page.getByRole('link', { name: 'Empezar una nueva conversación' }).click();
    await expect(page).toHaveURL(/\/conversation$/);
    await expect(page).toHaveTitle('Conversación · LinguaCoach');

    // The spec's Spanish copy, verbatim.
    await page.goto('/quiz?language=english&level=1');
    await expect(page.getByRole('heading', { name: 'Quiz ID requerido' })).toBeVisible();
    await expect(page.getByText('No se proporcionó un ID de quiz válido.')).toBeVisible();

    await page.goto('/subscribe?plan=starter');
    await expect(page).toHaveTitle('Planes de suscripción · LinguaCoach');
    await page.getByLabel('Código de cupón').fill('NO_EXISTE');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Cupón no válido' })).toHaveText(
      'Cupón no válido — El código de cupón ingresado no es válido o ha expirado.',
    );
  });
});

test('in English a coupon refusal and the page titles are English only', async ({ page }) => {
  refuseNativeDialogs(page);
  await signIn(page, uniqueEmail('one-language'));
  await expect(page).toHaveTitle('Dashboard · LinguaCoach');
  await page.goto('/subscribe?plan=starter');
  await expect(page).toHaveTitle('Subscription Plans · LinguaCoach');
  await page.getByLabel('Coupon code').fill('NOPE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid coupon' })).toHaveText(
    'Invalid coupon — This coupon code is not valid or has expired.',
  );
});
