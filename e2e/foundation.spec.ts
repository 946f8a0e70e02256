import { expect, test } from '@playwright/test';
import { signIn, uniqueEmail } from './fixtures.ts';

const SIGNED_IN_ROUTES = [
  '/dashboard',
  '/conversation',
  '/video-call?language=spanish',
  '/subscribe',
  '/quiz?language=english&level=1&quizId=1',
  '/kids-lesson?language=english&lesson=1',
  '/admin',
  '/admin-dashboard',
];

test('a new learner signs in, is greeted by name, and signs out', async ({ page }) => {
  const email = uniqueEmail('lena');
  await signIn(page, email, 'Lena Learner');
  await expect(page.getByRole('heading', { name: /Lena Learner/ })).toBeVisible();

  await page.getByRole('button', { name: 'Open the user menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Subscription Plans' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();

  await expect(page.getByRole('heading', { name: 'Learn Languages with AI' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Learn Languages with AI' })).toBeVisible();
});

test('the demo learner account signs in with one click and has no admin entry', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByRole('button', { name: 'Continue as learner@example.com' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Open the user menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveCount(0);
});

test('admin@example.com sees the Admin Dashboard entry', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByRole('button', { name: 'Continue as admin@example.com' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Open the user menu' }).click();
  await page.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByText('Acceso Denegado')).toHaveCount(0);
});

test('every signed-in route shows the login screen to a signed-out visitor', async ({ page }) => {
  for (const route of SIGNED_IN_ROUTES) {
    await page.goto(route);
    await expect(page.getByRole('heading', { name: 'Learn Languages with AI' }), route).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue with Google' }), route).toBeEnabled();
  }
});

test('signing in from a guarded route returns there', async ({ page }) => {
  await page.goto('/subscribe');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByLabel('Email').fill(uniqueEmail('returning'));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/subscribe$/);
});

test('a signed-in user opening / or /login goes to the dashboard; admin pages deny learners', async ({
  page,
}) => {
  await signIn(page, uniqueEmail('router'));
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const route of ['/admin', '/admin-dashboard']) {
    await page.goto(route);
    await expect(page.getByRole('heading', { name: 'Acceso Denegado' })).toBeVisible();
    await expect(page.getByText('No tienes permisos para acceder al panel de administración.')).toBeVisible();
  }
  await page.getByRole('button', { name: 'Regresar al Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('unknown paths show the 404 page', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('the theme choice survives a reload', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: /Change theme/ });
  await expect(toggle).toHaveAttribute('data-theme-current', 'system');
  await toggle.click(); // system → light
  await toggle.click(); // light → dark
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: /Change theme/ })).toHaveAttribute(
    'data-theme-current',
    'dark',
  );
});

test('terms and privacy are linked from the login screen and link back', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Terms of Service' }).first().click();
  await expect(page).toHaveURL(/\/terms-of-service$/);
  await expect(page.getByRole('heading', { name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByText('Last updated August 28, 2025')).toBeVisible();
  await expect(page.getByText(/Google account/).first()).toBeVisible();
  await expect(page.getByTestId('terms-plans')).toContainText('Pro: $49.99/month — 900 minutes');
  await page.getByRole('link', { name: 'Back to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('link', { name: 'Privacy Policy' }).first().click();
  await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText('Last updated August 28, 2025')).toBeVisible();
  await expect(page.getByText(/Google account/).first()).toBeVisible();
});

test('the footer carries the copyright line and the trademark notice', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByTestId('site-footer');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} LinguaCoach Ltd. All rights reserved.`);
  await expect(footer).toContainText('LinguaCoach and its logo are trademarks of LinguaCoach Ltd.');
});

test('the served page draws the login screen and a learner’s dashboard before any script runs', async ({
  browser,
  page,
}) => {
  const email = uniqueEmail('paula');
  await signIn(page, email, 'Paula Prerender');
  const cookies = await page.context().cookies();

  // Without scripts the markup stays inert (out of the accessibility tree): it is read as text here.
  const noScript = await browser.newContext({ javaScriptEnabled: false, locale: 'es-MX' });
  const visitor = await noScript.newPage();
  await visitor.goto('/');
  await expect(visitor.locator('h1')).toHaveText('Aprende idiomas con IA');
  await expect(visitor.locator('button', { hasText: 'Continuar con Google' })).toBeVisible();

  await noScript.addCookies(cookies);
  const learner = await noScript.newPage();
  await learner.goto('/dashboard');
  await expect(learner.locator('h1')).toContainText('Paula Prerender');
  await noScript.close();

  // With its scripts, the page the server drew becomes the app, without an error.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Open the user menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  expect(errors).toEqual([]);
});
