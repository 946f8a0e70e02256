import { createEmptyCard, fsrs, generatorParameters, Rating, State, type Card, type Grade } from 'ts-fsrs';
import type { ReviewAnswerResponse } from '../../../shared/contracts/notebook.ts';
import type { mistakeCards } from './notebook.table.ts';

type CardRow = typeof mistakeCards.$inferSelect;
/** The scheduling columns of a card row. */
export type Schedule = Pick<
  CardRow,
  | 'due'
  | 'stability'
  | 'difficulty'
  | 'elapsedDays'
  | 'scheduledDays'
  | 'learningSteps'
  | 'reps'
  | 'lapses'
  | 'state'
  | 'lastReview'
>;

/**
 * FSRS with its default weights and target retention, in whole days (decision 111): no same-day
 * learning steps, so an answered card leaves today's list and a missed one comes back tomorrow; no fuzz,
 * so the same answers always give the same dates.
 */
const scheduler = fsrs(generatorParameters({ enable_fuzz: false, enable_short_term: false }));

function toSchedule(card: Card): Schedule {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
  };
}

function toCard(schedule: Schedule): Card {
  return {
    due: schedule.due,
    stability: schedule.stability,
    difficulty: schedule.difficulty,
    elapsed_days: schedule.elapsedDays,
    scheduled_days: schedule.scheduledDays,
    learning_steps: schedule.learningSteps,
    reps: schedule.reps,
    lapses: schedule.lapses,
    state: schedule.state,
    ...(schedule.lastReview ? { last_review: schedule.lastReview } : {}),
  };
}

/** A new card, due at once. */
export function newSchedule(now: Date): Schedule {
  return toSchedule(createEmptyCard(now));
}

export type RatingName = NonNullable<ReviewAnswerResponse['rating']>;
const RATINGS: Record<RatingName, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

/** The card's schedule after an answer rated `rating` at `now`. */
export function reschedule(schedule: Schedule, rating: RatingName, now: Date): Schedule {
  return toSchedule(scheduler.next(toCard(schedule), now, RATINGS[rating]).card);
}

export function ratingValue(rating: RatingName): number {
  return RATINGS[rating];
}

const STATE_NAMES = {
  [State.New]: 'new',
  [State.Learning]: 'learning',
  [State.Review]: 'review',
  [State.Relearning]: 'relearning',
} as const;

export function stateName(state: number) {
  return STATE_NAMES[state as State] ?? 'new';
}
