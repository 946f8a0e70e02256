import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { declaredLicense, NOTICE_FILE, renderNotice, runtimePackages } from './notice.ts';

describe('NOTICE', () => {
  it('lists the licences of the installed runtime packages as they are now (run `npm run notice`)', () => {
    const expected = renderNotice(runtimePackages());
    expect(fs.readFileSync(NOTICE_FILE, 'utf8')).toBe(expected);
  });

  it('names every runtime dependency and no development-only one', () => {
    const names = new Set(runtimePackages().map((item) => item.name));
    const manifest = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    for (const name of Object.keys(manifest.dependencies)) expect(names).toContain(name);
    for (const name of ['vitest', 'eslint', 'vite', 'typescript']) expect(names).not.toContain(name);
  });

  it('reads the licence forms package.json files use', () => {
    expect(declaredLicense({ license: 'MIT' })).toBe('MIT');
    expect(declaredLicense({ license: { type: 'BSD-3-Clause' } })).toBe('BSD-3-Clause');
    expect(declaredLicense({ licenses: [{ type: 'MIT' }, { type: 'Apache-2.0' }] })).toBe(
      '(MIT OR Apache-2.0)',
    );
    expect(declaredLicense({})).toMatch(/^UNKNOWN/);
  });

  it('fails when a package changes: the listed versions and licences come from the installed packages', () => {
    const packages = runtimePackages();
    const changed = packages.map((item, index) => (index === 0 ? { ...item, version: '0.0.0-other' } : item));
    expect(renderNotice(changed)).not.toBe(fs.readFileSync(NOTICE_FILE, 'utf8'));
  });
});
