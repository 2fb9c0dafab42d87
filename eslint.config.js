import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { layersPlugin } from './eslint.layers.js'

/** The browser code runs without Electron: the desktop injects what it needs (owner/platform). */
const noElectron = {
  patterns: [
    {
      group: ['electron', 'electron/*'],
      message: 'This code runs in the browser too: inject platform capabilities instead.',
    },
  ],
}

/** One client factory (shared/backend/client.ts): its session handling and headers everywhere. */
const oneClient = {
  name: '@supabase/supabase-js',
  importNames: ['createClient'],
  message: 'Use createBackendClient of shared/backend/client.ts.',
}

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'out/',
      '.local/',
      'coverage/',
      'node_modules/',
      'scratch/',
      'test-results/',
      'playwright-report/',
      'supabase/functions/_shared/database.types.ts',
      // Deno entries: checked and linted by Deno (npm run check:functions).
      'supabase/functions/*/index.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/consistent-type-definitions': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    plugins: { layers: layersPlugin },
    rules: { 'layers/imports': 'error' },
  },
  {
    // A function a reader can hold: past 100 lines of code, split it by concern into named
    // pieces (hooks, sub-components, steps). Blank lines and comments do not count: a comment
    // that says why never pushes a function over.
    rules: {
      'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // A test file's `describe` holds its cases, each its own `it`: its length is how many
    // behaviours the file checks, not how much one function does.
    files: ['tests/**'],
    rules: { 'max-lines-per-function': 'off' },
  },
  {
    files: ['{shared,owner,site}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', noElectron] },
  },
  {
    // Data access has its owners: shared/backend/ for the product, and supabase/functions/,
    // deployed alone, for the Edge Functions. The tests reach the backend directly.
    files: ['{shared,owner,site,desktop}/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    ignores: ['shared/backend/**'],
    rules: { 'layers/data-access': 'error' },
  },
  {
    files: ['{shared,owner,site}/**/*.{ts,tsx}'],
    ignores: ['shared/backend/**'],
    rules: { 'no-restricted-imports': ['error', { ...noElectron, paths: [oneClient] }] },
  },
  {
    files: ['desktop/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [oneClient] }] },
  },
  {
    // Playwright fixtures name what they depend on in an object pattern: `{}` when nothing.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
)
