import { eq } from 'drizzle-orm';
import { onePage, type PersonalRows } from '../../core/personal-data.ts';
import { familyPins } from './family.table.ts';

/** Whether a kid-mode PIN is set and when: never the PIN or its hash. */
export const familyPinRows: PersonalRows = (db, userId) =>
  onePage(() =>
    db
      .select({ userId: familyPins.userId, failures: familyPins.failures, updatedAt: familyPins.updatedAt })
      .from(familyPins)
      .where(eq(familyPins.userId, userId)),
  );
