import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema.ts';
import { NOT_PERSONAL, PERSONAL_DATA } from './personal-data.ts';

const tables: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);
const usersTable = getTableName(schema.users);

/** A table refers to a person when it has a user_id column or a foreign key to the users table. */
function refersToAPerson(table: PgTable): boolean {
  const columns = Object.values(getTableColumns(table)).map((column) => column.name);
  const foreignTables = getTableConfig(table).foreignKeys.map((key) =>
    getTableName(key.reference().foreignTable),
  );
  return columns.includes('user_id') || foreignTables.includes(usersTable);
}

describe('the list of personal data (decision 160)', () => {
  it('exports or explains every table of the schema that refers to a person', () => {
    const covered = new Set([...PERSONAL_DATA.map((entry) => entry.table), ...Object.keys(NOT_PERSONAL)]);
    const missing = tables
      .filter((table) => refersToAPerson(table) || getTableName(table) === usersTable)
      .map((table) => getTableName(table))
      .filter((name) => !covered.has(name));
    expect(missing).toEqual([]);
  });

  it('names only tables the schema has, each once, each in its own file', () => {
    const names = new Set(tables.map((table) => getTableName(table)));
    const listed = [...PERSONAL_DATA.map((entry) => entry.table), ...Object.keys(NOT_PERSONAL)];
    expect(listed.filter((name) => !names.has(name))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
    const files = PERSONAL_DATA.map((entry) => entry.file);
    expect(new Set(files).size).toBe(files.length);
  });
});
