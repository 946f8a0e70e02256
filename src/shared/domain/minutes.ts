import { PLANS, type PlanId } from './plans.ts';
import type { PRACTICE_MODES } from './topics.ts';

/** Allowances count per calendar month in UTC (docs/product.md#minutes). */
export function monthKey(date: Date): string {
  return date.toISOString().slice(0, 7);
}

export function monthlyAllowance(plan: PlanId): number {
  return PLANS[plan].monthlyMinutes;
}

/** Minutes used this month from the user's counters: a counter of an older month reads as 0. */
export function minutesUsedThisMonth(
  counter: { minutesMonth: string | null; monthlyMinutesUsed: number },
  now: Date,
): number {
  return counter.minutesMonth === monthKey(now) ? counter.monthlyMinutesUsed : 0;
}

export type PracticeMode = (typeof PRACTICE_MODES)[number];

/**
 * How a session is billed (decision 065): the video call's rounding applies only to a call in which the
 * learner took no turn. Every turn reaches the server as text (a transcript and a typed line look the
 * same), so a video session with turns is billed like a chat.
 */
export function billedMode(mode: PracticeMode, learnerTurns: number): PracticeMode {
  return mode === 'video' && learnerTurns > 0 ? 'chat' : mode;
}

/**
 * Whole minutes of a session (docs/product.md#minutes): chat and voice round up, the video call rounds down.
 * A started session costs at least its started minute, whatever the mode (decision 065).
 */
export function sessionDurationMinutes(startedAt: Date, endedAt: Date, mode: PracticeMode): number {
  const milliseconds = Math.max(0, endedAt.getTime() - startedAt.getTime());
  const minutes = milliseconds / 60_000;
  return Math.max(1, mode === 'video' ? Math.floor(minutes) : Math.ceil(minutes));
}

/**
 * The minutes a session is billed (decision 150): the longer of its time (`sessionMinutes`, rounded by its
 * mode) and the learner's recordings transcribed in it, rounded up. Speech recorded as the session runs
 * falls within its time and adds nothing; only recordings longer than the session so far count more.
 */
export function billedSessionMinutes(sessionMinutes: number, audioMs: number): number {
  return Math.max(sessionMinutes, Math.ceil(Math.max(0, audioMs) / 60_000));
}

/**
 * A session may start while this month's minutes, plus what the learner's open sessions have run so far
 * (each at least its started minute), leave room for the new session's first minute.
 */
export function canStartSession(usedMinutes: number, openSessionMinutes: number, plan: PlanId): boolean {
  return usedMinutes + openSessionMinutes + 1 <= monthlyAllowance(plan);
}

/**
 * A running session may go on while this month's minutes plus every open session's minutes so far
 * (rounded up) keep the month within the allowance.
 */
export function canContinueSession(usedMinutes: number, openSessionMinutes: number, plan: PlanId): boolean {
  return usedMinutes + openSessionMinutes <= monthlyAllowance(plan);
}

/**
 * The minutes an ending session adds to the month: its duration, but never past the allowance while
 * keeping one started minute for each of the learner's other open sessions. At least one minute even
 * so (a plan changed to a smaller allowance mid-session).
 */
export function countedMinutes(
  durationMinutes: number,
  month: { usedMinutes: number; otherOpenSessions: number; plan: PlanId },
): number {
  const room = monthlyAllowance(month.plan) - month.usedMinutes - month.otherOpenSessions;
  return Math.max(1, Math.min(durationMinutes, room));
}
