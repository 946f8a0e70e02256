import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isStorageFull } from './unavailable.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const wrapped = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

describe('isDatabaseUnavailable', () => {
  it('recognises a database that is down, restarting or unreachable, wrapped or not', () => {
    const outages = [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('read ECONNRESET', 'ECONNRESET'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('terminating connection because of crash of another server process', '57P02'),
      withCode('the database system is starting up', '57P03'),
      withCode('sorry, too many clients already', '53300'),
      withCode('connection failure', '08006'),
      withCode('canceling statement due to statement timeout', '57014'),
      withCode('canceling statement due to lock timeout', '55P03'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'connect failed'),
    ];
    for (const error of outages) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
      expect(isDatabaseUnavailable(wrapped(error)), error.message).toBe(true);
    }
  });

  it('leaves failing queries and other services’ failures alone', () => {
    const others = [
      withCode('duplicate key value violates unique constraint', '23505'),
      withCode('syntax error at or near "selec"', '42601'),
      withCode('value too long for type character varying(100)', '22001'),
      new Error('Something else'),
      new TypeError('fetch failed', { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') }),
    ];
    for (const error of others) {
      expect(isDatabaseUnavailable(error), error.message).toBe(false);
      expect(isDatabaseUnavailable(wrapped(error)), error.message).toBe(false);
    }
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe('isStorageFull', () => {
  it('recognises disk_full and ENOSPC, wrapped or not, and nothing else', () => {
    const full = [
      withCode('could not extend file "base/5/16385": No space left on device', '53100'),
      withCode('ENOSPC: no space left on device, write', 'ENOSPC'),
    ];
    for (const error of full) {
      expect(isStorageFull(error)).toBe(true);
      expect(isStorageFull(wrapped(error))).toBe(true);
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
    expect(isStorageFull(withCode('too many clients', '53300'))).toBe(false);
    expect(isStorageFull(withCode('out of memory', '53200'))).toBe(false);
    expect(isStorageFull('53100')).toBe(false);
  });
});
