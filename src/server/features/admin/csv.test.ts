import { describe, expect, it } from 'vitest';
import { monthKey as utcMonthKey } from '../../../shared/domain/minutes.ts';
import { escapeCsvCell, toCsvLine } from './csv.ts';
import { escapeLikePattern } from '../users/users.service.ts';
import { utcMonthStart } from './admin-figures.service.ts';

describe('CSV cells', () => {
  it('leaves plain text, numbers and booleans as they are', () => {
    expect(escapeCsvCell('María López')).toBe('María López');
    expect(escapeCsvCell(42)).toBe('42');
    expect(escapeCsvCell(false)).toBe('false');
    expect(escapeCsvCell(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(escapeCsvCell('Smith, Jo')).toBe('"Smith, Jo"');
    expect(escapeCsvCell('say "hi"')).toBe('"say ""hi"""');
    expect(escapeCsvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(escapeCsvCell('=1+1')).toBe("'=1+1");
    expect(escapeCsvCell('+34 600')).toBe("'+34 600");
    expect(escapeCsvCell('-2')).toBe("'-2");
    expect(escapeCsvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(escapeCsvCell('\t=cmd')).toBe("'\t=cmd");
    expect(escapeCsvCell('=HYPERLINK("x","y")')).toBe('"\'=HYPERLINK(""x"",""y"")"');
    expect(escapeCsvCell('a=b')).toBe('a=b');
  });

  it('ends lines with CRLF', () => {
    expect(toCsvLine(['a', 1, true])).toBe('a,1,true\r\n');
  });
});

describe('admin helpers', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLikePattern('50%_off\\')).toBe('50\\%\\_off\\\\');
  });

  it('names UTC months and finds their starts across year boundaries', () => {
    const date = new Date('2026-01-01T00:30:00+02:00'); // still 31 December in UTC
    expect(utcMonthKey(date)).toBe('2025-12');
    expect(utcMonthStart(new Date('2026-01-15T00:00:00Z'), -1).toISOString()).toBe(
      '2025-12-01T00:00:00.000Z',
    );
    expect(utcMonthStart(new Date('2026-03-31T23:59:59Z')).toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });
});
