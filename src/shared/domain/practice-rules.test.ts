import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  billedMode,
  canContinueSession,
  canStartSession,
  countedMinutes,
  minutesUsedThisMonth,
  monthKey,
  sessionDurationMinutes,
} from './minutes.ts';
import { sessionScore } from './session-score.ts';
import { currentStreak, localDay } from './streak.ts';

const at = (iso: string) => new Date(iso);

describe('session duration', () => {
  it('rounds chat up and the video call down, and costs at least the started minute', () => {
    const start = at('2026-03-01T10:00:00Z');
    expect(sessionDurationMinutes(start, at('2026-03-01T10:00:01Z'), 'chat')).toBe(1);
    expect(sessionDurationMinutes(start, at('2026-03-01T10:02:30Z'), 'chat')).toBe(3);
    expect(sessionDurationMinutes(start, at('2026-03-01T10:02:30Z'), 'voice')).toBe(3);
    expect(sessionDurationMinutes(start, at('2026-03-01T10:02:30Z'), 'video')).toBe(2);
    expect(sessionDurationMinutes(start, at('2026-03-01T10:00:59Z'), 'video')).toBe(1);
    expect(sessionDurationMinutes(start, at('2026-03-01T10:00:05Z'), 'video')).toBe(1);
    expect(sessionDurationMinutes(start, start, 'chat')).toBe(1);
  });

  it('is at least one minute, and video never exceeds chat', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e7, max: 1e8 }), (ms) => {
        const start = at('2026-03-01T10:00:00Z');
        const end = new Date(start.getTime() + ms);
        const chat = sessionDurationMinutes(start, end, 'chat');
        const video = sessionDurationMinutes(start, end, 'video');
        expect(video).toBeGreaterThanOrEqual(1);
        expect(video).toBeLessThanOrEqual(chat);
        expect(chat - video).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('bills a video call in which the learner took turns like a chat', () => {
    expect(billedMode('video', 0)).toBe('video');
    expect(billedMode('video', 1)).toBe('chat');
    expect(billedMode('chat', 0)).toBe('chat');
    expect(billedMode('voice', 3)).toBe('voice');
  });
});

describe('allowance', () => {
  it('counts the month in UTC and forgets older months', () => {
    expect(monthKey(at('2026-03-31T23:59:59Z'))).toBe('2026-03');
    expect(monthKey(at('2026-04-01T00:00:00Z'))).toBe('2026-04');
    expect(
      minutesUsedThisMonth({ minutesMonth: '2026-03', monthlyMinutesUsed: 25 }, at('2026-03-15T00:00:00Z')),
    ).toBe(25);
    expect(
      minutesUsedThisMonth({ minutesMonth: '2026-02', monthlyMinutesUsed: 25 }, at('2026-03-15T00:00:00Z')),
    ).toBe(0);
    expect(
      minutesUsedThisMonth({ minutesMonth: null, monthlyMinutesUsed: 0 }, at('2026-03-15T00:00:00Z')),
    ).toBe(0);
  });

  it('refuses to start at the allowance and to continue past it', () => {
    expect(canStartSession(39, 0, 'free')).toBe(true);
    expect(canStartSession(40, 0, 'free')).toBe(false);
    expect(canStartSession(40, 0, 'pro')).toBe(true);
    expect(canContinueSession(35, 5, 'free')).toBe(true);
    expect(canContinueSession(35, 6, 'free')).toBe(false);
  });

  it('counts the minutes of open sessions before starting another', () => {
    expect(canStartSession(38, 1, 'free')).toBe(true);
    expect(canStartSession(38, 2, 'free')).toBe(false);
    expect(canStartSession(39, 1, 'free')).toBe(false);
  });

  it('never counts an ending session past the allowance, keeping a minute for each other open one', () => {
    expect(countedMinutes(10, { usedMinutes: 20, otherOpenSessions: 0, plan: 'free' })).toBe(10);
    expect(countedMinutes(10, { usedMinutes: 38, otherOpenSessions: 0, plan: 'free' })).toBe(2);
    expect(countedMinutes(10, { usedMinutes: 38, otherOpenSessions: 1, plan: 'free' })).toBe(1);
    // A plan that shrank mid-session: the started minute still counts.
    expect(countedMinutes(10, { usedMinutes: 100, otherOpenSessions: 0, plan: 'free' })).toBe(1);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 39 }),
        fc.integer({ min: 0, max: 2 }),
        (duration, used, others) => {
          fc.pre(used + others + 1 <= 40);
          const counted = countedMinutes(duration, {
            usedMinutes: used,
            otherOpenSessions: others,
            plan: 'free',
          });
          expect(counted).toBeGreaterThanOrEqual(1);
          expect(used + counted + others).toBeLessThanOrEqual(40);
        },
      ),
    );
  });
});

describe('session score', () => {
  it('is the share of learner messages needing no correction', () => {
    expect(sessionScore([])).toBeNull();
    expect(sessionScore([0, 0, 1, 2])).toBe(50);
    expect(sessionScore([0, 0, 0])).toBe(100);
    expect(sessionScore([3])).toBe(0);
    expect(sessionScore([0, 1, 0])).toBe(67);
  });
});

describe('streak', () => {
  it('counts consecutive days ending today or yesterday', () => {
    const now = at('2026-03-10T12:00:00Z');
    expect(currentStreak([], now, 'UTC')).toBe(0);
    expect(currentStreak([at('2026-03-10T08:00:00Z')], now, 'UTC')).toBe(1);
    expect(currentStreak([at('2026-03-09T08:00:00Z'), at('2026-03-08T08:00:00Z')], now, 'UTC')).toBe(2);
    expect(currentStreak([at('2026-03-08T08:00:00Z')], now, 'UTC')).toBe(0);
  });

  it('uses the learner time zone across a month boundary', () => {
    // 2026-03-01T03:00Z is still 28 February in New York (UTC-5).
    const practice = [at('2026-02-27T15:00:00Z'), at('2026-02-28T15:00:00Z'), at('2026-03-01T03:00:00Z')];
    const now = at('2026-03-01T04:00:00Z');
    expect(localDay(practice[2]!, 'America/New_York')).toBe('2026-02-28');
    expect(currentStreak(practice, now, 'America/New_York')).toBe(2);
    expect(currentStreak(practice, now, 'UTC')).toBe(3);
    // Tokyo (UTC+9): the same instants fall on 28 Feb, 1 Mar, 1 Mar.
    expect(currentStreak(practice, at('2026-03-01T05:00:00Z'), 'Asia/Tokyo')).toBe(2);
  });

  it('counts a day once however many sessions it has', () => {
    const now = at('2026-03-10T20:00:00Z');
    expect(
      currentStreak(
        [at('2026-03-10T08:00:00Z'), at('2026-03-10T09:00:00Z'), at('2026-03-09T09:00:00Z')],
        now,
        'UTC',
      ),
    ).toBe(2);
  });
});
