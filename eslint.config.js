// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Files the type-aware promise rules run on (each is in a tsconfig the project service finds).
const typedFiles = [
  'apps/server/**/*.ts',
  'packages/domain/**/*.ts',
  'bench/**/*.ts',
  'deploy/**/*.ts',
  'e2e/**/*.ts',
];

// Small files with one job: no source file over 300 lines, no function over 80 (tests exempt). The
// allow-list is the table files of the Drizzle schema, one declaration per table, long by nature.
const sizeLimits = [
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.d.ts'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    files: ['apps/server/src/db/schema/*.ts'],
    rules: { 'max-lines-per-function': 'off' },
  },
];

const featuresDir = 'apps/web/src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/data/**',
      'apps/server/drizzle/**',
      'e2e/artifacts/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    // Without TypeScript extensions the resolver finds no file and path rules silently pass.
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': 'off',
    },
  },
  {
    files: ['apps/server/**/*.ts', 'packages/domain/**/*.ts'],
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.js'] })],
    },
    // File cycles are dependency-cruiser's (`npm run lint:modules`, rule no-file-cycle): the same check
    // in seconds, where this rule took a sixth of ESLint's time.
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    files: typedFiles,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // The domain package is pure: no I/O, no server or web code.
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'path', 'http', 'crypto'], message: 'domain has no I/O' },
            {
              group: ['@portico/server*', '@portico/web*', '**/apps/**'],
              message: 'domain imports nothing of ours',
            },
          ],
        },
      ],
    },
  },
  {
    // config.ts is the only reader of process.env on the server (its parts in config/ read none).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through src/config.ts',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@portico/web*', '**/apps/web/**'], message: 'server never imports web' },
          ],
        },
      ],
    },
  },
  {
    ...jsxA11y.flatConfigs.recommended,
    files: ['apps/web/src/**/*.tsx'],
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Only DOM autoFocus is flagged: the code boxes take focus when the code has just been sent.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // Promises in the web app are awaited or deliberately voided; handlers may return one
    // (react-hook-form's handleSubmit does), which React ignores.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@portico/server*', '**/apps/server/**'],
              message: 'web never imports server',
            },
          ],
        },
      ],
      // One feature never imports another; what two need moves down to src/app or src/ui.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: features
            .map((feature) => ({
              target: `./${featuresDir}/${feature}`,
              from: `./${featuresDir}`,
              except: [`./${feature}`],
              message:
                'A feature never imports another feature; move shared code to src/app or src/ui.',
            }))
            .concat({
              target: './apps/web/src/ui',
              from: ['./apps/web/src/app', './apps/web/src/features'],
              message:
                'ui/ holds building blocks: it imports nothing from src/app or src/features.',
            }),
        },
      ],
    },
  },
  ...sizeLimits,
);
