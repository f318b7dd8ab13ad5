import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.ts';

/**
 * End-to-end tests drive Debian's Chromium (browser downloads are impossible here) against the production
 * build (`npm run build` first) served exactly as `npm start` serves it. Spec files run in parallel workers,
 * each with a server and a throw-away data folder of its own, so that no file sees another's accounts or
 * limits; the tests of one file run in order in one worker. The ports and folders are chosen once in the main
 * process; every worker inherits the lists via env and takes the pair of its parallel index.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
process.env.E2E_PORTS ??= execFileSync(process.execPath, [
  '-e',
  `const net=require('net');const ports=[];let open=${WORKERS};
   for(let i=0;i<${WORKERS};i++){const s=net.createServer();s.listen(0,'127.0.0.1',()=>{ports.push(s.address().port);
   if(--open===0){console.log(ports.join(','));process.exit(0)}})}`,
])
  .toString()
  .trim();
process.env.E2E_SANDBOX_DIRS ??= Array.from({ length: WORKERS }, () =>
  mkdtempSync(join(tmpdir(), 'e2e-sandbox-')),
).join(',');
const ports = process.env.E2E_PORTS.split(',');
const dirs = process.env.E2E_SANDBOX_DIRS.split(',');
// a worker's own server (TEST_PARALLEL_INDEX is set before a worker loads this file); the main process, which
// runs no test, points at the first
const own = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
process.env.E2E_PORT = ports[own];
process.env.E2E_SANDBOX_DIR = dirs[own];
const baseURL = `http://localhost:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  // a wait, not a timing assertion: two workers share two cores, and a fresh server's first sign-in is slow
  expect: { timeout: 10_000 },
  webServer: ports.map((port, index) => ({
    command: 'node --import tsx sandbox/serve.ts',
    url: `http://localhost:${port}/config.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: port,
      SANDBOX_DIR: dirs[index]!,
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      // the tests read reset and invitation links from the HTTP outbox, which `npm start` never serves
      SANDBOX_OUTBOX: '1',
      // a test may run its own push service on localhost; `npm start` accepts only the browsers' push services
      SANDBOX_TEST_PUSH_ENDPOINTS: '1',
      // every spec registers its fresh accounts from 127.0.0.1 (about 20 a run); `npm start` allows 10 an hour
      SANDBOX_REGISTRATIONS_PER_HOUR: '1000',
      // every sign-in page a spec opens asks for passkey options (the e-mail field's autofill) from 127.0.0.1;
      // `npm start` allows 30 a minute
      SANDBOX_PASSKEY_OPTIONS_PER_MIN: '1000',
    },
  })),
  use: {
    baseURL,
    // Recording a trace costs a fifth of the suite's time even when it is thrown away (73.8 s → 58.3 s for
    // four files): off unless asked for, `npx playwright test --trace retain-on-failure <file>` to see a failure
    trace: 'off',
    screenshot: 'only-on-failure',
    // A fresh context installing the worker precaches every build file: a quarter of a short test's CPU. Only
    // the files about the worker (offline, push, install, update) allow it, with test.use.
    serviceWorkers: 'block',
    // The browser asks for less motion, as some users' do: dialogs, drawers and menus open without their
    // transitions (the app respects it), which is what the tests wait for, not what they check (a tenth of the
    // suite's time went to waiting them out). A file about motion itself asks for it back.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
