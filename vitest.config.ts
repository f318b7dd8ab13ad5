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
    // A file rendering the app waits on timers a third of its time (a CPU profile: 5.4 of 18.5 s idle): one
    // file more than there are cores keeps them busy (the app files: 270 s → 251 s with 3 on 2 cores)
    maxWorkers: '150%',
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
