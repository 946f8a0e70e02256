import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { OWNER, signedInPage, signIn, uniqueEmail } from './fixtures.ts';

/** An item as content files and the admin API write it (keys included: tests know the answers). */
interface BankItem {
  type?: string;
  question: string;
  options?: string[];
  correctAnswer?: number;
  words?: string[];
  answer?: string;
  passage?: string;
  audioText?: string;
  /** listen-tap: a picture per option (decision 207). */
  pictures?: string[];
  localized?: Partial<Record<'en' | 'es' | 'fr', { question?: string; options?: string[] }>>;
}

function readContent(file: string): { title: string; questions: BankItem[] } {
  return JSON.parse(fs.readFileSync(path.resolve('content', file), 'utf8'));
}

const englishLevel1 = readContent('quizzes/english-level-1.json');
const englishLevel2 = readContent('quizzes/english-level-2.json');
const frenchLevel1 = readContent('quizzes/french-level-1.json');
const englishLesson1 = readContent('kids/english-lesson-1.json');

/** A level-quiz card on the dashboard, found by its title. */
const quizCard = (page: Page, title: string) => page.getByRole('article', { name: title });

/** The tiles' order that spells the item's answer (each tile used once). */
function tileOrder(item: BankItem): string[] {
  const left = [...item.words!];
  return item.answer!.split(' ').map((word) => left.splice(left.indexOf(word), 1)[0]!);
}

/** Finds the shown item in the bank: by its question, or for error spotting by its segments. */
async function shownItem(page: Page, bank: BankItem[]): Promise<BankItem> {
  const legend = (await page.locator('legend').first().innerText()).trim();
  if (legend === 'Which part of the sentence has a mistake?') {
    const segments = (await page.locator('fieldset label').allInnerTexts()).map((text) => text.trim());
    const item = bank.find((q) => q.type === 'error-spotting' && q.options!.join('|') === segments.join('|'));
    expect(item, `segments ${segments.join(' | ')} are in the bank`).toBeDefined();
    return item!;
  }
  const item = bank.find((q) => q.question === legend);
  expect(item, `question "${legend}" is in the bank`).toBeDefined();
  return item!;
}

/** Answers the shown item, right or wrong, the way a learner does for its type. */
async function answerShownItem(page: Page, item: BankItem, right: boolean) {
  if (item.type === 'word-order') {
    const order = tileOrder(item);
    const tiles = page.getByRole('group', { name: 'Words to place' });
    for (const word of right ? order : [...order].reverse()) {
      await tiles.getByRole('button', { name: word, exact: true }).click();
    }
    return;
  }
  const choice = right ? item.correctAnswer! : (item.correctAnswer! + 1) % 4;
  const name = item.options![choice]!;
  if (item.type === 'error-spotting') {
    await page.getByRole('radio', { name, exact: true }).check({ force: true });
  } else {
    await page.getByRole('radio', { name, exact: true }).check();
  }
}

/** Plays the open level quiz (10 drawn items), answering the first `correct` of them right. */
async function playLevelQuiz(page: Page, bank: BankItem[], correct: number, total = 10) {
  for (let index = 0; index < total; index++) {
    await expect(page.getByText(`Question ${index + 1} of ${total}`)).toBeVisible();
    const item = await shownItem(page, bank);
    const confirm = page.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeDisabled();
    await answerShownItem(page, item, index < correct);
    await expect(confirm).toBeEnabled();
    await confirm.click();
    // The server's verdict is revealed, with its mark, before the next question.
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

  await playLevelQuiz(page, englishLevel1.questions, 10);

  await expect(page.getByText('Congratulations!', { exact: true })).toBeVisible();
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

test('a learner who turns automatic advance off reads each verdict until Continue, with focus kept in the quiz', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, uniqueEmail('quiz-timing'));
  await quizCard(page, englishLevel1.title).getByRole('link', { name: 'Start Quiz' }).click();
  await expect(page.getByText('Question 1 of 10')).toBeVisible();

  // With the default, the verdict takes focus (not the page's body) and the next question follows.
  await answerShownItem(page, await shownItem(page, englishLevel1.questions), true);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Correct!' })).toBeFocused();
  await expect(page.getByText('Question 2 of 10')).toBeVisible();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);

  const automatic = page.getByRole('switch', { name: 'Move on automatically after 2 seconds' });
  await automatic.click();
  await expect(automatic).toHaveAttribute('aria-checked', 'false');
  await answerShownItem(page, await shownItem(page, englishLevel1.questions), true);
  await page.getByRole('button', { name: 'Confirm' }).click();
  const next = page.getByRole('button', { name: 'Continue' });
  await expect(next).toBeFocused();
  await page.waitForTimeout(3_000);
  await expect(page.getByText('Question 2 of 10')).toBeVisible();
  await expect(page.getByText('Correct!')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Question 3 of 10')).toBeVisible();

  // The choice holds for the next quiz on this device.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Move on automatically after 2 seconds' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
});

test('failing a quiz says to try again and what is needed to pass', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, uniqueEmail('quiz-fail'));
  await quizCard(page, frenchLevel1.title).getByRole('link', { name: 'Start Quiz' }).click();

  await playLevelQuiz(page, frenchLevel1.questions, 6);

  await expect(page.getByText('Try again', { exact: true })).toBeVisible();
  await expect(page.getByText('You need at least 7/10 to pass.', { exact: true })).toBeVisible();
  await expect(page.getByText('You scored 6 out of 10')).toBeVisible();
  await expect(page.getByText('Not passed yet')).toBeVisible();

  // The review lists the ten items as played, four of them wrong, with the right answer and why; a
  // wrong one goes to the notebook.
  await expect(page.getByRole('heading', { name: 'Review your answers' })).toBeVisible();
  const reviewed = page.getByTestId('quiz-review-item');
  await expect(reviewed).toHaveCount(10);
  const wrong = reviewed.filter({ hasText: 'Right answer' });
  await expect(wrong).toHaveCount(4);
  const kept = wrong.first();
  const right = (await kept.locator('dd').nth(1).innerText()).trim();
  await kept.getByRole('button', { name: 'Add to notebook' }).click();
  await expect(kept.getByRole('button', { name: 'In your notebook' })).toBeDisabled();
  await page.goto('/notebook');
  await expect(page.getByText(right, { exact: true }).first()).toBeVisible();
  await page.goto('/dashboard');

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
  await expect(page.getByRole('button', { name: 'Listen to the question' })).toBeVisible();

  const total = englishLesson1.questions.length;
  expect(englishLesson1.questions.some((question) => question.pictures)).toBe(true);
  for (let index = 0; index < total; index++) {
    await expect(page.getByText(`Question ${index + 1} of ${total}`)).toBeVisible();
    await expect(page.getByText(`Points: ${index}`)).toBeVisible();
    const shown = (await page.getByRole('heading', { level: 2 }).innerText()).trim();
    // The English interface shows the English version of an instruction written in Spanish.
    const question = englishLesson1.questions.find(
      (q) => (q.localized?.en?.question ?? q.question) === shown,
    )!;
    expect(question, `question "${shown}" is in the content`).toBeDefined();
    const answer = (question.localized?.en?.options ?? question.options!)[question.correctAnswer!]!;
    const option = (word: string) =>
      page.getByRole('button', {
        name: new RegExp(`^[A-D]: ${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      });
    // A picture option shows its picture with the word under it, and is still named by the word.
    for (const [at, picture] of (question.pictures ?? []).entries()) {
      await expect(option(question.options![at]!).getByText(picture, { exact: true })).toBeVisible();
    }
    await option(answer).click();
    await expect(page.getByText('Correct! 🎉')).toBeVisible();
    // Options lock after a pick.
    await expect(
      page.getByRole('group', { name: 'Choose an answer' }).getByRole('button').first(),
    ).toBeDisabled();
    await page.getByRole('button', { name: index < total - 1 ? 'Next Question' : 'See Results' }).click();
  }

  await expect(page.getByRole('heading', { name: 'Congratulations! 🎉' })).toBeVisible();
  await expect(page.getByRole('img', { name: '3 of 3 stars' })).toBeVisible();
  await expect(page.getByText(`Score: ${total} of ${total} questions right`)).toBeVisible();
  await expect(page.getByText('100%', { exact: true })).toBeVisible();
  await expect(page.getByText('Progress saved!', { exact: true })).toBeVisible();
  await expect(page.getByText('Your progress has been saved.', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Continue the Adventure' }).click();
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

test('a lesson that does not exist shows Quiz Not Found (Quiz No Encontrado in Spanish)', async ({
  page,
}) => {
  await signIn(page, uniqueEmail('kids-missing'));
  await page.goto('/kids-lesson?language=english&lesson=9');
  await expect(page.getByRole('heading', { name: 'Quiz Not Found' })).toBeVisible();
  await expect(page.getByText("We couldn't find a quiz for this lesson.")).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('/quiz without a quiz id shows Quiz ID required, in English only', async ({ page }) => {
  await signIn(page, uniqueEmail('quiz-no-id'));
  await page.goto('/quiz?language=english&level=1');
  await expect(page.getByRole('heading', { name: 'Quiz ID required' })).toBeVisible();
  await expect(page.getByText('No valid quiz ID was provided.')).toBeVisible();
  await page.goto('/quiz?language=english&level=1&quizId=0');
  await expect(page.getByRole('heading', { name: 'Quiz ID required' })).toBeVisible();
});

/** A level quiz of exactly ten typed items, made through the admin API so the test knows every key. */
function typedBank(tag: string): BankItem[] {
  return [
    {
      type: 'reading',
      question: `${tag} Why is Marta tired?`,
      passage: 'Marta works at a bakery. She starts at four in the morning, before the city wakes up.',
      options: [
        'She gets up very early',
        'She works at night in a bar',
        'She has a new baby',
        'She runs every evening',
      ],
      correctAnswer: 0,
    },
    {
      type: 'listening',
      question: `${tag} What did you hear?`,
      audioText: 'The train leaves at nine.',
      options: [
        'The train leaves at five.',
        'The train leaves at nine.',
        'The rain leaves at nine.',
        'The train left at nine.',
      ],
      correctAnswer: 1,
    },
    {
      type: 'word-order',
      question: `${tag} Put the words in order.`,
      words: ['coffee', 'drink', 'every', 'I', 'morning.'],
      answer: 'I drink coffee every morning.',
    },
    ...Array.from({ length: 7 }, (_, index) => ({
      type: 'gap-fill',
      question: `${tag} (${index + 1}) She ___ to work by bus.`,
      options: ['goes', 'go', 'going', 'gone'],
      correctAnswer: 0,
    })),
  ].map((item) => ({ ...item, explanation: 'Checked by the server.' }));
}

test('a reading, a listening and a word-order item are played through, checked by the server', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const tag = `T${Date.now()}`;
  const admin = await signedInPage(browser, OWNER);
  const bank = typedBank(tag);
  const created = await admin.request.post('/api/admin/quizzes', {
    data: {
      language: 'english',
      level: 1,
      title: `Typed items ${tag}`,
      description: 'Reading, listening and word order.',
      questions: bank,
      isActive: true,
      isKidsQuiz: false,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const quizId = ((await created.json()) as { quiz: { id: number } }).quiz.id;

  await signIn(page, uniqueEmail('quiz-typed'));
  // No answer key reaches the browser: the attempt's items carry none.
  const attemptResponse = page.waitForResponse((response) =>
    response.url().endsWith(`/api/quizzes/${quizId}/attempts`),
  );
  await page.goto(`/quiz?language=english&level=1&quizId=${quizId}`);
  const attemptBody = await (await attemptResponse).text();
  expect(attemptBody).not.toMatch(/"(correctAnswer|answer|acceptedAnswers|audioText)"\s*:/);

  const seen = new Set<string>();
  for (let index = 0; index < 10; index++) {
    await expect(page.getByText(`Question ${index + 1} of 10`)).toBeVisible();
    const item = await shownItem(page, bank);
    seen.add(item.type!);
    if (item.type === 'reading') {
      await expect(page.getByRole('region', { name: 'Read the text' })).toHaveText(item.passage!);
    }
    if (item.type === 'listening') {
      const audio = page.getByTestId('item-audio');
      const playing = audio.evaluate(
        (element: HTMLAudioElement) =>
          new Promise<boolean>((resolve) =>
            element.addEventListener('playing', () => resolve(true), { once: true }),
          ),
      );
      await page.getByRole('button', { name: 'Play the audio' }).click();
      expect(await playing).toBe(true);
      await expect
        .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime))
        .toBeGreaterThan(0);
    }
    if (item.type === 'word-order') {
      const tiles = page.getByRole('group', { name: 'Words to place' });
      // A wrong tile can be taken back.
      await tiles.getByRole('button', { name: 'morning.', exact: true }).click();
      await expect(page.getByTestId('word-order-sentence')).toHaveText('morning.');
      await page.getByRole('button', { name: 'Undo' }).click();
      await expect(page.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    }
    // The word-order item is answered wrong on purpose: the reveal then shows the right sentence.
    const right = item.type !== 'word-order';
    await answerShownItem(page, item, right);
    if (item.type === 'word-order') {
      await expect(page.getByTestId('word-order-sentence')).toHaveText('morning. every coffee drink I');
    }
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(right ? 'Correct!' : 'Not quite.')).toBeVisible();
    if (!right) {
      await expect(page.getByText('The correct answer is: I drink coffee every morning.')).toBeVisible();
    }
  }
  expect([...seen].sort()).toEqual(['gap-fill', 'listening', 'reading', 'word-order']);
  await expect(page.getByText('You scored 9 out of 10')).toBeVisible();
  await expect(page.getByText('Passed', { exact: true })).toBeVisible();
});
