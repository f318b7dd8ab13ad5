import { readdirSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { fileNamesPlugin } from './scripts/eslint/kebab-case-files.js';
import { i18nPlugin } from './scripts/eslint/no-literal-ui-text.js';

// Paths are taken from this file, not from where ESLint runs: run from a subfolder (an editor, `cd src`), the
// zones would otherwise point nowhere and every import direction would pass unseen.
const root = dirname(fileURLToPath(import.meta.url));
const featuresDir = join(root, 'src/features');
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

/**
 * The import directions of docs/design.md §3: lib/shared ← api/session ← features ← routes/shell ← app.
 * Features never import each other; sw/ sees only sw/ and src/shared; of src/ the sandbox sees only src/shared
 * (what both sides of the wire share: the contract's generated types, the brands and their host rules).
 */
const layers = [
  {
    target: [
      './src/lib/!(saved-views|search)/**',
      './src/lib/*.{ts,tsx}',
      './src/shared',
      './src/components',
    ],
    from: ['./src/api', './src/session', './src/features', './src/routes', './src/shell', './src/app'],
  },
  // issue 34's shared data modules (the palette, the menu and the lists meet there): queries and mutations on the
  // API client and the session's scope, used by features, the shell and the routes
  {
    target: ['./src/lib/saved-views', './src/lib/search'],
    from: ['./src/features', './src/routes', './src/shell', './src/app'],
  },
  {
    target: ['./src/api', './src/session'],
    from: ['./src/features', './src/routes', './src/shell', './src/app'],
  },
  { target: './src/features', from: ['./src/routes', './src/shell', './src/app'] },
  { target: ['./src/routes', './src/shell'], from: ['./src/app'] },
  {
    target: './sw',
    from: [
      './src/api',
      './src/session',
      './src/features',
      './src/routes',
      './src/shell',
      './src/app',
      './src/lib',
      './src/components',
    ],
  },
  { target: './sandbox', from: './src', except: ['./shared'] },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'Features do not import each other; compose them in a route.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      '.sandbox',
      'src/shared/provider-schema.gen.ts',
      'src/app/route-tree.gen.ts',
      'test-results',
      'playwright-report',
      'dev-dist',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX, 'file-names': fileNamesPlugin },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['tsconfig.json', 'tsconfig.node.json', 'sw/tsconfig.json'],
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': 'error',
      'file-names/kebab-case': 'error',
      'import-x/no-restricted-paths': ['error', { zones: layers, basePath: root }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Issue 31: the words users see come from message catalogs (src/i18n/), never literals in the code.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/i18n/**', 'src/shared/provider-schema.gen.ts', 'src/app/route-tree.gen.ts'],
    plugins: { i18n: i18nPlugin },
    rules: { 'i18n/no-literal-ui-text': 'error' },
  },
  {
    // Nothing but api/ talks to the network: not fetch by any of the global object's names, nor the older ways.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource'].map((name) => ({
          name,
          message: 'Only src/api/ talks to the network.',
        })),
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({
          object,
          property: 'fetch',
          message: 'Only src/api/ calls fetch.',
        })),
        { object: 'navigator', property: 'sendBeacon', message: 'Only src/api/ talks to the network.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          // the same global reached through another of its names: globalThis.window.fetch, window.self.fetch
          selector:
            "MemberExpression[property.name='fetch'][object.type='MemberExpression'][object.property.name=/^(window|self|globalThis)$/]",
          message: 'Only src/api/ calls fetch.',
        },
      ],
    },
  },
);
