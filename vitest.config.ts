import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Unit and integration tests. Browser journeys live in tests/e2e and run under Playwright. */
export default defineConfig({
  plugins: [react()],
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    setupFiles: ['tests/support/setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // vitest runs one file fewer at a time than there are cores (1 on a 2-core machine); the suite waits on
    // rendering and the in-process sandbox, so every core gets a file
    maxWorkers: '100%',
  },
});
