import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  FACT_KINDS,
  FACTS_PER_KIND,
  SINGLE_FACT_KINDS,
  type FactKind,
  type LearnerFact,
} from '../../../shared/contracts/memory.ts';
import type { LanguageCode } from '../../../shared/domain/languages.ts';
import type { Clock } from '../../core/clock.ts';
import { onePage, type PersonalRows } from '../../core/personal-data.ts';
import type { Executor } from '../../core/transaction.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { NotedFact } from '../../integrations/ai/learner-facts.ts';
import { learnerFacts } from './memory.table.ts';

/** How many remembered facts the teacher is given per turn, newest first. */
const FACTS_FOR_THE_TEACHER = 20;

type FactRow = typeof learnerFacts.$inferSelect;

function toFact(row: FactRow): LearnerFact {
  return {
    id: row.id,
    language: row.language,
    kind: row.kind,
    value: row.value,
    source: row.source,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The facts the teacher remembers of a learner in a language, newest first, as a JSON array: SQL the
 * practice turn query embeds, so they come in its one round trip (as the due cards do, decision 101).
 * `userId` and `language` are the caller's table-qualified columns.
 */
export function rememberedFactsSql(userId: SQL, language: SQL): SQL<NotedFact[]> {
  return sql<NotedFact[]>`coalesce((
    select json_agg(json_build_object('kind', f.kind, 'value', f.value) order by f.updated_at desc, f.id desc)
    from (select kind, value, updated_at, id from ${learnerFacts}
          where user_id = ${userId} and language = ${language}
          order by updated_at desc, id desc limit ${sql.raw(String(FACTS_FOR_THE_TEACHER))}) f), '[]'::json)`;
}

/** A learner's remembered facts, for the data archive. */
export const learnerFactRows: PersonalRows = (db, userId) =>
  onePage(() =>
    db.select().from(learnerFacts).where(eq(learnerFacts.userId, userId)).orderBy(asc(learnerFacts.id)),
  );

const isSingle = (kind: FactKind) => SINGLE_FACT_KINDS.includes(kind);

/**
 * "What your teacher remembers" (decision 209): the facts a learner told the teacher, per language, which
 * the teacher notes as the learner talks and the learner may correct or forget.
 */
export function createMemoryService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  /**
   * Notes facts in the transaction that stores the turn they were said in. A kind the learner has one of
   * replaces the one before; another kind keeps its newest few. Saying a fact again makes it the newest.
   */
  async function remember(
    tx: Executor,
    learner: { userId: number; language: LanguageCode },
    facts: readonly NotedFact[],
    source: 'partner' | 'ai',
  ): Promise<void> {
    const { userId, language } = learner;
    const now = clock.now();
    for (const fact of facts) {
      const value = fact.value.trim().slice(0, 120);
      if (!value || !FACT_KINDS.includes(fact.kind)) continue;
      const sameKind = and(
        eq(learnerFacts.userId, userId),
        eq(learnerFacts.language, language),
        eq(learnerFacts.kind, fact.kind),
      );
      if (isSingle(fact.kind))
        await tx
          .delete(learnerFacts)
          .where(and(sameKind, sql`lower(${learnerFacts.value}) <> lower(${value})`));
      await tx.execute(sql`insert into ${learnerFacts} (user_id, language, kind, value, source, created_at, updated_at)
        values (${userId}, ${language}, ${fact.kind}, ${value}, ${source}, ${now.toISOString()}, ${now.toISOString()})
        on conflict (user_id, language, kind, lower(value))
        do update set updated_at = excluded.updated_at, value = excluded.value`);
      if (!isSingle(fact.kind)) {
        const kept = await tx
          .select({ id: learnerFacts.id })
          .from(learnerFacts)
          .where(sameKind)
          .orderBy(desc(learnerFacts.updatedAt), desc(learnerFacts.id));
        const beyond = kept.slice(FACTS_PER_KIND).map((row) => row.id);
        if (beyond.length > 0) await tx.delete(learnerFacts).where(inArray(learnerFacts.id, beyond));
      }
    }
  }

  /** The facts the teacher opens a conversation with, newest first. */
  async function factsFor(userId: number, language: LanguageCode): Promise<NotedFact[]> {
    return db
      .select({ kind: learnerFacts.kind, value: learnerFacts.value })
      .from(learnerFacts)
      .where(and(eq(learnerFacts.userId, userId), eq(learnerFacts.language, language)))
      .orderBy(desc(learnerFacts.updatedAt), desc(learnerFacts.id))
      .limit(FACTS_FOR_THE_TEACHER);
  }

  async function list(userId: number): Promise<LearnerFact[]> {
    const rows = await db
      .select()
      .from(learnerFacts)
      .where(eq(learnerFacts.userId, userId))
      .orderBy(asc(learnerFacts.language), desc(learnerFacts.updatedAt), desc(learnerFacts.id));
    const order = (kind: FactKind) => FACT_KINDS.indexOf(kind);
    return rows
      .map(toFact)
      .sort((a, b) => a.language.localeCompare(b.language) || order(a.kind) - order(b.kind));
  }

  /** The learner corrects a fact; one they wrote the same as another of its kind merges with it. */
  async function update(userId: number, factId: number, value: string): Promise<LearnerFact> {
    return db.transaction(async (tx) => {
      const [found] = await tx
        .select()
        .from(learnerFacts)
        .where(and(eq(learnerFacts.id, factId), eq(learnerFacts.userId, userId)))
        .for('update');
      if (!found) throw notFound('Fact');
      await tx
        .delete(learnerFacts)
        .where(
          and(
            eq(learnerFacts.userId, userId),
            eq(learnerFacts.language, found.language),
            eq(learnerFacts.kind, found.kind),
            sql`lower(${learnerFacts.value}) = lower(${value})`,
            sql`${learnerFacts.id} <> ${factId}`,
          ),
        );
      const [updated] = await tx
        .update(learnerFacts)
        .set({ value, source: 'learner', updatedAt: clock.now() })
        .where(eq(learnerFacts.id, factId))
        .returning();
      return toFact(updated!);
    });
  }

  async function forget(userId: number, factId: number): Promise<void> {
    const deleted = await db
      .delete(learnerFacts)
      .where(and(eq(learnerFacts.id, factId), eq(learnerFacts.userId, userId)))
      .returning({ id: learnerFacts.id });
    if (deleted.length === 0) throw notFound('Fact');
  }

  async function clear(userId: number, language?: LanguageCode): Promise<void> {
    await db
      .delete(learnerFacts)
      .where(
        language
          ? and(eq(learnerFacts.userId, userId), eq(learnerFacts.language, language))
          : eq(learnerFacts.userId, userId),
      );
  }

  return { remember, factsFor, list, update, forget, clear };
}

export type MemoryService = ReturnType<typeof createMemoryService>;
