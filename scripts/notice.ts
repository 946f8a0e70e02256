/**
 * `npm run notice`: writes NOTICE, the third-party licences of the packages the server runs with: every
 * package reachable from package.json's `dependencies` through the installed packages' own dependencies
 * (and required peer dependencies), each with its version and the licence its package.json declares.
 * `npm run notice -- --check` exits 1 when NOTICE differs from what the installed packages say; a unit
 * test does the same, so a dependency change without a new NOTICE fails the suite.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface Manifest {
  name?: string;
  version?: string;
  license?: unknown;
  licenses?: unknown;
  homepage?: unknown;
  repository?: unknown;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

export interface ThirdPartyPackage {
  readonly name: string;
  readonly version: string;
  readonly license: string;
  readonly source: string | undefined;
}

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function readManifest(dir: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;
}

/** Node's lookup of `name` from a package's folder: its own node_modules, then each one above it. */
function resolvePackage(from: string, name: string, root: string): string | undefined {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === root || path.dirname(dir) === dir) return undefined;
  }
}

/** The licence a manifest declares: an SPDX expression, or the older object and list forms. */
export function declaredLicense(manifest: Pick<Manifest, 'license' | 'licenses'>): string {
  const one = (value: unknown): string | undefined =>
    typeof value === 'string'
      ? value
      : value && typeof value === 'object' && typeof (value as { type?: unknown }).type === 'string'
        ? (value as { type: string }).type
        : undefined;
  const license = one(manifest.license);
  if (license) return license;
  if (Array.isArray(manifest.licenses)) {
    const all = manifest.licenses.map(one).filter((value): value is string => Boolean(value));
    if (all.length > 0) return all.length === 1 ? all[0]! : `(${all.join(' OR ')})`;
  }
  return one(manifest.licenses) ?? 'UNKNOWN (no licence declared)';
}

function sourceOf(manifest: Manifest): string | undefined {
  const repository = manifest.repository;
  const url =
    typeof repository === 'string'
      ? repository
      : repository &&
          typeof repository === 'object' &&
          typeof (repository as { url?: unknown }).url === 'string'
        ? (repository as { url: string }).url
        : typeof manifest.homepage === 'string'
          ? manifest.homepage
          : undefined;
  if (!url) return undefined;
  const cleaned = url.replace(/^git\+/, '').replace(/\.git$/, '');
  return /^github:/.test(cleaned)
    ? `https://github.com/${cleaned.slice('github:'.length)}`
    : /^[\w.-]+\/[\w.-]+$/.test(cleaned)
      ? `https://github.com/${cleaned}`
      : cleaned.replace(/^git:\/\//, 'https://').replace(/^ssh:\/\/git@/, 'https://');
}

/** Every installed package the runtime dependencies reach, sorted by name and version. */
export function runtimePackages(root: string = ROOT): ThirdPartyPackage[] {
  const found = new Map<string, ThirdPartyPackage>();
  const visited = new Set<string>();
  const visit = (dir: string) => {
    const real = fs.realpathSync(dir);
    if (visited.has(real)) return;
    visited.add(real);
    const manifest = readManifest(dir);
    const required = {
      ...manifest.dependencies,
      ...manifest.optionalDependencies,
      ...Object.fromEntries(
        Object.entries(manifest.peerDependencies ?? {}).filter(
          ([name]) => !manifest.peerDependenciesMeta?.[name]?.optional,
        ),
      ),
    };
    for (const name of Object.keys(required)) {
      const child = resolvePackage(dir, name, root);
      // An optional dependency for another platform is not installed, and is not run either.
      if (!child) continue;
      const childManifest = readManifest(child);
      const version = childManifest.version ?? '0.0.0';
      found.set(`${name}@${version}`, {
        name,
        version,
        license: declaredLicense(childManifest),
        source: sourceOf(childManifest),
      });
      visit(child);
    }
  };
  const rootManifest = readManifest(root);
  for (const name of Object.keys(rootManifest.dependencies ?? {})) {
    const dir = resolvePackage(root, name, root);
    if (!dir) throw new Error(`${name} is a dependency but is not installed; run npm ci first`);
  }
  visit(root);
  return [...found.values()].sort((a, b) =>
    a.name === b.name ? a.version.localeCompare(b.version) : a.name < b.name ? -1 : 1,
  );
}

/** The text of NOTICE for these packages. */
export function renderNotice(packages: readonly ThirdPartyPackage[]): string {
  const counts = new Map<string, number>();
  for (const item of packages) counts.set(item.license, (counts.get(item.license) ?? 0) + 1);
  const summary = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([license, count]) => `  ${license}: ${count}`);
  const lines = packages.map(
    (item) =>
      `${item.name}@${item.version}\n  License: ${item.license}${item.source ? `\n  Source: ${item.source}` : ''}`,
  );
  return [
    'LinguaCoach',
    'Copyright (c) 2026 LinguaCoach Ltd. See LICENSE.',
    '',
    'This product includes the third-party packages below, which it runs with (the runtime dependencies',
    'of package.json and everything they depend on), each under its own licence as its package declares',
    "it. Each licence's full text ships with its package in node_modules/<name>/. This file is written",
    'by `npm run notice` from the installed packages; do not edit it by hand.',
    '',
    `Packages: ${packages.length}`,
    'Licences:',
    ...summary,
    '',
    ...lines,
    '',
  ].join('\n');
}

export const NOTICE_FILE = path.join(ROOT, 'NOTICE');

if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const text = renderNotice(runtimePackages());
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(NOTICE_FILE) ? fs.readFileSync(NOTICE_FILE, 'utf8') : '';
    if (current !== text) {
      console.error('NOTICE is out of date with the installed packages: run `npm run notice`.');
      process.exit(1);
    }
    console.log('NOTICE is up to date.');
  } else {
    fs.writeFileSync(NOTICE_FILE, text);
    console.log(`NOTICE written: ${text.split('\n').find((line) => line.startsWith('Packages:'))}`);
  }
}
