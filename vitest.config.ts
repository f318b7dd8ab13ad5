import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Files that run in Node only and leave nothing behind (the sandbox, the contract, the repository's structure,
 * shared rules) share their workers' module cache: each would otherwise import the sandbox afresh. The others
 * render the app in jsdom, whose globals (cookies, storage, the session's stores) a file must not inherit.
 */
const SHARED_MODULES = [
  'tests/sandbox/**/*.test.ts',
  'tests/contract/**/*.test.ts',
  'tests/structure/**/*.test.ts',
  'tests/shared/**/*.test.ts',
  'tests/bench/**/*.test.ts',
];

/** Unit and integration tests. Browser journeys live in tests/e2e and run under Playwright. */
export default defineConfig({
  plugins: [react()],
  test: {
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    setupFiles: ['tests/support/setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // vitest runs one file fewer at a time than there are cores (1 on a 2-core machine); the suite waits on
    // rendering and the in-process sandbox, so every core gets a file
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: [...SHARED_MODULES, 'tests/e2e/**'],
        },
      },
      { extends: true, test: { name: 'node', include: SHARED_MODULES, isolate: false } },
    ],
  },
});
