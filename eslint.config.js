import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './scripts/eslint/boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      'functions/lib/**',
      'emulator-data/**',
      'test-results/**',
      'test-results-*/**',
      'playwright-report/**',
      '.test-output/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: [
      'scripts/**/*.{js,mjs,ts}',
      'bench/**/*.{js,mjs,ts}',
      'functions/**/*.{js,mjs,ts}',
      '*.config.{js,ts}',
      'e2e/**/*.ts',
      'tests/**/*.ts',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    // Browser tests take `test` from the guard that fails them on page and console errors.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: 'Import test from e2e/fixtures.ts: it fails on page and console errors.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, aforo: boundaries },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'aforo/layers': 'error',
      'aforo/feature-cycles': 'error',
      'aforo/data-in-api': 'error',
    },
  },
  {
    files: ['functions/src/**/*.ts'],
    plugins: { aforo: boundaries },
    rules: { 'aforo/functions-layers': 'error' },
  },
  {
    files: ['domain/src/**/*.ts'],
    plugins: { aforo: boundaries },
    rules: { 'aforo/domain-pure': 'error' },
  },
  {
    // Type-aware: a promise nobody awaits or catches loses its errors (an unsaved write, a
    // failed request nobody reports). Each package's own tsconfig.json answers for its files.
    files: ['web/src/**/*.{ts,tsx}', 'functions/src/**/*.ts', 'domain/src/**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
);
