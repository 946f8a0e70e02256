import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_PARTS, CORE_PARTS } from '../lib/i18n.ts';

/**
 * Catalogues load per page (lib/i18n.ts, app/lazy-page.ts): the first paint has only the core parts,
 * and each routed page brings the parts it declares. These tests read the code to check that every key
 * a screen can show is in a part loaded by then: the modules reachable from main.tsx without passing
 * a routed page use core parts only, and each page declares exactly the parts its modules use.
 */

const WEB = fileURLToPath(new URL('..', import.meta.url));
const LOCALES = join(WEB, 'locales');
const ROUTER = join(WEB, 'app/router.tsx');
const MAIN = join(WEB, 'main.tsx');

/** English catalogue: part → parsed file. */
const english: Record<string, Record<string, unknown>> = Object.fromEntries(
  readdirSync(join(LOCALES, 'en'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => [
      file.replace(/\.json$/, ''),
      JSON.parse(readFileSync(join(LOCALES, 'en', file), 'utf8')),
    ]),
);

function flatKeys(value: unknown, prefix: string, out: Set<string>): Set<string> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, item] of Object.entries(value)) flatKeys(item, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.add(prefix);
    out.add(prefix.replace(/_(zero|one|two|few|many|other)$/, '')); // the key a plural is asked for by
  }
  return out;
}

/** Every full key (and plural base) with the part that holds it. */
const partOfKey = new Map<string, string>();
for (const [part, catalogue] of Object.entries(english))
  for (const key of flatKeys(catalogue, '', new Set())) partOfKey.set(key, part);
const allKeys = [...partOfKey.keys()];

/**
 * The part a string of the code names: a full key (`'billing.title'`), or the start of keys built at
 * run time (the text before the first placeholder of `` `plans.${id}` ``). Other strings name none.
 */
function partNamedBy(text: string, isTemplateHead: boolean): string | undefined {
  if (!isTemplateHead) return partOfKey.get(text);
  if (!/^[A-Za-z][\w-]*\./.test(text)) return undefined;
  const key = allKeys.find((candidate) => candidate.startsWith(text));
  return key === undefined ? undefined : partOfKey.get(key);
}

interface ModuleFacts {
  parts: Set<string>;
  staticImports: string[];
  dynamicImports: string[];
}

const cache = new Map<string, ModuleFacts>();

/**
 * Only the web app's modules are read. Shared data naming keys (the plans' feature lines) is rendered by
 * its own feature's components, which name the part through their own keys.
 */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined; // packages hold no catalogue keys
  const target = resolve(dirname(from), specifier);
  return target.startsWith(WEB) && /\.(tsx?)$/.test(target) && existsSync(target) ? target : undefined;
}

function moduleFacts(file: string): ModuleFacts {
  const known = cache.get(file);
  if (known) return known;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const facts: ModuleFacts = { parts: new Set(), staticImports: [], dynamicImports: [] };
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const typeOnly = ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly : node.isTypeOnly;
      const target = resolveImport(file, node.moduleSpecifier.text);
      if (target && !typeOnly) facts.staticImports.push(target);
      return;
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      const target =
        argument && ts.isStringLiteral(argument) ? resolveImport(file, argument.text) : undefined;
      if (target) facts.dynamicImports.push(target);
      return;
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const part = partNamedBy(node.text, false);
      if (part) facts.parts.add(part);
    } else if (ts.isTemplateHead(node)) {
      const part = partNamedBy(node.text, true);
      if (part) facts.parts.add(part);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  cache.set(file, facts);
  return facts;
}

/** The parts used by the modules reachable from `entry`, not entering any of `stopAt`. */
function partsReachable(entry: string, stopAt: ReadonlySet<string>): Set<string> {
  const parts = new Set<string>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || stopAt.has(file)) continue;
    seen.add(file);
    const facts = moduleFacts(file);
    for (const part of facts.parts) parts.add(part);
    queue.push(...facts.staticImports, ...facts.dynamicImports);
  }
  return parts;
}

interface RoutedPage {
  module: string;
  parts: string[];
}

/** The router's pages: `lazyPage(['part', …], () => import('./page.tsx'))`. */
function routedPages(): { pages: RoutedPage[]; plainLazy: number } {
  const text = readFileSync(ROUTER, 'utf8');
  const pages = [...text.matchAll(/lazyPage\(\s*\[([^\]]*)\]\s*,\s*\(\)\s*=>\s*import\('([^']+)'\)/g)].map(
    (match) => ({
      module: resolve(dirname(ROUTER), match[2]!),
      parts: [...match[1]!.matchAll(/'([^']+)'/g)].map((part) => part[1]!),
    }),
  );
  return { pages, plainLazy: [...text.matchAll(/\blazy\(/g)].length };
}

const sorted = (values: Iterable<string>) => [...values].sort();

describe('catalogue parts', () => {
  it('are the files of every language folder, and own disjoint top-level keys', () => {
    for (const language of ['en', 'es', 'fr'])
      expect(sorted(readdirSync(join(LOCALES, language)).map((file) => file.replace(/\.json$/, '')))).toEqual(
        sorted(CATALOGUE_PARTS),
      );
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const [part, catalogue] of Object.entries(english))
      for (const key of Object.keys(catalogue)) {
        const other = owner.get(key);
        if (other) clashes.push(`${key} in ${other} and ${part}`);
        owner.set(key, part);
      }
    expect(clashes).toEqual([]);
  });

  it('read from the code: a full key, a key built at run time, and nothing from other strings', () => {
    expect(partNamedBy('billing.subscribe.title', false)).toBe('billing');
    expect(partNamedBy('plans.', true)).toBe('app');
    expect(partNamedBy('recent.duration', false)).toBe('practice'); // a plural, asked for by its base
    expect(partNamedBy('./app.tsx', false)).toBeUndefined();
    expect(partNamedBy('billing.nope', false)).toBeUndefined();
  });
});

describe('catalogues per page', () => {
  const { pages, plainLazy } = routedPages();
  const pageModules = new Set(pages.map((page) => page.module));

  it('every routed page is split with its catalogue parts', () => {
    expect(pages.length).toBeGreaterThanOrEqual(10);
    expect(plainLazy, 'router.tsx splits pages with lazyPage, not lazy').toBe(0);
  });

  it('the first load (everything reachable without a routed page) uses core parts only', () => {
    const outside = sorted(partsReachable(MAIN, pageModules)).filter(
      (part) => !(CORE_PARTS as readonly string[]).includes(part),
    );
    expect(outside).toEqual([]);
  });

  it.each(pages.map((page) => [page.module.slice(WEB.length), page] as const))(
    '%s declares exactly the parts it uses',
    (_name, page) => {
      const used = sorted(partsReachable(page.module, new Set()));
      const needed = used.filter((part) => !(CORE_PARTS as readonly string[]).includes(part));
      expect(sorted(page.parts)).toEqual(needed);
    },
  );
});
