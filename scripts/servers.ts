import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
  url: string;
  /** the build folder it serves */
  distDir: string;
  stop(): Promise<void>;
}

/**
 * Starts `sandbox/serve.ts` (the server of `npm start`) for one build folder, on a free port with a
 * throw-away data folder, and waits until it answers. The baseline page is served by the same code. `env`
 * adds settings of docs/configuration.md (e.g. SANDBOX_SEED_SCALE for a large data set).
 */
export async function startServer(distDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-sandbox-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/serve.ts'], {
    env: { ...process.env, ...env, PORT: String(port), SANDBOX_DIR: dataDir, DIST_DIR: distDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  await waitUntilAnswering(`${url}/config.json`, child);
  return {
    url,
    distDir,
    async stop() {
      await stopProcess(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitUntilAnswering(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}) before answering.`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within 60 s.`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
