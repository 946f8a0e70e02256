import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Components show catalogue strings only: eslint.config.js applies i18next/no-literal-string to
 * src/web/**\/*.tsx, and `npm test` lints the tree. These cases pin what the configuration refuses
 * and what it lets through, so loosening it shows here.
 */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../..', import.meta.url)) });

async function literalFindings(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(
    `import { useTranslation } from 'react-i18next';\nexport function Probe() {\n  const { t } = useTranslation();\n  return ${code};\n}\n`,
    { filePath: 'src/web/features/probe/probe.tsx' },
  );
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'i18next/no-literal-string')
    .map((message) => message.message);
}

describe('literal strings in components', () => {
  it.each([
    ['text', '<p>Hello there</p>'],
    ['an aria-label', '<nav aria-label="Legal">{t("footer.terms")}</nav>'],
    ['a title', '<button title="Close">{t("common.close")}</button>'],
    ['a placeholder', '<input placeholder="Search users" />'],
    ['an alt text', '<img alt="Teacher" src="/a.png" />'],
    ['a string in an expression', '<p>{Date.now() > 0 ? "Ready" : t("common.loading")}</p>'],
    ['a template', '<p>{`${t("common.close")} in a minute`}</p>'],
  ])(
    'refuses %s',
    async (_what, code) => {
      expect(await literalFindings(code)).toHaveLength(1);
    },
    30_000, // the first lint loads the configuration and its parsers
  );

  it('lets through keys, class names, test ids, roles, routes and words without letters', async () => {
    const code = `<nav aria-label={t('footer.legalNav')} className="flex gap-2 hover:underline" data-testid="site-footer" role="navigation">
      <a href="/terms-of-service" id="terms" aria-describedby="terms-hint">{t('footer.terms')}</a>
      <span aria-hidden>{' · '}</span>{t(\`theme.\${'light'}\`)}
    </nav>`;
    expect(await literalFindings(code)).toEqual([]);
  });
});
