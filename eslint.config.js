// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

// Features never import each other: one zone per feature folder (bulletproof-react's rule, as a flat config).
const featuresDir = 'renderer/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
const featureZones = features.map((name) => ({
  target: `./renderer/features/${name}`,
  from: './renderer/features',
  except: [`./${name}`],
  message: 'Features never import each other; compose them in renderer/app.',
}));

// What the renderer bundles validates with zod/mini only: classic zod anywhere in the bundle drags its core classes
// (every string format, every wrapper) into the first view's chunk, since a module lives in one chunk (README ›
// Decisions). Types may still come from 'zod'; tests (not bundled) may use classic.
const miniZodOnly = {
  name: 'zod',
  allowTypeImports: true,
  message: "Import from 'zod/mini': classic zod in the renderer's bundle puts its core in the first view.",
};
// date-fns's index imports every one of its ~250 functions: under Node (the platform imports shared/time) that is ~300
// more modules and, with its 200 kB package.json read again for each, ~0.9 s more on every start of the server.
const dateFnsByFunction = {
  name: 'date-fns',
  message: "Import each function from its own file: import { addDays } from 'date-fns/addDays'.",
};
// zod's own wording of an issue (a locale) is for the platform's integrators (server/routes/contracts.ts sets English):
// the web app shows the translation of a refusal's code, and a locale here would be bytes in every first view.
const zodLocales = {
  group: ['zod/locales', 'zod/v4/locales', 'zod/v4/locales/*'],
  message:
    "zod's wording is set on the platform (server/routes/contracts.ts); screens show refusal codes' texts.",
};
// React Router's <Link> carries its framework mode's prefetching in every first view (components/ui/link.tsx)
const appLinkOnly = {
  name: 'react-router-dom',
  importNames: ['Link', 'NavLink'],
  message:
    "Use Link from renderer/components/ui/link.tsx: React Router's own carries framework-mode code to every page.",
};
const sharedPatterns = [
  { group: ['node:*', 'electron', 'react', 'react-dom', 'fastify'], message: 'shared/ uses zod only.' },
  zodLocales,
];
const rendererPatterns = [
  {
    group: ['node:*', 'electron', 'electron-*'],
    message: 'No Node or Electron in the renderer; use renderer/lib/platform.ts.',
  },
  zodLocales,
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'dist-electron/**',
      'release/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './tsconfig.*.json', noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'no-console': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './shared',
              from: ['./renderer', './electron', './server'],
              message: 'shared/ stands alone.',
            },
            {
              target: './renderer',
              from: ['./electron', './server'],
              message: 'The renderer talks to the platform through shared contracts only.',
            },
            {
              target: './server',
              from: ['./renderer', './electron'],
              message: 'The server never imports client code.',
            },
            {
              target: './electron/preload',
              from: ['./renderer', './server', './electron/main'],
              message: 'The preload builds the bridge and nothing else.',
            },
            { target: './electron/main', from: ['./renderer'], message: 'Main never imports the renderer.' },
            // One-way flow inside the renderer: api/components/lib/hooks/stores -> features -> app.
            {
              target: [
                './renderer/api',
                './renderer/components',
                './renderer/lib',
                './renderer/hooks',
                './renderer/stores',
              ],
              from: ['./renderer/features', './renderer/app'],
              message: 'Shared renderer code never imports features or the app layer.',
            },
            {
              target: './renderer/features',
              from: './renderer/app',
              message: 'Features never import the app layer.',
            },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [miniZodOnly, dateFnsByFunction], patterns: sharedPatterns },
      ],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { paths: [miniZodOnly, appLinkOnly, dateFnsByFunction], patterns: rendererPatterns },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'window',
          property: 'desktop',
          message: 'Only renderer/lib/platform.ts reads window.desktop.',
        },
      ],
    },
  },
  {
    files: ['renderer/lib/platform.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: [
      'server/**/*.ts',
      'electron/**/*.ts',
      'scripts/**/*.{ts,mjs,js}',
      'tests/**/*.ts',
      '*.config.{ts,js}',
    ],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-restricted-imports': ['error', { paths: [dateFnsByFunction] }] },
  },
  {
    // Checklist row 15: shell.openExternal only through the vetted https/mailto wrapper.
    files: ['electron/**/*.ts'],
    ignores: ['electron/main/open-external.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'shell',
          property: 'openExternal',
          message: 'Use openExternal() from electron/main/open-external.ts (https/mailto only).',
        },
      ],
    },
  },
  {
    // Entry points may print to the console.
    files: ['server/main.ts', 'server/cli.ts', 'scripts/**/*.{ts,mjs,js}', 'electron/main/main.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['shared/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: sharedPatterns }] },
  },
  {
    files: ['renderer/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: rendererPatterns }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
