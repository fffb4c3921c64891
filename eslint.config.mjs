import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = ['admin', 'auth', 'connectivity', 'portfolio'];

/** Each feature stands alone: it imports shared code and its own files, never another feature or the app. */
const featureBoundaries = FEATURES.map((feature) => ({
  files: [`frontend/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^@/features/(?!${feature}/)`,
            message: 'Features do not import each other: compose them in src/app/.',
          },
          { regex: '^@/app/', message: 'Features do not import the app: the app composes them.' },
          { regex: '^(\\.\\./){2,}', message: 'Reach shared code through @/, not out of the feature by ../../.' },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/.stack/**',
      '**/.data/**',
      '**/.work/**',
      'backups/**',
      'frontend/public/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  { languageOptions: { globals: globals.node } },
  {
    // Playwright runs some of their functions in the page.
    files: ['e2e/**', 'bench/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...featureBoundaries,
  {
    // Unused arguments named with a leading underscore are kept on purpose (a handler's signature).
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
