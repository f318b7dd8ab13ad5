import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupServer, type SetupServer } from 'msw/node';
import { http } from 'msw';
import { createSandbox, type Sandbox, type SandboxOptions } from '../../sandbox/index.ts';

/** Where tests pretend the provider lives; msw forwards it in-process to the sandbox app. */
export const API_ORIGIN = 'http://provider.test';

export interface SandboxHarness {
  sandbox: Sandbox;
  server: SetupServer;
  /** every request that reached the network layer, in order (method, path, headers) */
  /** every request sent, in order; `search` is the query string (`?page=2&limit=100`, or empty) */
  requests: { method: string; path: string; search: string; headers: Headers }[];
  close(): void;
}

/**
 * msw (Node only) in front of a fresh in-memory sandbox. Unhandled requests fail the test; tests inject
 * faults with `server.use(...)` for one test and `server.resetHandlers()` restores the forwarding.
 */
export async function startSandboxHarness(options: SandboxOptions = {}): Promise<SandboxHarness> {
  const sandbox = await createSandbox(options);
  const requests: SandboxHarness['requests'] = [];
  const server = setupServer(
    // The sandbox routes by path only, so the request goes in as msw hands it over.
    http.all(`${API_ORIGIN}/*`, ({ request }) => sandbox.app.fetch(request)),
  );
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requests.push({
      method: request.method,
      path: url.pathname,
      search: url.search,
      headers: new Headers(request.headers),
    });
  });
  server.listen({ onUnhandledRequest: 'error' });
  return {
    sandbox,
    server,
    requests,
    close() {
      server.close();
      sandbox.close();
    },
  };
}

/**
 * The sandbox harness of one test file: started before its tests, its fault handlers and recorded requests
 * reset after each test (after `afterEachTest`, e.g. RTL's cleanup), closed after the last. The object is
 * filled in when the file's tests start. `options`: the sandbox's own (e.g. a longer payout step).
 */
export function sandboxHarnessForFile(afterEachTest?: () => void, options?: SandboxOptions): SandboxHarness {
  const harness = {} as SandboxHarness;
  beforeAll(async () => {
    Object.assign(harness, await startSandboxHarness(options));
  });
  afterEach(() => {
    afterEachTest?.();
    harness.server.resetHandlers();
    harness.requests.length = 0;
  });
  afterAll(() => harness.close());
  return harness;
}
