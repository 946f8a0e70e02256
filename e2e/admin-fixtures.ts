import { expect, type Page } from '@playwright/test';

/** Waits for a toast with this title and text (inside the notifications region, not its live-region echo). */
export async function expectToast(page: Page, title: string, text: string | RegExp) {
  const region = page.getByRole('region', { name: /Notifications/ });
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  await expect(region.getByText(text)).toBeVisible();
}
