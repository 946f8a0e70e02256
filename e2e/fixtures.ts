import { expect, type Page } from '@playwright/test';

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

/** A unique address per test, so parallel tests never share an account. */
export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.floor(performance.now() * 1000) % 100000}@example.com`;
}
