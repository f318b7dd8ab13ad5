import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compileMessages } from './scripts/vite/compile-messages.ts';
import { EnvironmentGroupingSequencer } from './tests/support/environment-grouping-sequencer.ts';

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

/**
 * Files that install browser globals the others must not see (fake-indexeddb, a worker's scope, stubbed
 * globals): each gets a fresh worker. The other app files share their workers' modules and jsdom window, each
 * starting from an emptied browser (tests/support/setup.ts): importing the app again per file took a third
 * of the suite (the app files: 290 s → 204 s on 2 cores).
 */
const OWN_GLOBALS = [
  'tests/api/runtime-config-unreachable.test.ts',
  'tests/api/runtime-config.test.ts',
  'tests/app/offline-start-main.test.tsx',
  'tests/app/offline-start.test.tsx',
  // these replace a module (vi.mock, vi.doMock): one another file had already imported would stay the real one
  'tests/components/filters-sheet.test.tsx',
  'tests/features/auth/passkey-sign-in.test.tsx',
  'tests/routes/passkeys-profile.test.tsx',
  'tests/features/install/install-prompt.test.ts',
  'tests/routes/payout-alerts.test.tsx',
  'tests/routes/payout-tracker.test.tsx',
  'tests/session/end-session.test.ts',
  'tests/session/persisted-cache.test.ts',
  'tests/session/resume.test.ts',
  'tests/sw/**/*.test.ts',
];

/** Unit and integration tests. Browser journeys live in tests/e2e and run under Playwright. */
export default defineConfig({
  plugins: [compileMessages(), react()],
  test: {
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    setupFiles: ['tests/support/setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    sequence: { sequencer: EnvironmentGroupingSequencer },
    // A file rendering the app waits on timers a third of its time (a CPU profile: 5.4 of 18.5 s idle): one
    // file more than there are cores keeps them busy (the app files: 270 s → 251 s with 3 on 2 cores)
    maxWorkers: '150%',
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: [...SHARED_MODULES, ...OWN_GLOBALS, 'tests/e2e/**'],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'app-own-globals', include: OWN_GLOBALS } },
      { extends: true, test: { name: 'node', include: SHARED_MODULES, isolate: false } },
    ],
  },
});
