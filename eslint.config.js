import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import webBoundaries from './eslint/web-boundaries.js';

export default defineConfig([
  globalIgnores([
    '**/dist/',
    '**/dist-server/',
    '**/node_modules/',
    '**/test-results/',
    '**/playwright-report/',
    'apps/server/src/db/migrations/',
    'data/',
    '.tmp/',
  ]),
  { files: ['**/*.{js,mjs,cjs,ts,tsx}'], extends: [js.configs.recommended] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommended],
    // A leading underscore marks a parameter a signature needs but the body does not use.
    rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }] },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'apps/server/**', 'e2e/**', '*.config.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
    plugins: { 'web-boundaries': webBoundaries },
    rules: { 'web-boundaries/import-direction': 'error' },
  },
]);
