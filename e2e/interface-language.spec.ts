import { expect, test } from '@playwright/test';
import { uniqueEmail } from './fixtures.ts';

test.use({ locale: 'es-MX' });

test('a browser set to es-MX gets Spanish; French chosen from the user menu applies at once and stays', async ({
  page,
}) => {
  const email = uniqueEmail('idioma');

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: 'Aprende idiomas con IA' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Idioma de la interfaz' })).toHaveValue('es');

  await page.getByRole('button', { name: 'Continuar con Google' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Name').fill('Inés Idiomas');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: '¡Hola de nuevo, Inés Idiomas!' })).toBeVisible();

  await page.getByRole('button', { name: 'Abrir el menú de usuario' }).click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { name: 'Bon retour, Inés Idiomas !' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Bon retour, Inés Idiomas !' })).toBeVisible();

  // Signed out, and on a device that never saw the choice: the account brings French back.
  await page.getByRole('button', { name: 'Ouvrir le menu utilisateur' }).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page.getByRole('heading', { name: 'Apprenez les langues avec l’IA' })).toBeVisible();
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Aprende idiomas con IA' })).toBeVisible();
  await page.getByRole('button', { name: 'Continuar con Google' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Name').fill('Inés Idiomas');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
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
