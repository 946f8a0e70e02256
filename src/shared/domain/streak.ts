/** Calendar days (YYYY-MM-DD) in a time zone: one formatter for many instants, as building one costs most. */
function dayFormatter(timeZone: string): (instant: Date) => string {
  // en-CA formats as YYYY-MM-DD.
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return (instant) => format.format(instant);
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function localDay(instant: Date, timeZone: string): string {
  return dayFormatter(timeZone)(instant);
}

function previousDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Consecutive days with practice, in the learner's time zone, ending today — or yesterday, so a streak
 * is not lost before the day is over (decision record 006).
 */
export function currentStreak(practiceInstants: readonly Date[], now: Date, timeZone: string): number {
  const dayOf = dayFormatter(timeZone);
  const days = new Set(practiceInstants.map(dayOf));
  let day = dayOf(now);
  if (!days.has(day)) day = previousDay(day);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = previousDay(day);
  }
  return streak;
}
