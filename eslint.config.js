import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Structure is enforced here: web ↛ server, server ↛ web, shared ↛ either. */
const boundary = (message, ...patterns) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group, message })) }],
});

/**
 * The rules the server decides and the web only shows (docs/decisions/108): the web may import labels and
 * display constants from these files, never the rules.
 */
const serverVerdicts = {
  group: ['**/shared/domain/quiz-rules.ts', '**/shared/domain/kids-rules.ts'],
  importNames: [
    'PASS_MARK',
    'passMarkFor',
    'isPassingScore',
    'countCorrectAnswers',
    'isAdultLevelUnlocked',
    'starsForScore',
    'kidsProgressPercentage',
    'findUnlockedKidsLevels',
  ],
  message: 'Pass marks, passes, stars and unlocking are the server’s verdict: show the fields it sends.',
};

/**
 * One owner per table: a feature's `*.table.ts` is imported by its own feature folder only (and by the
 * schema index, the other tables for their foreign keys, and tests, which arrange data directly).
 * Every other module goes through the owner's functions.
 */
const TABLE_OWNERS = {
  users: ['users'],
  practice: ['practice'],
  quizzes: ['quizzes'],
  billing: ['billing'],
  audit: ['admin'],
  notebook: ['notebook'],
  timings: ['timings'],
  speech: ['speech'],
  family: ['family'],
  memory: ['memory'],
};
const tableOwnership = Object.entries(TABLE_OWNERS).map(([table, [feature]]) => ({
  from: `src/server/features/${feature}/${table}.table.ts`,
  target: [
    'src/server/*.ts',
    'src/server/!(features|db)/**/!(*.test).ts',
    'src/server/db/!(schema|*.test).ts',
    `src/server/features/!(${feature})/!(*.table|*.test).ts`,
  ],
  message: `The ${table} tables belong to features/${feature}: call its functions instead.`,
}));

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'migrations/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through src/server/config.ts.',
        },
      ],
    },
  },
  {
    files: [
      'src/server/config.ts',
      'test/**',
      'e2e/**',
      'bench/**',
      'scripts/**',
      '*.config.ts',
      '*.config.js',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'The web app never imports server code.' },
            serverVerdicts,
          ],
        },
      ],
    },
  },
  {
    // Every string a component shows comes from a catalogue (src/web/locales). Strings that are not
    // shown are let through: attributes that hold class names, ids, test ids, roles, routes or
    // catalogue keys; and words without letters, lower-case identifiers, constants and dotted keys.
    files: ['src/web/**/*.tsx'],
    ignores: ['src/web/**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'all',
          'should-validate-template': true,
          'jsx-components': { exclude: ['Trans', 'style'] },
          'jsx-attributes': {
            exclude: [
              'className',
              'style',
              'type',
              'key',
              'id',
              'data-.*',
              'role',
              'aria-(labelledby|describedby|controls|hidden|live|current|haspopup|orientation|atomic|relevant)',
              'href',
              'to',
              'path',
              'src',
              'rel',
              'target',
              'name',
              'htmlFor',
              'form',
              'value',
              'defaultValue',
              'variant',
              'size',
              'side',
              'align',
              'orientation',
              'dir',
              'lang',
              'kind',
              'namespace',
              '.*Key',
              'autoComplete',
              'autoCapitalize',
              'inputMode',
              'enterKeyHint',
              'accept',
              'capture',
              'preload',
              'swipeDirection',
              'width',
              'height',
              'viewBox',
              'xmlns',
              'd',
              'fill',
              'stroke.*',
              'transform',
            ],
          },
          words: {
            exclude: [
              '[^A-Za-z\\u00C0-\\u024F]*', // no letters: numbers, punctuation, separators
              '[a-z0-9_-][\\w-]*', // lower-case identifiers: ids, variants, query parameters
              '[A-Z][A-Z0-9_]*', // constants, key names
              '[a-z]\\w*(\\.\\w*)+', // catalogue keys, and the start of keys built at run time
              '/[\\w/?=&.:-]*', // paths
              '[&?][\\w-]+=', // query parameters
            ],
          },
          callees: {
            exclude: [
              'i18n(ext)?',
              't',
              'Error',
              'cn',
              'cva',
              'clsx',
              'navigate',
              'setLocation',
              'get',
              'set',
              'has',
              'append',
              'querySelector(All)?',
              'getElementById',
              'matchMedia',
              'addEventListener',
              'removeEventListener',
              'getItem',
              'setItem',
              'removeItem',
              'includes',
              'startsWith',
              'endsWith',
              'describedBy',
              'error',
              'success',
              'failure',
            ],
          },
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: boundary('The server never imports web code.', ['**/web/**']),
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/extensions': ['.ts', '.tsx', '.js'],
      'import/ignore': ['node_modules'],
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': ['error', { zones: tableOwnership }],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: boundary('shared/ is isomorphic: no server, web, or node: imports.', [
      '**/server/**',
      '**/web/**',
      'node:*',
    ]),
  },
  {
    files: ['src/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
);
