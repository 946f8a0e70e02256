import { expect, test, type Browser, type Page } from '@playwright/test';
import { OWNER, signedInPage, signIn, uniqueEmail } from './fixtures.ts';

/**
 * Plans and payments in Chromium on the development sandbox. The plan coupons are created the way an
 * administrator does it (POST /api/admin/create-plan-coupons as admin@example.com), which is idempotent,
 * so parallel tests may each do it.
 */

async function createPlanCoupons(browser: Browser) {
  // The name the demo account's button signs in with.
  const page = await signedInPage(browser, OWNER, 'Admin');
  const response = await page.request.post('/api/admin/create-plan-coupons');
  expect(response.status()).toBe(200);
  await page.context().close();
}

async function currentPlan(page: Page) {
  const response = await page.request.get('/api/auth/me');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { user: { plan: string } }).user.plan;
}

async function payWithCard(page: Page, cardNumber: string, payLabel: string) {
  await expect(page.getByRole('heading', { name: 'Sandbox — no real charge' })).toBeVisible();
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: payLabel }).click();
}

test('a free learner applies PRO_SPECIAL, sees the struck-out price and Coupon applied!, pays and becomes Pro', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000); // an admin creates the coupons, then a sign-in, a checkout, a payment and two pages
  await createPlanCoupons(browser);
  await signIn(page, uniqueEmail('pro-buyer'));
  expect(await currentPlan(page)).toBe('free');

  // From the dashboard's plan cards to the Pro checkout.
  await page.getByRole('link', { name: 'Choose Pro' }).click();
  await expect(page).toHaveURL(/\/subscribe\?plan=pro$/);
  await expect(page.getByRole('heading', { name: 'Subscribe to Pro' })).toBeVisible();

  const apply = page.getByRole('button', { name: 'Apply' });
  await expect(apply).toBeDisabled();
  await page.getByLabel('Coupon code').fill('PRO_SPECIAL');
  await apply.click();
  await expect(page.getByRole('status').filter({ hasText: 'Valid coupon!' }).first()).toBeVisible();
  await expect(page.getByTestId('original-price')).toHaveText(/\$49\.99/);
  await expect(page.getByTestId('original-price')).toHaveCSS('text-decoration-line', 'line-through');
  await expect(page.getByText('$19.00 today')).toBeVisible();

  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Coupon applied!' }).first()).toBeVisible();

  await payWithCard(page, '4242 4242 4242 4242', 'Pay $19.00');
  await expect(page).toHaveURL(/\/dashboard$/);

  // Pro's allowance on the dashboard, on the plan cards, and as the server reports it.
  await expect(page.getByTestId('minutes-left')).toHaveText(/900 min left/);
  await expect(page.getByTestId('stat-minutes')).toHaveText('0 / 900');
  const proCard = page.getByTestId('plan-card-pro');
  await expect(proCard.getByText('Current plan').first()).toBeVisible();
  await expect(proCard.getByText('900 minutes per month')).toBeVisible();
  expect(await currentPlan(page)).toBe('pro');
  await page.goto('/subscribe');
  const current = page.getByTestId('current-plan-card');
  await expect(current.getByRole('heading', { name: 'Pro' })).toBeVisible();
  await expect(current.getByText('900 minutes of practice per month')).toBeVisible();
});

test('the declining card shows Payment Failed and changes nothing', async ({ page }) => {
  await signIn(page, uniqueEmail('declined'));
  await page.goto('/subscribe?plan=starter');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await payWithCard(page, '4000 0000 0000 0002', 'Pay $19.99');

  const failure = page.getByRole('status').filter({ hasText: 'Payment Failed' });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText('Your card was declined.');
  await expect(page).toHaveURL(/\/subscribe\?plan=starter$/);
  expect(await currentPlan(page)).toBe('free');
  await page.goto('/subscribe');
  await expect(page.getByTestId('current-plan-card').getByRole('heading', { name: 'Free' })).toBeVisible();
});

test('cancel asks for confirmation first', async ({ page }) => {
  await signIn(page, uniqueEmail('canceller'));
  await page.goto('/subscribe?plan=elite');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await payWithCard(page, '4242 4242 4242 4242', 'Pay $99.99');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/subscribe');
  const current = page.getByTestId('current-plan-card');
  await expect(current.getByRole('heading', { name: 'Elite' })).toBeVisible();
  await expect(current.getByText(/^Renews on /)).toBeVisible();

  // First press: only a question. Keeping the plan changes nothing.
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel your subscription?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep my plan' }).click();
  await expect(dialog).toBeHidden();
  const state = await (await page.request.get('/api/billing/subscription')).json();
  expect(state.subscription).toMatchObject({ plan: 'elite', cancelAtPeriodEnd: false });

  // Confirmed: cancelled at the end of the paid period; the plan stays until then.
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(current.getByText(/^Cancelled: Elite stays active until /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
  expect(await currentPlan(page)).toBe('elite');
});
