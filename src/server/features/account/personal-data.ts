import type { PersonalRows } from '../../core/personal-data.ts';
import { auditActionRows } from '../admin/audit.service.ts';
import { couponRedemptionRows, paymentRows } from '../billing/billing-data.ts';
import { notebookCardRows, reviewLogRows } from '../notebook/notebook-data.ts';
import {
  learnerVocabularyRows,
  practiceMessageRows,
  practiceSessionRows,
} from '../practice/practice-data.ts';
import { lessonRunRows } from '../lessons/lessons-data.ts';
import { familyPinRows } from '../family/family-data.ts';
import { learnerFactRows } from '../memory/memory.service.ts';
import { placementTestRows } from '../placement/placed-levels.ts';
import { kidsProgressRows, quizAttemptRows, quizResultRows } from '../quizzes/quizzes-data.ts';
import { speechTranscriptRows } from '../speech/speech-data.ts';
import { turnTimingRows } from '../timings/timings-data.ts';
import { accountRows, childProfileRows, signInSessionRows } from '../users/users.service.ts';

/** One file of a learner's data archive: the rows of one table that are theirs (decision 160). */
export interface PersonalDataFile {
  /** The table the rows come from (a test holds this list to every table referring to a user). */
  table: string;
  /** The JSON file in the archive. */
  file: string;
  /** What the file holds, written into the archive's README. */
  about: string;
  rows: PersonalRows;
}

/**
 * Every table that holds a learner's data, one line each: a new table with a user reference is added
 * here, or to NOT_PERSONAL with the reason, or the schema test fails.
 */
// prettier-ignore
export const PERSONAL_DATA: readonly PersonalDataFile[] = [
  { table: 'users', file: 'account.json', rows: accountRows, about: 'Your account, plan, subscription and minutes' },
  { table: 'auth_sessions', file: 'sign-in-sessions.json', rows: signInSessionRows, about: 'When your sign-ins began and were last used' },
  { table: 'practice_sessions', file: 'sessions.json', rows: practiceSessionRows, about: 'Your conversations with the teachers' },
  { table: 'messages', file: 'messages.json', rows: practiceMessageRows, about: 'Every message of those conversations, with its corrections' },
  { table: 'learner_vocabulary', file: 'vocabulary.json', rows: learnerVocabularyRows, about: 'The words you have used in each language, and when first' },
  { table: 'mistake_cards', file: 'notebook-cards.json', rows: notebookCardRows, about: 'Your mistake notebook and its review schedule' },
  { table: 'review_logs', file: 'notebook-reviews.json', rows: reviewLogRows, about: 'Each review answer you gave' },
  { table: 'quiz_attempts', file: 'quiz-attempts.json', rows: quizAttemptRows, about: 'Each quiz and kids lesson you played, with your answers' },
  { table: 'quiz_results', file: 'quiz-results.json', rows: quizResultRows, about: 'Your completed quiz results' },
  { table: 'placement_tests', file: 'placements.json', rows: placementTestRows, about: 'Your placement tests: each answer and the level they gave' },
  { table: 'lesson_runs', file: 'lessons.json', rows: lessonRunRows, about: 'Each guided lesson you played: where you got to, your score and stars, the role-play as said' },
  { table: 'kids_progress', file: 'kids-progress.json', rows: kidsProgressRows, about: 'Your best result per kids lesson, and each child profile’s (child_id)' },
  { table: 'child_profiles', file: 'child-profiles.json', rows: childProfileRows, about: 'The child profiles of your account: name, avatar, age group, language' },
  { table: 'family_pins', file: 'kid-mode-pin.json', rows: familyPinRows, about: 'Whether you set a kid-mode PIN and when (the PIN itself is not kept)' },
  { table: 'learner_facts', file: 'teacher-memory.json', rows: learnerFactRows, about: 'What your teacher remembers you told it, per language' },
  { table: 'payments', file: 'payments.json', rows: paymentRows, about: 'Your payments and subscription checkouts' },
  { table: 'coupon_redemptions', file: 'coupon-redemptions.json', rows: couponRedemptionRows, about: 'The coupons you redeemed' },
  { table: 'speech_transcripts', file: 'speech-timings.json', rows: speechTranscriptRows, about: 'Speaking time and pauses of your transcribed speech (no audio is kept)' },
  { table: 'turn_timings', file: 'turn-timings.json', rows: turnTimingRows, about: 'How long the teacher and speech took on your turns' },
  { table: 'audit_log', file: 'admin-actions.json', rows: auditActionRows, about: 'Administrator actions you took, if you are one' },
];

/** Tables that refer to no person, with the reason (the schema test reads this too). */
export const NOT_PERSONAL: Readonly<Record<string, string>> = {
  user_plan_figures: 'totals of users and minutes per plan, no row names a person',
  session_month_figures: 'totals of sessions and minutes per month, no row names a person',
};
