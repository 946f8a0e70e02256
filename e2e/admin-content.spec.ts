import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectToast, OWNER, signedInPage, signIn, uniqueEmail } from './fixtures.ts';

/*
 * Quiz and coupon administration end to end. The screens are built; the admin quiz endpoints come with
 * the quizzes capability and the coupon endpoints with billing. These scenarios need both merged, and
 * are switched on now that both are in.
 */

async function openTab(page: Page, name: string) {
  await page.goto('/admin-dashboard');
  await page.getByRole('tab', { name }).click();
}

/** Picks an option of a Radix select found by its label. */
async function choose(scope: Page | Locator, page: Page, label: string, option: string | RegExp) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

async function expectSuccess(page: Page, message: string) {
  await expectToast(page, '¡Éxito!', message);
}

async function fillFirstQuestion(dialog: Locator, texts: { question: string; options: string[] }) {
  const question = dialog.getByTestId('quiz-question').first();
  await question.getByLabel('Texto de la pregunta').fill(texts.question);
  for (const [index, letter] of ['A', 'B', 'C', 'D'].entries()) {
    await question.getByLabel(`Opción ${letter}`, { exact: true }).fill(texts.options[index]!);
  }
}

async function learnerSees(page: Page, url: string, title: string) {
  const body = await (await page.request.get(url)).text();
  return body.includes(title);
}

test('an admin creates, edits, deactivates and deletes an adult quiz; learners stop seeing it when inactive', async ({
  page,
  browser,
}) => {
  // The form walks through every field of a typed item: allow a loaded machine time for it.
  test.setTimeout(60_000);
  const learner = await signedInPage(browser, uniqueEmail('quiz-watcher'));
  await signIn(page, OWNER);
  await openTab(page, 'Quizzes');
  const title = `Au café ${Date.now()}`;

  await page.getByRole('button', { name: 'Crear Quiz' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear Quiz' });
  await dialog.getByRole('button', { name: 'Crear Quiz' }).click();
  await expect(dialog.getByText('Este campo es obligatorio.').first()).toBeVisible();
  await choose(dialog, page, 'Idioma', 'French');
  await choose(dialog, page, 'Nivel', 'Nivel 3');
  await dialog.getByLabel('Título').fill(title);
  await dialog.getByLabel('Descripción').fill('Commander au café');
  await fillFirstQuestion(dialog, {
    question: 'Comment dit-on « coffee » ?',
    options: ['thé', 'café', 'lait', 'eau'],
  });
  await choose(dialog.getByTestId('quiz-question').first(), page, 'Respuesta correcta', /^Opción B/);
  await expect(dialog.getByRole('switch', { name: 'Activo' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Crear Quiz' }).click();
  await expectSuccess(page, 'Quiz creado correctamente');
  await expect(dialog).toBeHidden();

  const row = page.getByTestId('regular-quizzes').getByTestId('admin-quiz-row').filter({ hasText: title });
  await expect(row).toContainText('Activo');
  await expect(row).toContainText('French');
  await expect(row).toContainText('Nivel 3');
  await expect(row).toContainText('1 pregunta');
  await expect(row).toContainText('Commander au café');
  expect(await learnerSees(learner, '/api/quiz/available', title)).toBe(true);

  await row.getByRole('button', { name: `Editar «${title}»` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Quiz' });
  await expect(edit.getByLabel('Título')).toHaveValue(title);
  await edit.getByLabel('Descripción').fill('Commander un café et un croissant');
  await edit.getByRole('switch', { name: 'Activo' }).click();
  await edit.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expectSuccess(page, 'Quiz actualizado correctamente');
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Inactivo');
  await expect(row).toContainText('Commander un café et un croissant');
  expect(await learnerSees(learner, '/api/quiz/available', title)).toBe(false);

  await row.getByRole('button', { name: `Eliminar «${title}»` }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Eliminar este quiz?' });
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expectSuccess(page, 'Quiz eliminado correctamente');
  await expect(row).toHaveCount(0);
});

test('an admin creates, edits, deactivates and deletes a kids quiz with the kids form', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const learner = await signedInPage(browser, uniqueEmail('kids-watcher'));
  await signIn(page, OWNER);
  await openTab(page, 'Quizzes');
  const title = `Animales ${Date.now()}`;
  const spanishCount = page.getByTestId('kids-count-spanish');
  const before = Number(/\d+/.exec((await spanishCount.textContent()) ?? '0')?.[0] ?? 0);

  await page.getByRole('button', { name: 'Quiz Niños', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear Quiz para Niños' });
  await choose(dialog, page, 'Idioma', 'Spanish');
  await choose(dialog, page, 'Lección', '4. Animals');
  await expect(dialog.getByLabel('Grupo de edad')).toHaveText('4-6 años');
  await choose(dialog, page, 'Grupo de edad', '7-9 años');
  await dialog.getByLabel('Título').fill(title);
  await dialog.getByLabel('Descripción').fill('Los animales de la granja');
  await fillFirstQuestion(dialog, {
    question: '¿Qué animal hace miau?',
    options: ['Gato', 'Perro', 'Vaca', 'Pato'],
  });
  await dialog.getByTestId('quiz-question').first().getByLabel('Emoji (opcional)').fill('🐱');
  await dialog.getByRole('button', { name: 'Crear Quiz' }).click();
  await expectSuccess(page, 'Quiz para niños creado correctamente');
  await expect(dialog).toBeHidden();

  await expect(spanishCount).toContainText(String(before + 1));
  const row = page
    .getByTestId('recent-kids-quizzes')
    .getByTestId('admin-quiz-row')
    .filter({ hasText: title });
  await expect(row).toContainText('Lección 4: Animals');
  await expect(row).toContainText('7-9 años');
  await expect(row).toContainText('Activo');
  expect(await learnerSees(learner, '/api/quiz/kids/available?language=spanish', title)).toBe(true);

  await row.getByRole('button', { name: `Editar «${title}»` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Quiz para Niños' });
  await expect(edit.getByLabel('Lección')).toHaveText('4. Animals');
  await expect(edit.getByLabel('Grupo de edad')).toHaveText('7-9 años');
  await edit.getByRole('switch', { name: 'Activo' }).click();
  await edit.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expectSuccess(page, 'Quiz actualizado correctamente');
  await expect(row).toContainText('Inactivo');
  expect(await learnerSees(learner, '/api/quiz/kids/available?language=spanish', title)).toBe(false);

  await row.getByRole('button', { name: `Eliminar «${title}»` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expectSuccess(page, 'Quiz eliminado correctamente');
  await expect(row).toHaveCount(0);
});

test('an admin creates a percentage coupon and a repeating amount coupon with its months', async ({
  page,
}) => {
  await signIn(page, OWNER);
  await openTab(page, 'Cupones');
  const percent = `PCT${Date.now()}`;
  const amount = `AMT${Date.now()}`;

  await page.getByRole('button', { name: 'Crear Cupón' }).click();
  let dialog = page.getByRole('dialog', { name: 'Crear Cupón' });
  await dialog.getByLabel('Código').fill(percent.toLowerCase());
  await dialog.getByLabel('Nombre').fill('Veinticinco por ciento');
  await dialog.getByLabel('Valor').fill('25');
  await dialog.getByRole('button', { name: 'Crear Cupón' }).click();
  await expectSuccess(page, 'Cupón creado correctamente');
  await expect(dialog).toBeHidden();
  const percentRow = page.getByTestId('coupon-row').filter({ hasText: percent });
  await expect(percentRow).toContainText('Veinticinco por ciento');
  await expect(percentRow).toContainText('Activo');
  await expect(percentRow).toContainText('25% de descuento');
  await expect(percentRow).toContainText('Una vez');
  await expect(percentRow).toContainText('Canjes: 0/∞');
  await expect(percentRow).toContainText(/Creado el /);

  await page.getByRole('button', { name: 'Crear Cupón' }).click();
  dialog = page.getByRole('dialog', { name: 'Crear Cupón' });
  await dialog.getByLabel('Código').fill(amount);
  await dialog.getByLabel('Nombre').fill('Diez dólares durante tres meses');
  await choose(dialog, page, 'Tipo de descuento', 'Cantidad fija (USD)');
  await dialog.getByLabel('Valor').fill('10');
  await choose(dialog, page, 'Duración', 'Repetido (varios meses)');
  await dialog.getByLabel('Canjes máximos (opcional)').fill('50');
  await dialog.getByRole('button', { name: 'Crear Cupón' }).click();
  await expect(dialog.getByText('Indica un número entero de meses entre 1 y 36.')).toBeVisible();
  await dialog.getByLabel('Meses').fill('3');
  await dialog.getByRole('button', { name: 'Crear Cupón' }).click();
  await expectSuccess(page, 'Cupón creado correctamente');
  const amountRow = page.getByTestId('coupon-row').filter({ hasText: amount });
  await expect(amountRow).toContainText('$10.00 de descuento');
  await expect(amountRow).toContainText('Durante 3 meses');
  await expect(amountRow).toContainText('Canjes: 0/50');
});

test('an admin creates the three plan coupons', async ({ page }) => {
  await signIn(page, OWNER);
  await openTab(page, 'Cupones');
  await page.getByRole('button', { name: 'Crear Cupones por Plan' }).click();
  await expectSuccess(page, 'Cupones específicos por plan creados correctamente');
  for (const [code, plan] of [
    ['STARTER_SPECIAL', 'Starter'],
    ['PRO_SPECIAL', 'Pro'],
    ['ELITE_SPECIAL', 'Elite'],
  ]) {
    await expect(page.getByTestId('coupon-row').filter({ hasText: code })).toContainText(`Solo ${plan}`);
  }
});

test('a learner gets 403 from the quiz and coupon admin calls, and nothing is created or deleted', async ({
  page,
  browser,
}) => {
  await signIn(page, uniqueEmail('quiz-meddler'));
  const title = `Meddling ${Date.now()}`;
  const code = `MEDDLE${Date.now()}`;
  const quiz = {
    language: 'english',
    level: 1,
    title,
    description: 'Should never exist',
    isActive: true,
    questions: [{ question: 'Q?', options: ['a', 'b', 'c', 'd'], correctAnswer: 0 }],
  };
  const owner = await signedInPage(browser, OWNER);
  const { quizzes } = await (await owner.request.get('/api/admin/quizzes')).json();
  const existing = quizzes[0];

  const calls = [
    page.request.post('/api/admin/quizzes', { data: quiz }),
    page.request.put(`/api/admin/quizzes/${existing.id}`, { data: { ...quiz, isActive: false } }),
    page.request.delete(`/api/admin/quizzes/${existing.id}`),
    page.request.post('/api/admin/generate-quiz', { data: { language: 'english', level: 1, topic: 'x' } }),
    page.request.post('/api/admin/generate-kids-quiz', {
      data: { language: 'english', ageGroup: '4-6', topic: 'x' },
    }),
    page.request.post('/api/admin/create-coupon', {
      data: { id: code, name: 'x', percentOff: 50, duration: 'once' },
    }),
    page.request.post('/api/admin/create-plan-coupons'),
    page.request.get('/api/admin/coupons'),
    page.request.get('/api/admin/quizzes'),
  ];
  for (const response of await Promise.all(calls)) expect(response.status()).toBe(403);

  const after = await (await owner.request.get('/api/admin/quizzes')).json();
  expect(JSON.stringify(after)).not.toContain(title);
  expect(after.quizzes.find((item: { id: number }) => item.id === existing.id)).toEqual(existing);
  expect(JSON.stringify(await (await owner.request.get('/api/admin/coupons')).json())).not.toContain(code);
});
