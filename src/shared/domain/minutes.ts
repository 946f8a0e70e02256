import { PLANS, type PlanId } from './plans.ts';
import type { PRACTICE_MODES } from './topics.ts';

/** Allowances count per calendar month in UTC (decision D11). */
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
 * Whole minutes of a session (SPEC §9): chat and voice round up, the video call rounds down.
 * A session that never really started (0 ms) counts 0.
 */
export function sessionDurationMinutes(startedAt: Date, endedAt: Date, mode: PracticeMode): number {
  const milliseconds = Math.max(0, endedAt.getTime() - startedAt.getTime());
  const minutes = milliseconds / 60_000;
  return mode === 'video' ? Math.floor(minutes) : Math.ceil(minutes);
}

/** A session may start while this month's minutes are below the allowance. */
export function canStartSession(usedMinutes: number, plan: PlanId): boolean {
  return usedMinutes < monthlyAllowance(plan);
}

/** A running session may go on while its minutes so far (rounded up) keep the month within the allowance. */
export function canContinueSession(usedMinutes: number, runningMinutes: number, plan: PlanId): boolean {
  return usedMinutes + runningMinutes <= monthlyAllowance(plan);
}
