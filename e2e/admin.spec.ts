import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import { expectToast, OWNER, signedInPage, signIn, uniqueEmail } from './fixtures.ts';

const DEMO_LEARNER = 'learner@example.com';

async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: 'Open the user menu' }).click();
}

async function userId(page: Page): Promise<number> {
  return (await (await page.request.get('/api/auth/me')).json()).user.id;
}

// First in the file, and always undone: the demo learner is an admin only for the seconds this test needs.
test('an admin grants learner@example.com admin rights by email, who then sees the Admin Dashboard, and revokes them', async ({
  browser,
}) => {
  test.setTimeout(60_000); // two people, several sign-ins
  const learner = await signedInPage(browser, DEMO_LEARNER);
  const admin = await signedInPage(browser, OWNER);
  const learnerId = await userId(learner);
  const adminId = await userId(admin);
  const rowOf = (page: Page, id: number) => page.locator(`[data-testid="admin-row"][data-user-id="${id}"]`);

  // The database may outlive a run (a shared PostgreSQL): start from a plain learner whatever came before.
  await admin.request.post('/api/admin/revoke-admin', { data: { userId: learnerId } });
  try {
    await admin.goto('/admin-dashboard');
    await admin.getByRole('tab', { name: 'Permisos' }).click();
    await expect(admin.getByText('Los administradores tienen acceso completo a la plataforma')).toBeVisible();
    await expect(admin.getByText('Advertencia')).toBeVisible();
    await expect(rowOf(admin, learnerId)).toHaveCount(0);
    const grant = admin.getByRole('button', { name: 'Otorgar Permisos' });
    await expect(grant).toBeDisabled();
    await admin.getByLabel('Correo electrónico').fill('  LEARNER@example.com ');
    await grant.click();
    await expectToast(admin, '¡Éxito!', 'Permisos de administrador otorgados correctamente');
    await expect(admin.getByLabel('Correo electrónico')).toHaveValue('');
    await expect(rowOf(admin, learnerId)).toContainText(DEMO_LEARNER);

    // The learner, now an admin, has the menu entry and the panel; the owner shows no revoke button.
    await learner.reload();
    await openUserMenu(learner);
    await learner.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
    await expect(learner).toHaveURL(/\/admin-dashboard$/);
    await expect(learner.getByRole('heading', { name: 'Panel de Administración' })).toBeVisible();
    await learner.getByRole('tab', { name: 'Permisos' }).click();
    await expect(rowOf(learner, adminId).getByText('Propietario')).toBeVisible();
    await expect(rowOf(learner, adminId).getByRole('button')).toHaveCount(0);
    await expect(rowOf(learner, learnerId).getByText('Tú')).toBeVisible();
    await expect(rowOf(learner, learnerId).getByRole('button')).toHaveCount(0);

    await rowOf(admin, learnerId)
      .getByRole('button', { name: `Revocar los permisos de ${DEMO_LEARNER}` })
      .click();
    await expectToast(admin, '¡Éxito!', 'Permisos de administrador revocados correctamente');
    await expect(rowOf(admin, learnerId)).toHaveCount(0);

    await learner.goto('/dashboard');
    await openUserMenu(learner);
    await expect(learner.getByRole('menuitem', { name: 'Subscription Plans' })).toBeVisible();
    await expect(learner.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveCount(0);
    await learner.keyboard.press('Escape');
    await learner.goto('/admin-dashboard');
    await expect(learner.getByRole('heading', { name: 'Acceso Denegado' })).toBeVisible();
  } finally {
    // Other tests expect the demo learner to be a plain learner, even when this one fails halfway.
    await admin.request.post('/api/admin/revoke-admin', { data: { userId: learnerId } });
  }
});

test("granting an unknown email shows the error toast with the reason, in the panel's Spanish", async ({
  page,
}) => {
  await signIn(page, OWNER);
  await page.goto('/admin-dashboard');
  await page.getByRole('tab', { name: 'Permisos' }).click();
  const stranger = uniqueEmail('never-signed-in');
  await page.getByLabel('Correo electrónico').fill(stranger);
  await page.getByRole('button', { name: 'Otorgar Permisos' }).click();
  await expectToast(page, 'Error', `No se encontró ningún usuario con el correo ${stranger}`);
  await expect(page.getByText(/No user with the email/)).toHaveCount(0);
});

/** What the panel should print under a counter for this month against last month. */
function monthLine(thisMonth: number, lastMonth: number) {
  if (lastMonth === 0) {
    return thisMonth === 0 ? 'None this month or last month' : `${thisMonth} this month, none last month`;
  }
  return /vs last month$/;
}

test('/admin shows the real totals and growth lines, and the Spanish tabs show the same figures', async ({
  page,
}) => {
  await signIn(page, OWNER);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await expect(page.getByText(/^Welcome, \S/)).toBeVisible();

  // Other tests sign people up in parallel: compare against a reading taken right after the page's.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('stat-totalUsers').getByTestId('stat-value')).not.toBeEmpty();
    const { stats, growth } = await (await page.request.get('/api/admin/stats')).json();
    const card = (name: string) => page.getByTestId(`stat-${name}`);
    await expect(card('totalUsers')).toContainText('Total Users', { timeout: 500 });
    await expect(card('totalUsers').getByTestId('stat-value')).toHaveText(
      stats.totalUsers.toLocaleString('en-US'),
      {
        timeout: 500,
      },
    );
    await expect(card('totalUsers').getByTestId('stat-growth')).toHaveText(
      `+${growth.newUsersLast7Days} this week`,
      {
        timeout: 500,
      },
    );
    await expect(card('activeSubscriptions').getByTestId('stat-value')).toHaveText(
      String(stats.activeSubscriptions),
    );
    await expect(card('activeSubscriptions').getByTestId('stat-growth')).toHaveText(
      `+${growth.newSubscriptionsLast7Days} this week`,
    );
    await expect(card('totalMinutes').getByTestId('stat-value')).toHaveText(
      stats.totalMinutes.toLocaleString('en-US'),
    );
    await expect(card('totalMinutes').getByTestId('stat-growth')).toHaveText(
      monthLine(growth.minutesThisMonth, growth.minutesLastMonth),
    );
    await expect(card('totalSessions').getByTestId('stat-value')).toHaveText(
      stats.totalSessions.toLocaleString('en-US'),
    );
    await expect(card('totalSessions').getByTestId('stat-growth')).toHaveText(
      monthLine(growth.sessionsThisMonth, growth.sessionsLastMonth),
    );
  }).toPass({ timeout: 20_000 });

  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/admin-dashboard');
  for (const tab of ['Estadísticas', 'Usuarios', 'Quizzes', 'Cupones', 'Permisos', 'Tiempos']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  await expect(page.getByTestId('stat-totalUsers')).toContainText('Total de Usuarios');
  await expect(page.getByRole('heading', { name: 'Usuarios por Plan' })).toBeVisible();
  const byPlan = page.getByTestId('users-by-plan');
  for (const label of ['Gratis', 'Starter', 'Pro', 'Elite', 'Anual']) {
    await expect(byPlan.getByText(label, { exact: true })).toBeVisible();
  }

  await page.getByRole('tab', { name: 'Usuarios' }).click();
  const rows = page.getByTestId('dashboard-user-list').getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeLessThanOrEqual(10);
});

test('an admin searches users by username or email, ignoring case, and downloads the filtered list as CSV', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('zoe-searchable');
  const someone = await signedInPage(browser, email, 'Zoë Searchable');
  await someone.context().close();

  await signIn(page, OWNER);
  await page.goto('/admin');
  const search = page.getByPlaceholder('Search users...');
  await expect(page.getByRole('searchbox', { name: 'Search users' })).toBeVisible();

  await search.fill(email.toUpperCase());
  const rows = page.getByTestId('admin-user-row');
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row).toContainText('Zoë Searchable');
  await expect(row).toContainText(email);
  await expect(row).toContainText('Z'); // the initial
  await expect(row).toContainText(/Joined \w{3} \d{1,2}, \d{4}/);
  await expect(row).toContainText('0 min this month');
  await expect(row).toContainText('0 min total');
  await expect(row.getByText('Free', { exact: true })).toBeVisible();
  await expect(row.getByText('Admin', { exact: true })).toHaveCount(0);
  await expect(row.getByText('Subscribed', { exact: true })).toHaveCount(0);

  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'id,username,email,joined,plan,monthly_minutes_used,total_minutes_used,admin,owner_admin,subscribed',
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`,Zoë Searchable,${email},`);

  await search.fill('searchable ZOË');
  await expect(page.getByText('No users found matching your search.')).toBeVisible();
  await search.fill('zoë searchable');
  await expect(rows.filter({ hasText: email })).toHaveCount(1);

  await search.fill(OWNER);
  const owner = page.locator(`[data-testid="admin-user-row"][data-user-id="${await userId(page)}"]`);
  // The owner's name is "Admin" after a one-click demo sign-in elsewhere: then the badge is the second match.
  const ownerName = await owner.locator('p').first().textContent();
  await expect(owner.getByText('Admin', { exact: true })).toHaveCount(ownerName === 'Admin' ? 2 : 1);
});

test('a learner sees Acceso Denegado on both admin pages, and every admin API answers 403 with nothing changed', async ({
  page,
}) => {
  const email = uniqueEmail('curious-learner');
  await signIn(page, email);
  for (const route of ['/admin', '/admin-dashboard']) {
    await page.goto(route);
    await expect(page.getByRole('heading', { name: 'Acceso Denegado' })).toBeVisible();
    await expect(page.getByText('No tienes permisos para acceder al panel de administración.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Regresar al Dashboard' })).toBeVisible();
  }

  // Every /api/admin/* operation the server publishes, whoever built it.
  const document = await (await page.request.get('/api/openapi.json')).json();
  const operations = Object.entries(document.paths as Record<string, Record<string, unknown>>)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => ({ method, url: path.replace(/\{[^}]+\}/g, '1') })),
    );
  expect(operations.length).toBeGreaterThanOrEqual(5);
  const me = await (await page.request.get('/api/auth/me')).json();
  const bodies: Record<string, unknown> = {
    '/api/admin/grant-admin': { email },
    '/api/admin/revoke-admin': { userId: me.user.id },
  };
  for (const { method, url } of operations) {
    const response = await page.request.fetch(url, {
      method: method.toUpperCase(),
      ...(method === 'get' || method === 'delete' ? {} : { data: bodies[url] ?? {} }),
    });
    expect(response.status(), `${method.toUpperCase()} ${url}`).toBe(403);
    expect((await response.json()).code).toBe('FORBIDDEN');
  }

  // Nothing changed: the learner is still a learner, and the owner still an admin.
  await page.reload();
  expect((await (await page.request.get('/api/auth/me')).json()).user.isAdmin).toBe(false);
  const ownerPage = await signedInPage(page.context().browser()!, OWNER);
  const found = await (
    await ownerPage.request.get(`/api/admin/users?search=${encodeURIComponent(email)}`)
  ).json();
  expect(found.users).toEqual([expect.objectContaining({ email, isAdmin: false })]);
  const owner = await (await ownerPage.request.get(`/api/admin/users?search=${OWNER}&admins=true`)).json();
  expect(owner.users).toContainEqual(
    expect.objectContaining({ id: await userId(ownerPage), email: OWNER, isAdmin: true, isOwnerAdmin: true }),
  );
});
