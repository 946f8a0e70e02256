import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { pagesById, type PersonalRows } from '../../core/personal-data.ts';
import type { Transaction } from '../../core/transaction.ts';
import type { Db } from '../../db/client.ts';
import { auditLog } from './audit.table.ts';

export interface AuditEntry {
  actorUserId: number;
  action: string;
  targetType: string;
  targetId?: string | number | null;
  details?: Record<string, unknown>;
}

/** Records admin mutations. Pass the transaction of the change so the row exists exactly when the change does. */
export function createAuditLog(deps: { db: Db }) {
  return {
    async record(entry: AuditEntry, tx: Pick<Db, 'insert'> = deps.db) {
      await tx.insert(auditLog).values({
        actorUserId: entry.actorUserId,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
        details: entry.details ?? null,
      });
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;

/**
 * Which of `values` were recorded under `details[key]` by entries of `action` (the quiz seeder asks which
 * shipped quizzes an administrator deleted).
 */
export async function findRecordedDetailValues(
  db: Db,
  query: { action: string; key: string; values: string[] },
): Promise<Set<string>> {
  const value = sql<string>`${auditLog.details} ->> ${query.key}`;
  const rows = await db
    .select({ value })
    .from(auditLog)
    .where(and(eq(auditLog.action, query.action), inArray(value, query.values)));
  return new Set(rows.map((row) => row.value));
}

/** The admin actions a person took, for their data export (decision 160). */
export const auditActionRows: PersonalRows = (db, userId) =>
  pagesById((after, limit) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, userId), gt(auditLog.id, after)))
      .orderBy(asc(auditLog.id))
      .limit(limit),
  );

/**
 * An erased account's traces in the audit log: entries about them keep the action and time but lose
 * their details (an email), and their own entries lose their author by the foreign key.
 */
export async function forgetAuditTarget(tx: Transaction, userId: number) {
  await tx
    .update(auditLog)
    .set({ details: null })
    .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, String(userId))));
}
