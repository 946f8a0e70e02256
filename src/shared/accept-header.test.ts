import { describe, expect, it } from 'vitest';
import { acceptedValues } from './accept-header.ts';
import { languageFromAcceptLanguage } from './domain/interface-languages.ts';

describe('Accept-style headers', () => {
  it('lists the values in order without parameters, leaving out those refused with q=0', () => {
    expect(acceptedValues('es-MX,es;q=0.9, en;q=0.8')).toEqual(['es-MX', 'es', 'en']);
    expect(acceptedValues('gzip, br;q=0, deflate;Q=0.000')).toEqual(['gzip']);
    expect(acceptedValues('br;q=0.01')).toEqual(['br']);
    expect(acceptedValues(undefined)).toEqual([]);
    expect(acceptedValues(' , ')).toEqual([]);
  });

  it("picks the interface language as the browser's list would", () => {
    expect(languageFromAcceptLanguage('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(languageFromAcceptLanguage('de-DE,FR-ca;q=0.7')).toBe('fr');
    expect(languageFromAcceptLanguage('es;q=0, it')).toBe('en');
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
  });
});
