import { expect, type Browser, type Page } from '@playwright/test';

/** The owner admin: the development server's default administrator (also a demo account). */
export const OWNER = 'admin@example.com';

/**
 * How long a test waits for the first correction in a language: the server loads that language's
 * dictionaries on its first message, which takes seconds on a machine busy with the other tests.
 */
export const FIRST_CORRECTION_TIMEOUT_MS = 30_000;

/** Signs in the way a person does: Continue with Google, then the development provider's page. */
export async function signIn(page: Page, email: string, name?: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Development sign-in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  if (name) await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A page in a fresh browser context (its own cookies), signed in as `email`. */
export async function signedInPage(browser: Browser, email: string, name?: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, name);
  return page;
}

/** Waits for a toast with this title and text (inside the notifications region, not its live-region echo). */
export async function expectToast(page: Page, title: string, text: string | RegExp) {
  const region = page.getByRole('region', { name: /Notifications/ });
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  await expect(region.getByText(text)).toBeVisible();
}

/** A unique address per test, so parallel tests never share an account. */
export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.floor(performance.now() * 1000) % 100000}@example.com`;
}
