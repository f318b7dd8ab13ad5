import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.ts';

/**
 * End-to-end tests drive Debian's Chromium (browser downloads are impossible here) against the production
 * build (`npm run build` first) served exactly as `npm start` serves it, on a free port with a throw-away
 * data folder. The port and folder are chosen once in the main process; workers inherit them via env.
 */
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
])
  .toString()
  .trim();
process.env.E2E_SANDBOX_DIR ??= mkdtempSync(join(tmpdir(), 'e2e-sandbox-'));
const baseURL = `http://localhost:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  webServer: {
    command: 'node --import tsx sandbox/serve.ts',
    url: `${baseURL}/config.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      SANDBOX_DIR: process.env.E2E_SANDBOX_DIR,
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      // the tests read reset and invitation links from the HTTP outbox, which `npm start` never serves
      SANDBOX_OUTBOX: '1',
      // a test may run its own push service on localhost; `npm start` accepts only the browsers' push services
      SANDBOX_TEST_PUSH_ENDPOINTS: '1',
      // every spec registers its fresh accounts from 127.0.0.1 (about 20 a run); `npm start` allows 10 an hour
      SANDBOX_REGISTRATIONS_PER_HOUR: '1000',
    },
  },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
