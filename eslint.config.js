import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const sharedBoundary = {
  patterns: [
    {
      group: ['electron', 'electron/*', '**/desktop/**'],
      message: 'shared/ runs in the browser too: inject platform capabilities instead.',
    },
    {
      group: ['**/supabase/local/**', '**/scripts/**'],
      message: 'shared/ must not depend on development tooling.',
    },
  ],
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
    files: ['shared/**/*.ts', 'shared/**/*.tsx'],
    rules: { 'no-restricted-imports': ['error', sharedBoundary] },
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
