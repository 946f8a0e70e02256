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
