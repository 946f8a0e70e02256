import type { User } from '../../../../shared/contracts/auth.ts';

/** Dashboard: stats row, usage, teacher picker and recent sessions (AI-teacher issue). */
export function PracticeOverview(_props: { user: User }) {
  return null;
}
