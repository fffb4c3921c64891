import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The folders in `path` (from the repository's root): a new feature is held to the rules below as it is made. */
const folders = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const FEATURES = folders('./frontend/src/features/');

/** Files that may not import what the patterns match. */
const forbidImports = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });

/**
 * The front end's arrows point down: src/app composes the features, each feature stands alone, and
 * shared code (src/lib, src/components) sits below them all. The page's renderer (src/server) runs
 * in the API's process and draws the public page only: nothing of the admin or the sign-in.
 */
const featureRules = (feature) => [
  {
    regex: `^@/features/(?!${feature}/)`,
    message: 'Features do not import each other: compose them in src/app/.',
  },
  { regex: '^@/app/', message: 'Features do not import the app: the app composes them.' },
  { regex: '^(\\.\\./){2,}', message: 'Reach shared code through @/, not out of the feature by ../../.' },
];

/**
 * The admin's rooms, from the bottom up: each imports only the rooms below it, and the editor, on
 * top, composes them; so a room reads knowing only what is under it (docs/architecture.md).
 */
const ADMIN_ROOMS = [
  'api',
  'form',
  'lists',
  'statistics',
  'posts',
  'history',
  'saving',
  'status',
  'post-editor',
  'editor',
];

const frontendBoundaries = [
  ...FEATURES.map((feature) =>
    forbidImports([`frontend/src/features/${feature}/**/*.{ts,tsx}`], featureRules(feature)),
  ),
  // A later entry replaces an earlier one's patterns for the files it names: the admin's say both.
  ...ADMIN_ROOMS.slice(0, -1).map((room, index) =>
    forbidImports(
      [`frontend/src/features/admin/${room}/**/*.{ts,tsx}`],
      [
        ...featureRules('admin'),
        {
          regex: `^(\\.\\./|@/features/admin/)(${ADMIN_ROOMS.slice(index + 1).join('|')})/`,
          message: `A room of the admin imports only the rooms below it: ${ADMIN_ROOMS.join(' < ')}.`,
        },
      ],
    ),
  ),
  forbidImports(
    ['frontend/src/{lib,components}/**/*.{ts,tsx}'],
    [
      {
        regex: '^@/(features|app|server)/',
        message: 'Shared code (lib/, components/) imports no feature, the app or the renderer: they import it.',
      },
      { regex: '^\\.\\./', message: 'Reach other shared code through @/.' },
    ],
  ),
  forbidImports(
    ['frontend/src/server/**/*.{ts,tsx}'],
    [
      {
        regex: '^@/features/(?!portfolio/)',
        message: "The page's renderer imports the public page's feature only: not the admin, not the sign-in.",
      },
      {
        regex: '^@/app/(?!(public-page|page-data)$)',
        message: "From the app, the page's renderer imports the public page and its data only, not the router.",
      },
      { regex: '^\\.\\./(?!\\.\\./)', message: 'Reach the rest of src/ through @/.' },
    ],
  ),
];

/** What the API's features use: configuration (files at the top), and these folders. */
const BACKEND_BELOW = ['database', 'http', 'migrations'];
const BACKEND_FEATURES = folders('./backend/src/').filter((folder) => !BACKEND_BELOW.includes(folder));

/** What no file of the API below the app imports: the app itself, and a controller (only its module registers it). */
const NOT_THE_APP = { regex: '(^|/)(app\\.module|main)$', message: 'Only main.ts composes the app.' };
const NOT_A_CONTROLLER = {
  regex: '\\.controller$',
  message: 'Controllers only route: only their module imports them. Share what two need in a file below both.',
};

/**
 * The API's arrows point down: main and the app module compose the features (every folder of
 * backend/src but those below them), and the features use what sits below them (config,
 * database/, http/, migrations/), which never imports a feature.
 */
const backendBoundaries = [
  {
    files: ['backend/src/**/*.ts'],
    ignores: ['backend/src/**/*.spec.ts', 'backend/src/main.ts', 'backend/src/app.module.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NOT_THE_APP, NOT_A_CONTROLLER] }] },
  },
  {
    files: ['backend/src/**/*.module.ts'],
    ignores: ['backend/src/app.module.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NOT_THE_APP] }] },
  },
  {
    ...forbidImports(
      ['backend/src/*.ts', `backend/src/{${BACKEND_BELOW.join(',')}}/**/*.ts`],
      [
        NOT_THE_APP,
        NOT_A_CONTROLLER,
        {
          regex: `^(\\.{1,2}/)+(${BACKEND_FEATURES.join('|')})(/|$)`,
          message: 'Configuration, database/, http/ and migrations/ sit below the features: they import none.',
        },
      ],
    ),
    ignores: ['backend/src/**/*.spec.ts', 'backend/src/main.ts', 'backend/src/app.module.ts'],
  },
];

/**
 * The sign-in's rooms, from the bottom up: each imports only the rooms below it, and the files at
 * the top of auth/ (the module, the controllers, the guard, the route markers) compose them.
 */
const AUTH_ROOMS = ['request', 'password', 'lock-out', 'sessions', 'devices', 'second-factor', 'sign-in'];

const authBoundaries = AUTH_ROOMS.map((room, index) => ({
  ...forbidImports(
    [`backend/src/auth/${room}/**/*.ts`],
    [
      NOT_THE_APP,
      NOT_A_CONTROLLER,
      {
        regex: [...AUTH_ROOMS.slice(index + 1).map((higher) => `^\\.\\./${higher}/`), '^\\.\\./[^/]+$'].join('|'),
        message: `A room of the sign-in imports only the rooms below it: ${AUTH_ROOMS.join(' < ')} < the top of auth/.`,
      },
    ],
  ),
  ignores: ['backend/src/**/*.spec.ts'],
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/.stack/**',
      '**/.run/**',
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
  ...frontendBoundaries,
  ...backendBoundaries,
  ...authBoundaries,
  {
    // Unused arguments named with a leading underscore are kept on purpose (a handler's signature).
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
