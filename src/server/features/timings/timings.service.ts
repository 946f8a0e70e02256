import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TimingRow, TimingsResponse } from '../../../shared/contracts/timings.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../auth/auth.service.ts';
import { turnTimings } from './timings.table.ts';

export interface Timing {
  userId: number | null;
  kind: TimingRow['kind'];
  provider: string;
  firstTokenMs: number | null;
  totalMs: number;
}

interface SummaryRow {
  day: string;
  kind: TimingRow['kind'];
  provider: string;
  count: number | string;
  first_p50: number | string | null;
  first_p95: number | string | null;
  total_p50: number | string;
  total_p95: number | string;
}

const DAY_MS = 86_400_000;
const toMs = (value: number | string) => Math.round(Number(value));

/**
 * Per-turn timings (decision 116): written after the answer is on its way, so the learner never waits
 * for them; a failed write is logged, not reported to the learner.
 */
export function createTimingsService(deps: { db: Db; clock: Clock; log: FastifyBaseLogger }) {
  const { db, clock, log } = deps;
  const pending = new Set<Promise<unknown>>();

  return {
    record(timing: Timing): void {
      const write = db
        .insert(turnTimings)
        .values({ ...timing, createdAt: clock.now() })
        .catch((error: unknown) => log.warn({ err: error }, 'a turn timing was not recorded'));
      pending.add(write);
      void write.finally(() => pending.delete(write));
    },

    /** Waits for the writes in flight (before the database closes). */
    async flush(): Promise<void> {
      await Promise.all([...pending]);
    },

    /** p50 and p95 per UTC day, kind and provider over the last `days` days (percentile_cont). */
    async summary(days: number): Promise<TimingsResponse> {
      const since = new Date(clock.now().getTime() - days * DAY_MS);
      const result = (await db.execute(sql`
        select to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, t.kind, t.provider,
          count(*) as count,
          percentile_cont(0.5) within group (order by t.first_token_ms) as first_p50,
          percentile_cont(0.95) within group (order by t.first_token_ms) as first_p95,
          percentile_cont(0.5) within group (order by t.total_ms) as total_p50,
          percentile_cont(0.95) within group (order by t.total_ms) as total_p95
        from ${turnTimings} t
        where t.created_at >= ${since.toISOString()}::timestamptz
        group by 1, 2, 3
        order by 1 desc, 2, 3`)) as unknown as { rows: SummaryRow[] };
      return {
        rows: result.rows.map((row) => ({
          day: row.day,
          kind: row.kind,
          provider: row.provider,
          count: Number(row.count),
          firstTokenP50Ms: row.first_p50 === null ? null : toMs(row.first_p50),
          firstTokenP95Ms: row.first_p95 === null ? null : toMs(row.first_p95),
          totalP50Ms: toMs(row.total_p50),
          totalP95Ms: toMs(row.total_p95),
        })),
      };
    },
  };
}

export type TimingsService = ReturnType<typeof createTimingsService>;
