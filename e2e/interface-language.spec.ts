import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './fixtures.ts';

test.use({ locale: 'es-MX' });

/** What each language's login page and dashboard say (the catalogues' words). */
const WORDS = {
  en: {
    browser: 'en-US',
    heading: 'Learn Languages with AI',
    google: 'Continue with Google',
    hello: 'Welcome back',
  },
  es: {
    browser: 'es-MX',
    heading: 'Aprende idiomas con IA',
    google: 'Continuar con Google',
    hello: '¡Hola de nuevo',
  },
  fr: {
    browser: 'fr-FR',
    heading: 'Apprenez les langues avec l’IA',
    google: 'Continuer avec Google',
    hello: 'Bon retour',
  },
} as const;

/** Signs in from the login page through the development provider (whose own page is English). */
async function signInFromLogin(page: Page, google: string, email: string, name: string) {
  await page.getByRole('button', { name: google }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('a browser set to es-MX gets Spanish; French chosen from the user menu applies at once and stays', async ({
  page,
}) => {
  test.setTimeout(90_000); // two sign-ins, a quiz, a chat and a reload
  const email = uniqueEmail('idioma');

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: 'Aprende idiomas con IA' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Idioma de la interfaz' })).toHaveValue('es');

  await signInFromLogin(page, 'Continuar con Google', email, 'Inés Idiomas');
  await expect(page.getByRole('heading', { name: '¡Hola de nuevo, Inés Idiomas!' })).toBeVisible();

  await page.getByRole('button', { name: 'Abrir el menú de usuario' }).click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { name: 'Bon retour, Inés Idiomas !' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  // The quiz and the chat, opened after the switch, speak French too (their strings load with them).
  await page.getByRole('link', { name: 'Commencer le quiz' }).first().click();
  await expect(page.getByText('Question 1 sur 10')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Valider' })).toBeVisible();
  await page.goto('/conversation?language=french');
  await expect(page).toHaveURL(/\/conversation\?session=\d+$/);
  await expect(page.getByRole('button', { name: 'Envoyer' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Terminer la séance' })).toBeVisible();

  // On the chat, a switch back to Spanish applies at once, then French again.
  await page.getByRole('button', { name: 'Ouvrir le menu utilisateur' }).click();
  await page.getByRole('menuitemradio', { name: 'Español' }).click();
  await expect(page.getByRole('button', { name: 'Enviar' })).toBeVisible();
  await page.getByRole('button', { name: 'Abrir el menú de usuario' }).click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  await expect(page.getByRole('button', { name: 'Envoyer' })).toBeVisible();

  await page.goto('/dashboard');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Bon retour, Inés Idiomas !' })).toBeVisible();

  // Signed out, and on a device that never saw the choice: the account brings French back.
  await page.getByRole('button', { name: 'Ouvrir le menu utilisateur' }).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page.getByRole('heading', { name: 'Apprenez les langues avec l’IA' })).toBeVisible();
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Aprende idiomas con IA' })).toBeVisible();
  await signInFromLogin(page, 'Continuar con Google', email, 'Inés Idiomas');
  await expect(page.getByRole('heading', { name: 'Bon retour, Inés Idiomas !' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('the login page language select switches the page and is remembered while signed out', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('combobox', { name: 'Idioma de la interfaz' }).selectOption('en');
  await expect(page.getByRole('heading', { name: 'Learn Languages with AI' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Learn Languages with AI' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

for (const [language, words] of Object.entries(WORDS)) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: words.browser });

    test('on a phone, the login page shows "Continue with Google" on the first screen', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/');
      await expect(page.getByRole('heading', { name: words.heading })).toBeVisible();
      await expect(page.getByRole('button', { name: words.google })).toBeInViewport({ ratio: 1 });
    });

    test('axe finds no violations on the dashboard', async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto('/');
      await signInFromLogin(page, words.google, uniqueEmail(`axe-${language}`), 'Alex Axe');
      await expect(page.getByRole('heading', { name: new RegExp(`^${words.hello}`) })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('article').first()).toBeVisible(); // the quiz cards have loaded
      await page.waitForLoadState('networkidle');
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    });
  });
}
