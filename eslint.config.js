import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import portal from './eslint-rules/index.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/migrations/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'error',
    },
  },
  {
    // The domain is pure: no I/O, no server or web code.
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'fs', 'path', '@portal/server*', '@portal/web*', 'react', 'react-dom'] },
      ],
    },
  },
  {
    // Dependency direction inside the web app: ui <- features <- app; features never import each other.
    files: ['packages/web/src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/features/**', '**/app/**'] }],
    },
  },
  {
    // ...except through a feature's public entry (its index.ts).
    files: ['packages/web/src/features/**/*.{ts,tsx}'],
    plugins: { portal },
    rules: { 'portal/feature-boundaries': 'error' },
  },
  {
    // No module of ours imports itself through others.
    files: ['packages/*/src/**/*.{ts,tsx}'],
    plugins: { portal },
    rules: { 'portal/no-import-cycle': 'error' },
  },
  {
    // Server: only app.ts registers a capability's routes (tests build their own apps).
    files: ['packages/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing/**'],
    plugins: { portal },
    rules: { 'portal/routes-from-app': 'error' },
  },
  {
    // Server: the HTTP layer reaches tables only through operations and repositories.
    files: [
      'packages/server/src/**/*-routes.ts',
      'packages/server/src/**/register-*.ts',
      'packages/server/src/**/*-guard.ts',
      'packages/server/src/**/*-plugin.ts',
      'packages/server/src/app.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/schema', '**/db/schema/**', 'drizzle-orm', 'drizzle-orm/**'],
              message: 'Routes reach tables through their capability’s repository or operations.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Figures and dates are written only by the domain's formatting module (packages/domain/src/format),
    // in the reader's language; Intl and toLocaleString elsewhere would write them some other way.
    files: ['packages/web/src/**/*.{ts,tsx}', 'packages/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/cli.ts', '**/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Intl']",
          message: 'Format numbers and dates with the domain formatting module (packages/domain/src/format).',
        },
      ],
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
          property,
          message: 'Format numbers and dates with the domain formatting module (packages/domain/src/format).',
        })),
      ],
    },
  },
  {
    // The web shows figures; toFixed would write them the English way. Data strings say why they may.
    files: ['packages/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Intl']",
          message: 'Format numbers and dates with the domain formatting module (packages/domain/src/format).',
        },
        {
          selector: "CallExpression[callee.property.name='toFixed']",
          message: 'Write figures with ui/format.ts (the domain formatting module), not toFixed.',
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'packages/e2e/**', '**/cli.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-console': 'off' },
  },
);
