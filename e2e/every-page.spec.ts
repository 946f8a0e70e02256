import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { OWNER, uniqueEmail } from './fixtures.ts';

/**
 * Every signed-in page as a person sees it on a phone (390 × 844), in each interface language and
 * each theme: nothing scrolls sideways, no flag is an emoji, and axe finds no violations. One signed-in
 * context per language keeps the run short.
 */
const PHONE = { width: 390, height: 844 };
const LANGUAGES = {
  en: { browser: 'en-US', google: 'Continue with Google', menu: 'Open the user menu' },
  es: { browser: 'es-MX', google: 'Continuar con Google', menu: 'Abrir el menú de usuario' },
  fr: { browser: 'fr-FR', google: 'Continuer avec Google', menu: 'Ouvrir le menu utilisateur' },
} as const;
const LEARNER_PAGES = [
  '/dashboard',
  '/conversation',
  '/video-call?language=spanish',
  '/subscribe',
  '/quiz?language=english&level=1&quizId=1',
  '/kids-lesson?language=english&lesson=1',
  '/notebook',
  '/review',
  '/progress',
  '/placement',
  '/placement/spanish',
  '/course/spanish',
  '/family',
  '/memory',
];
/** Kid mode's screens (decision 208), seen as a child of the learner's account. */
const KID_MODE_PAGES = ['/kids', '/kids-lesson?language=english&lesson=1'];
const ADMIN_PAGES = ['/admin', '/admin-dashboard'];
const ADMIN_TABS = ['timings'];

interface KidsItem {
  question: string;
  options: string[];
  correctAnswer: number;
}
const englishLesson1 = JSON.parse(
  fs.readFileSync(path.resolve('content', 'kids/english-lesson-1.json'), 'utf8'),
) as { questions: KidsItem[] };

async function signIn(browser: Browser, language: keyof typeof LANGUAGES, email: string, name: string) {
  const context = await browser.newContext({ locale: LANGUAGES[language].browser, viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: LANGUAGES[language].google }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

/** Completes English kids lesson 1 through the API, right answers only: its row then says so. */
async function completeKidsLesson(page: Page) {
  const started = await page.request.post('/api/kids/lessons/attempts', {
    data: { language: 'english', lesson: 1 },
  });
  expect(started.status()).toBe(200);
  const { attempt } = (await started.json()) as {
    attempt: { attemptId: number; items: { itemIndex: number; question: string; options: string[] }[] };
  };
  for (const item of attempt.items) {
    const bank = englishLesson1.questions.find((question) => question.question === item.question)!;
    const answer = item.options.indexOf(bank.options[bank.correctAnswer]!);
    const answered = await page.request.post(`/api/quizzes/attempts/${attempt.attemptId}/answers`, {
      data: { itemIndex: item.itemIndex, answer },
    });
    expect(answered.status()).toBe(200);
  }
  const completed = await page.request.post(`/api/kids/lessons/attempts/${attempt.attemptId}/complete`);
  expect(completed.status()).toBe(200);
}

async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((value) => localStorage.setItem('vite-ui-theme', value), theme);
}

/** Waits for the page to settle, then checks the width, the flags and axe. */
async function checkPage(page: Page, label: string) {
  await page.waitForLoadState('networkidle');
  // A page's heading, or the heading of the dialog it opens with (the video call asks to join first).
  await expect(page.locator('h1, [role="dialog"] h2').first(), label).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  const widest = await page.evaluate((limit) => {
    const past = [...document.querySelectorAll('body *')].filter(
      (element) => element.getBoundingClientRect().right > limit + 0.5,
    );
    // The innermost offenders say what to fix.
    return past
      .filter((element) => !past.some((other) => other !== element && element.contains(other)))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120));
  }, PHONE.width);
  expect.soft(width, `${label} scrolls sideways: ${widest.join(' | ')}`).toBeLessThanOrEqual(PHONE.width);
  expect
    .soft(await page.locator('body').innerText(), `${label} shows an emoji flag`)
    .not.toMatch(/\p{Regional_Indicator}/u);
  // Sections below the first screen skip their rendering (content-visibility: auto), and axe cannot read
  // the colours of what was not drawn: draw everything for the check.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect
    .soft(
      violations.map(
        ({ id, nodes }) =>
          `${id}: ${nodes.map((node) => `${node.target.join(' ')} (${node.any[0]?.message ?? ''})`).join(', ')}`,
      ),
      `${label} axe`,
    )
    .toEqual([]);
}

/**
 * Each theme is checked in two languages: English in both, Spanish dark and French light. A theme's colours
 * do not change with the language; what the language changes (longer words, wrapping) is checked in each.
 */
const THEMES = { en: ['light', 'dark'], es: ['dark'], fr: ['light'] } as const;

for (const language of ['en', 'es', 'fr'] as const) {
  test(`every signed-in page on a phone in ${language}, ${THEMES[language].join(' and ')}: no sideways scroll, no emoji flag, no axe violation`, async ({
    browser,
  }) => {
    test.setTimeout(420_000);
    const learner = await signIn(browser, language, uniqueEmail(`pages-${language}`), 'Pat Phone');
    await completeKidsLesson(learner);
    const child = await learner.request.post('/api/family/children', {
      data: { name: 'Sam', avatar: '🦊', ageGroup: '4-6', language: 'english' },
    });
    expect(child.status()).toBe(200);
    const childId = (await child.json()).child.id as number;
    expect((await learner.request.put('/api/family/pin', { data: { pin: '7294' } })).status()).toBe(200);
    const admin = await signIn(browser, language, OWNER, 'Admin');
    for (const theme of THEMES[language]) {
      await setTheme(learner, theme);
      for (const route of LEARNER_PAGES) {
        await learner.goto(route);
        await checkPage(learner, `${route} (${language}, ${theme})`);
      }
      await learner.goto('/dashboard');
      await expect(learner.getByTestId('kids-stars-english')).not.toHaveText(/^0\b/);
      await learner.getByRole('button', { name: LANGUAGES[language].menu }).click();
      await checkPage(learner, `/dashboard with the user menu open (${language}, ${theme})`);
      await learner.keyboard.press('Escape');

      expect((await learner.request.post('/api/family/kid-mode', { data: { childId } })).status()).toBe(200);
      for (const route of KID_MODE_PAGES) {
        await learner.goto(route);
        await checkPage(learner, `${route} in kid mode (${language}, ${theme})`);
      }
      expect(
        (await learner.request.post('/api/family/kid-mode/leave', { data: { pin: '7294' } })).status(),
      ).toBe(200);

      await setTheme(admin, theme);
      for (const route of ADMIN_PAGES) {
        await admin.goto(route);
        await checkPage(admin, `${route} (${language}, ${theme})`);
      }
      for (const tab of ADMIN_TABS) {
        await admin.locator(`[role="tab"][id$="-trigger-${tab}"]`).click();
        await checkPage(admin, `/admin-dashboard ${tab} (${language}, ${theme})`);
      }
    }
  });
}
