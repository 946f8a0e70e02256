import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { signIn, uniqueEmail } from './fixtures.ts';

interface ContentQuestion {
  question: string;
  options: string[];
  correctAnswer: number;
}

function readContent(file: string): { title: string; questions: ContentQuestion[] } {
  return JSON.parse(fs.readFileSync(path.resolve('content', file), 'utf8'));
}

const englishLevel1 = readContent('quizzes/english-level-1.json');
const englishLevel2 = readContent('quizzes/english-level-2.json');
const frenchLevel1 = readContent('quizzes/french-level-1.json');
const englishLesson1 = readContent('kids/english-lesson-1.json');

/** A level-quiz card on the dashboard, found by its title. */
const quizCard = (page: Page, title: string) => page.getByRole('article', { name: title });

/** Plays the open level quiz, choosing the right answer for the first `correct` questions. */
async function playLevelQuiz(page: Page, quiz: { questions: ContentQuestion[] }, correct: number) {
  const total = quiz.questions.length;
  for (let index = 0; index < total; index++) {
    await expect(page.getByText(`Question ${index + 1} of ${total}`)).toBeVisible();
    const shown = (await page.locator('legend').innerText()).trim();
    const question = quiz.questions.find((q) => q.question === shown);
    expect(question, `question "${shown}" is in the content`).toBeDefined();
    const choice = index < correct ? question!.correctAnswer : (question!.correctAnswer + 1) % 4;
    const confirm = page.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeDisabled();
    await page.getByRole('radio', { name: question!.options[choice], exact: true }).check();
    await expect(confirm).toBeEnabled();
    await confirm.click();
    // The answer is revealed, with its mark, before the next question.
    await expect(page.getByText(index < correct ? 'Correct!' : 'Not quite.')).toBeVisible();
  }
}

test('passing English level 1 congratulates the learner and opens level 2', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, uniqueEmail('quiz-pass'));

  const level2 = quizCard(page, englishLevel2.title);
  await expect(level2.getByText('Locked')).toBeVisible();
  await expect(level2.getByRole('button', { name: 'Start Quiz' })).toBeDisabled();

  await quizCard(page, englishLevel1.title).getByRole('link', { name: 'Start Quiz' }).click();
  await expect(page).toHaveURL(/\/quiz\?language=english&level=1&quizId=\d+$/);
  await expect(page.getByRole('heading', { name: englishLevel1.title })).toBeVisible();

  await playLevelQuiz(page, englishLevel1, 10);

  await expect(page.getByText('¡Felicidades!', { exact: true })).toBeVisible();
  await expect(page.getByText('You scored 10 out of 10')).toBeVisible();
  await expect(page.getByText('Passed', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const level1 = quizCard(page, englishLevel1.title);
  await expect(level1.getByText('Completed')).toBeVisible();
  await expect(level1.getByRole('link', { name: 'Practice Again' })).toBeVisible();
  await expect(level2.getByText('Locked')).toHaveCount(0);
  await level2.getByRole('link', { name: 'Start Quiz' }).click();
  await expect(page.getByRole('heading', { name: englishLevel2.title })).toBeVisible();
  await expect(page.getByText('Question 1 of 10')).toBeVisible();
});

test('failing a quiz says to try again and what is needed to pass', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, uniqueEmail('quiz-fail'));
  await quizCard(page, frenchLevel1.title).getByRole('link', { name: 'Start Quiz' }).click();

  await playLevelQuiz(page, frenchLevel1, 6);

  await expect(page.getByText('Intenta de nuevo', { exact: true })).toBeVisible();
  await expect(page.getByText('Necesitas al menos 7/10 para pasar.', { exact: true })).toBeVisible();
  await expect(page.getByText('You scored 6 out of 10')).toBeVisible();
  await expect(page.getByText('Not passed yet')).toBeVisible();

  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  const level1 = quizCard(page, frenchLevel1.title);
  await expect(level1.getByRole('link', { name: 'Start Quiz' })).toBeVisible();
  await expect(level1.getByText('Completed')).toHaveCount(0);
});

test('completing English kids lesson 1 with 3 stars unlocks lesson 2 and updates the dashboard', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, uniqueEmail('kids'));

  const english = page.getByRole('region', { name: 'English' });
  await expect(english.getByTestId('kids-stars-english')).toHaveText('0 stars');
  await expect(english.getByTestId('kids-progress-english')).toHaveText('0% complete');
  const lesson2 = english.getByRole('listitem').filter({ hasText: 'Colors & Shapes' });
  await expect(lesson2.getByText('Locked')).toBeVisible();
  await expect(lesson2.getByRole('button', { name: 'Play' })).toBeDisabled();

  await english
    .getByRole('listitem')
    .filter({ hasText: englishLesson1.title })
    .getByRole('link', { name: 'Play' })
    .click();
  // Another lesson with the same number (an admin's) would add its quiz id to the link.
  await expect(page).toHaveURL(/\/kids-lesson\?language=english&lesson=1(&quizId=\d+)?$/);
  await expect(page.getByRole('heading', { name: englishLesson1.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Escuchar la pregunta' })).toBeVisible();

  const total = englishLesson1.questions.length;
  for (let index = 0; index < total; index++) {
    await expect(page.getByText(`Pregunta ${index + 1} de ${total}`)).toBeVisible();
    await expect(page.getByText(`Puntos: ${index}`)).toBeVisible();
    const shown = (await page.getByRole('heading', { level: 2 }).innerText()).trim();
    const question = englishLesson1.questions.find((q) => q.question === shown)!;
    expect(question, `question "${shown}" is in the content`).toBeDefined();
    const answer = question.options[question.correctAnswer]!;
    await page
      .getByRole('button', { name: new RegExp(`^[A-D]: ${answer.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
      .click();
    await expect(page.getByText('¡Correcto! 🎉')).toBeVisible();
    // Options lock after a pick.
    await expect(
      page.getByRole('group', { name: 'Elige una respuesta' }).getByRole('button').first(),
    ).toBeDisabled();
    await page
      .getByRole('button', { name: index < total - 1 ? 'Siguiente Pregunta' : 'Ver Resultados' })
      .click();
  }

  await expect(page.getByRole('heading', { name: '¡Felicitaciones! 🎉' })).toBeVisible();
  await expect(page.getByRole('img', { name: '3 de 3 estrellas' })).toBeVisible();
  await expect(page.getByText(`Puntuación: ${total} de ${total} preguntas correctas`)).toBeVisible();
  await expect(page.getByText('100%', { exact: true })).toBeVisible();
  await expect(page.getByText('¡Progreso guardado!', { exact: true })).toBeVisible();
  await expect(page.getByText('Tu progreso ha sido guardado correctamente.', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Continuar Aventura' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(english.getByTestId('kids-stars-english')).toHaveText('3 stars');
  await expect(english.getByTestId('kids-progress-english')).toHaveText('13% complete');
  const lesson1 = english.getByRole('listitem').filter({ hasText: englishLesson1.title });
  await expect(lesson1.getByText('Completed')).toBeVisible();
  await expect(lesson1.getByText('3/3')).toBeVisible();
  await expect(lesson2.getByText('Locked')).toHaveCount(0);
  await lesson2.getByRole('link', { name: 'Play' }).click();
  await expect(page.getByRole('heading', { name: 'Colors & Shapes' })).toBeVisible();
});

test('a lesson that does not exist shows Quiz No Encontrado', async ({ page }) => {
  await signIn(page, uniqueEmail('kids-missing'));
  await page.goto('/kids-lesson?language=english&lesson=9');
  await expect(page.getByRole('heading', { name: 'Quiz No Encontrado' })).toBeVisible();
  await expect(page.getByText('No pudimos encontrar un quiz para esta lección.')).toBeVisible();
  await page.getByRole('link', { name: 'Volver al Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('/quiz without a quiz id shows Quiz ID requerido', async ({ page }) => {
  await signIn(page, uniqueEmail('quiz-no-id'));
  await page.goto('/quiz?language=english&level=1');
  await expect(page.getByRole('heading', { name: 'Quiz ID requerido' })).toBeVisible();
  await expect(page.getByText('No se proporcionó un ID de quiz válido.')).toBeVisible();
  await page.goto('/quiz?language=english&level=1&quizId=0');
  await expect(page.getByRole('heading', { name: 'Quiz ID requerido' })).toBeVisible();
});
