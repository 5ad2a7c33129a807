import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'src/server/db/migrations/**', 'screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through src/server/env.ts.' },
      ],
    },
  },
  {
    // Pure business rules: nothing of ours, no framework, no I/O.
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/web/**'], message: 'domain imports nothing of ours.' },
            { group: ['react', 'react-*', 'hono', 'hono/*', '@hono/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'], message: 'domain has no framework or I/O.' },
            { group: ['node:*', 'fs', 'path', 'http', 'net', 'child_process'], message: 'domain has no I/O.' },
          ],
        },
      ],
    },
  },
  {
    // The web app may import server *types* only.
    files: ['src/web/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], allowTypeImports: true, message: 'web may import server types only (import type).' }] },
      ],
    },
  },
  {
    // Server code logs through src/server/logging/logger.ts (pino, with the request id), never console.*.
    files: ['src/server/**'],
    ignores: ['src/server/admin-create.ts', '**/*.test.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    files: ['src/server/env.ts', '**/*.test.ts', 'e2e/**', 'bench/**', 'scripts/**', 'src/server/testing/**', '*.config.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
);
