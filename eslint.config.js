// ESLint for the whole tree, run by `npm run lint` (and so by `npm test`) with zero warnings allowed.
// Formatting is prettier's job (`npm run format:check`); these rules look for bugs.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import relay from 'eslint-plugin-relay';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    // Generated code and build or run output: fixed by regenerating, not by hand.
    ignores: [
      '**/__generated__/**',
      'api/src/generated/**',
      'web/dist/**',
      'web/dist-server/**',
      'dist/**',
      'api/dist/**',
      '.data/**',
      'bench/results/**',
      'test-results/**',
      '**/node_modules/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A Relay fragment may stand alone as a graphql`` statement: it is there for the compiler, and other
      // documents spread it.
      '@typescript-eslint/no-unused-expressions': ['error', { allowTaggedTemplates: true }],
      // Destructuring with a rest is how a field is left out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  // Patterns run on request bodies, query strings and headers: one that backtracks can freeze the server
  // for every visitor, so the super-linear checks hold on every file as errors.
  regexp.configs['flat/recommended'],
  {
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'api/test/**', 'web/e2e/**', 'web/src/test/**'],
    rules: {
      // Tests read JSON answers as they come and assert on their shape: a wrong shape fails the assertion.
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // React's `await act(async () => ...)` flushes the work an event starts; fakes return promises by contract.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // The plain JavaScript files (config and scripts) are outside tsconfig.json: lint them without types.
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { relay },
    rules: {
      ...relay.configs['ts-strict'].rules,
      // React Router's loaders end by throwing the Response that redirect() builds.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }] }],
    },
  },
  {
    // These fragments' fields are read by plain helpers, which the rule cannot follow: tableRows.ts filters and
    // sorts the manager's rows, apartmentForm.ts turns an apartment into the form's values.
    files: [
      'web/src/routes/admins/manager/ApartmentTable.tsx',
      'web/src/routes/admins/manager/editor/DetailsSection.tsx',
    ],
    rules: { 'relay/unused-fields': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['web/**/*.tsx'],
    rules: {
      // Our components take a `role` prop that names a staff role ('admin', 'agent'), not an ARIA role.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
      // A scrolling region must take keyboard focus to be scrolled without a mouse (WCAG 2.1.1).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    },
  },
);
