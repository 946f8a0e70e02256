import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../../test/clock.ts';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import type { ChildProfile, FamilyResponse } from '../../../shared/contracts/family.ts';
import type { QuizAttempt } from '../../../shared/contracts/quiz-play.ts';
import { withItemType } from '../../../shared/contracts/quizzes.ts';
import { loadQuizContent } from '../quizzes/quiz-content.ts';
import { seedQuizContent } from '../quizzes/quiz-seed.ts';
import { quizzes } from '../quizzes/quizzes.table.ts';
import { createAuthService } from '../auth/auth.service.ts';
import { PIN_ATTEMPTS, PIN_LOCK_MS, pinLockMs } from './family.service.ts';

let context: TestContext;
const clock = createTestClock('2026-05-04T09:00:00Z');

beforeAll(async () => {
  context = await createTestApp({ clock });
  await seedQuizContent({ db: context.database.db, items: loadQuizContent() });
});
afterAll(async () => {
  await context.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
function call(method: Method, cookie: string, url: string, payload?: object) {
  return context.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

const child = (name: string, overrides: Partial<ChildProfile> = {}) => ({
  name,
  avatar: '🦊',
  ageGroup: '4-6',
  language: 'english',
  ...overrides,
});

async function addChild(cookie: string, name: string): Promise<ChildProfile> {
  const response = await call('POST', cookie, '/api/family/children', child(name));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().child;
}

/** A parent with two sessions: one stays the parent's, the other is handed to a child. */
async function parentWithDevices() {
  const parent = await context.createUser();
  const device = await context.createUser({ email: parent.email });
  await setPin(parent.cookie, PIN);
  return { ...parent, deviceCookie: device.cookie };
}

/** The tests' PIN: four digits that are neither a repeat nor a straight run. */
const PIN = '2580';

async function setPin(cookie: string, pin: string) {
  const response = await call('PUT', cookie, '/api/family/pin', { pin });
  expect(response.statusCode, response.body).toBe(200);
}

/** Plays lesson 1 of `language`, answering the first `right` items right, and completes it. */
async function playLesson(cookie: string, language: string, right: number) {
  const started = await call('POST', cookie, '/api/kids/lessons/attempts', { language, lesson: 1 });
  expect(started.statusCode, started.body).toBe(200);
  const attempt = started.json().attempt as QuizAttempt;
  const [row] = await context.database.db.select().from(quizzes).where(eq(quizzes.id, attempt.quiz.id));
  for (const [position, item] of attempt.items.entries()) {
    const key = withItemType(row!.questions[item.itemIndex]!);
    if (key.type === 'word-order') throw new Error('kids lessons hold no word-order items');
    const answer = position < right ? key.correctAnswer : (key.correctAnswer + 1) % 4;
    const response = await call('POST', cookie, `/api/quizzes/attempts/${attempt.attemptId}/answers`, {
      itemIndex: item.itemIndex,
      answer,
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  clock.advance(4 * 60_000);
  const done = await call('POST', cookie, `/api/kids/lessons/attempts/${attempt.attemptId}/complete`);
  expect(done.statusCode, done.body).toBe(200);
  return { result: done.json().result, total: attempt.items.length };
}

const family = async (cookie: string): Promise<FamilyResponse> => {
  const response = await call('GET', cookie, '/api/family');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('child profiles', () => {
  it('adds, changes and deletes a child, and holds at most six', async () => {
    const parent = await context.createUser();
    const first = await addChild(parent.cookie, 'Lucía');
    expect(first).toMatchObject({ name: 'Lucía', avatar: '🦊', ageGroup: '4-6', language: 'english' });
    expect(first.figures).toMatchObject({ lessonsDone: 0, stars: 0, streakDays: 0, wordsPractised: 0 });
    expect(first.figures.nextLesson).toMatchObject({ language: 'english', lesson: 1 });

    const changed = await call('PUT', parent.cookie, `/api/family/children/${first.id}`, {
      ...child('Lu'),
      avatar: '🐼',
      language: 'french',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().child).toMatchObject({ name: 'Lu', avatar: '🐼', language: 'french' });

    // Parallel adds cannot pass the limit: the parent's row is locked while counting.
    const adds = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        call('POST', parent.cookie, '/api/family/children', child(`Kid ${index}`)),
      ),
    );
    expect(adds.filter((response) => response.statusCode === 200)).toHaveLength(5);
    const refused = adds.filter((response) => response.statusCode === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.json()).toMatchObject({ code: 'CONFLICT', details: { reason: 'too_many_children' } });
    expect((await family(parent.cookie)).children).toHaveLength(6);

    const deleted = await call('DELETE', parent.cookie, `/api/family/children/${first.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await family(parent.cookie)).children).toHaveLength(5);
  });

  it('refuses bad input with 400 in the one error shape', async () => {
    const parent = await context.createUser();
    for (const body of [
      child(''),
      child('x'.repeat(41)),
      child('Ana', { avatar: '💣' as ChildProfile['avatar'] }),
      child('Ana', { ageGroup: '13-15' as ChildProfile['ageGroup'] }),
      child('Ana', { language: 'german' as ChildProfile['language'] }),
      child('Ana\u0000'),
    ]) {
      const response = await call('POST', parent.cookie, '/api/family/children', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    // Malformed, and the PINs a child guesses first.
    for (const pin of ['123', '12345', 'abcd', '12 4', '0000', '7777', '1234', '6789', '4321']) {
      expect((await call('PUT', parent.cookie, '/api/family/pin', { pin })).statusCode).toBe(400);
    }
    expect((await call('DELETE', parent.cookie, '/api/family/children/abc')).statusCode).toBe(400);
  });

  it("answers 404 to every call about another account's child", async () => {
    const parent = await context.createUser();
    const other = await context.createUser();
    const theirs = await addChild(parent.cookie, 'Tom');
    await setPin(other.cookie, PIN);
    const url = `/api/family/children/${theirs.id}`;
    expect((await call('PUT', other.cookie, url, child('Mine'))).statusCode).toBe(404);
    expect((await call('DELETE', other.cookie, url)).statusCode).toBe(404);
    expect(
      (await call('POST', other.cookie, '/api/family/kid-mode', { childId: theirs.id })).statusCode,
    ).toBe(404);
    expect((await family(other.cookie)).children).toEqual([]);
    expect((await family(parent.cookie)).children.map((kid) => kid.name)).toEqual(['Tom']);
  });
});

describe('kid mode', () => {
  it('plays as each child with their own stars, apart from the parent', async () => {
    const parent = await parentWithDevices();
    const ana = await addChild(parent.cookie, 'Ana');
    const ben = await addChild(parent.cookie, 'Ben');

    const entered = await call('POST', parent.deviceCookie, '/api/family/kid-mode', { childId: ana.id });
    expect(entered.statusCode, entered.body).toBe(200);
    expect(entered.json().user.kidMode).toMatchObject({ childId: ana.id, name: 'Ana', avatar: '🦊' });
    const anaPlay = await playLesson(parent.deviceCookie, 'english', 100);
    expect(anaPlay.result).toMatchObject({ stars: 3, completed: true });

    // Ana's device cannot switch to Ben by itself: the parent leaves kid mode first.
    const switched = await call('POST', parent.deviceCookie, '/api/family/kid-mode', { childId: ben.id });
    expect(switched.statusCode).toBe(403);

    // Ben plays on the parent's other session, badly: one star, and Ana's three stay hers.
    expect((await call('POST', parent.cookie, '/api/family/kid-mode', { childId: ben.id })).statusCode).toBe(
      200,
    );
    const benPlay = await playLesson(parent.cookie, 'english', 0);
    expect(benPlay.result).toMatchObject({ stars: 1 });

    const anaLessons = await call('GET', parent.deviceCookie, '/api/quiz/kids/available?language=english');
    expect(anaLessons.json()).toMatchObject({ totalStars: 3 });
    const benLessons = await call('GET', parent.cookie, '/api/quiz/kids/available?language=english');
    expect(benLessons.json()).toMatchObject({ totalStars: 1 });

    // Each child's progress is its own.
    const benProgress = await call('GET', parent.cookie, '/api/progress/kids');
    expect(benProgress.json().progress).toEqual([expect.objectContaining({ lesson: 1, stars: 1 })]);

    // The parent, once out of kid mode, sees both in the parent view and has no stars of their own.
    const outsider = await context.createUser({ email: parent.email });
    const view = await family(outsider.cookie);
    const byName = Object.fromEntries(view.children.map((kid) => [kid.name, kid.figures]));
    expect(byName.Ana).toMatchObject({ lessonsDone: 1, stars: 3, streakDays: 1, minutesThisWeek: 4 });
    expect(byName.Ana!.wordsPractised).toBeGreaterThan(0);
    expect(byName.Ana!.nextLesson).toMatchObject({ language: 'english', lesson: 2 });
    expect(byName.Ben).toMatchObject({ lessonsDone: 1, stars: 1, wordsPractised: 0 });
    const own = await call('GET', outsider.cookie, '/api/quiz/kids/available?language=english');
    expect(own.json()).toMatchObject({ totalStars: 0 });
    expect(view.pinSet).toBe(true);
  });

  it('lets a kid-mode session reach only the kids lessons, itself and leaving kid mode', async () => {
    const parent = await context.createUser();
    const kid = await addChild(parent.cookie, 'Mia');
    await setPin(parent.cookie, PIN);
    expect((await call('POST', parent.cookie, '/api/family/kid-mode', { childId: kid.id })).statusCode).toBe(
      200,
    );
    // Signing out would end kid mode without the PIN.
    const signOut = await call('POST', parent.cookie, '/api/auth/logout');
    expect(signOut.statusCode).toBe(403);
    expect(signOut.json()).toMatchObject({ details: { reason: 'kid_mode' } });
    const guarded = context.app
      .listRoutes()
      .filter((route) => (route.access === 'user' || route.access === 'admin') && route.method !== 'HEAD');
    let refused = 0;
    for (const route of guarded) {
      const url = route.url.replace(/:\w+/g, '1').replace(/\*$/, 'x');
      const response = await call(route.method as Method, parent.cookie, url);
      if (route.kidMode) {
        expect(response.json()?.details?.reason, `${route.method} ${route.url}`).not.toBe('kid_mode');
      } else {
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(response.json()).toMatchObject({ code: 'FORBIDDEN', details: { reason: 'kid_mode' } });
        refused += 1;
      }
    }
    expect(refused).toBeGreaterThan(40);
    expect(
      guarded
        .filter((route) => route.kidMode)
        .map((route) => `${route.method} ${route.url}`)
        .sort(),
    ).toEqual(
      [
        'GET /api/auth/me',
        'GET /api/progress/kids',
        'GET /api/quiz/kids/available',
        'GET /api/quizzes/attempts/:attemptId/items/:itemIndex/audio',
        'POST /api/auth/login',
        'POST /api/family/kid-mode/leave',
        'POST /api/kids/lessons/attempts',
        'POST /api/kids/lessons/attempts/:attemptId/complete',
        'POST /api/quizzes/attempts/:attemptId/answers',
      ].sort(),
    );
    const me = await call('GET', parent.cookie, '/api/auth/me');
    expect(me.json().user.kidMode).toMatchObject({ name: 'Mia' });
  });

  it('needs a PIN to start, is left with the PIN only, and wrong PINs lock it longer each time', async () => {
    const parent = await context.createUser();
    const device = await context.createUser({ email: parent.email });
    const kid = await addChild(parent.cookie, 'Leo');
    const enter = () => call('POST', device.cookie, '/api/family/kid-mode', { childId: kid.id });
    const leave = (pin: string) => call('POST', device.cookie, '/api/family/kid-mode/leave', { pin });

    // Without a PIN there would be no way out: kid mode does not start.
    const noPin = await enter();
    expect(noPin.statusCode).toBe(409);
    expect(noPin.json()).toMatchObject({ details: { reason: 'no_pin' } });
    await setPin(parent.cookie, '1357');
    expect((await enter()).statusCode).toBe(200);

    // The device shows the child, not the parent's account.
    const me = (await call('GET', device.cookie, '/api/auth/me')).json().user;
    expect(me).toMatchObject({ username: 'Leo', email: '', isAdmin: false, kidMode: { name: 'Leo' } });
    // Nor does it move the parent's days.
    await call('POST', device.cookie, '/api/auth/login', { timeZone: 'Pacific/Kiritimati' });
    expect((await call('GET', parent.cookie, '/api/auth/me')).json().user.timeZone).toBe('UTC');

    const wrongRound = async () => {
      for (let guess = 1; guess < PIN_ATTEMPTS; guess += 1) {
        const wrong = await leave(String(1000 + guess));
        expect(wrong.statusCode).toBe(403);
        expect(wrong.json()).toMatchObject({
          details: { reason: 'wrong_pin', attemptsLeft: PIN_ATTEMPTS - guess },
        });
      }
      const locked = await leave('9999');
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({ details: { reason: 'pin_locked' } });
      return Number(locked.headers['retry-after']);
    };
    expect(await wrongRound()).toBeGreaterThan(14 * 60);
    // Even the right PIN is not heard while locked.
    expect((await leave('1357')).statusCode).toBe(429);
    expect((await call('GET', device.cookie, '/api/family')).statusCode).toBe(403);

    // The next five wrong guesses lock it for an hour, then four, then a day.
    clock.advance(PIN_LOCK_MS + 1000);
    expect(await wrongRound()).toBeGreaterThan(59 * 60);
    expect(pinLockMs(3)).toBe(4 * 60 * 60_000);
    expect(pinLockMs(9)).toBe(24 * 60 * 60_000);
    clock.advance(pinLockMs(2) + 1000);

    const left = await leave('1357');
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json().user).toMatchObject({ kidMode: null, email: parent.email });
    expect((await call('GET', device.cookie, '/api/family')).statusCode).toBe(200);
    // Leaving twice is a conflict, not a second success.
    expect((await leave('1357')).statusCode).toBe(409);
  });

  it('stays in kid mode when the parent account signs in again on the device', async () => {
    const parent = await parentWithDevices();
    const kid = await addChild(parent.cookie, 'Eva');
    await call('POST', parent.deviceCookie, '/api/family/kid-mode', { childId: kid.id });
    const auth = createAuthService({ db: context.database.db, config: context.config, clock });
    const previous = parent.deviceCookie.split('=')[1]!;
    const again = await auth.signIn(
      {
        issuer: context.config.identity.issuer,
        subject: `subject-${parent.email}`,
        email: parent.email,
        name: undefined,
        picture: undefined,
      },
      previous,
    );
    const cookie = `${context.config.session.cookieName}=${again.token}`;
    const me = await call('GET', cookie, '/api/auth/me');
    expect(me.json().user.kidMode).toMatchObject({ name: 'Eva' });
    expect((await call('GET', cookie, '/api/family')).statusCode).toBe(403);
    // The old session is gone.
    expect((await call('GET', parent.deviceCookie, '/api/auth/me')).statusCode).toBe(401);
  });

  it('signs out a device playing as a child the parent deletes', async () => {
    const parent = await parentWithDevices();
    const kid = await addChild(parent.cookie, 'Noa');
    await call('POST', parent.deviceCookie, '/api/family/kid-mode', { childId: kid.id });
    expect((await call('DELETE', parent.cookie, `/api/family/children/${kid.id}`)).statusCode).toBe(200);
    expect((await call('GET', parent.deviceCookie, '/api/auth/me')).statusCode).toBe(401);
    expect((await call('GET', parent.cookie, '/api/auth/me')).statusCode).toBe(200);
  });

  it('counts child profiles in the admin figures', async () => {
    const admin = await context.createUser({ isAdmin: true });
    const response = await call('GET', admin.cookie, '/api/admin/stats');
    expect(response.statusCode).toBe(200);
    const { families } = response.json();
    expect(families.childProfiles).toBeGreaterThanOrEqual(7);
    expect(families.parentsWithChildren).toBeGreaterThanOrEqual(4);
  });
});
