import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { createApiClient } from '../../src/api/client.ts';
import { CALL_TIMEOUT_MS } from '../../src/api/call-timeout.ts';
import { API_ORIGIN, startSandboxHarness, type SandboxHarness } from '../support/sandbox-msw.ts';
import { loginTokens } from '../support/sign-in.ts';
import { memorySession } from '../support/memory-session.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

let harness: SandboxHarness;
beforeAll(async () => {
  harness = await startSandboxHarness();
});
/** Lets the hanging answers go at the end of each test (nothing is left pending). */
let releaseHangs: (() => void)[] = [];
afterEach(() => {
  for (const release of releaseHangs) release();
  releaseHangs = [];
  harness.server.resetHandlers();
});
afterAll(() => harness.close());

function profileNeverAnswers() {
  harness.server.use(
    http.get(
      `${API_ORIGIN}/v1/user/profile`,
      () => new Promise<Response>((resolve) => releaseHangs.push(() => resolve(HttpResponse.error()))),
    ),
  );
}

async function merchantClient(callTimeoutMs?: number) {
  const tokens = await loginTokens(harness.sandbox, DEMO_EMAIL.merchant);
  const { port } = memorySession({ access: tokens.access.token, refresh: tokens.refresh.token });
  return createApiClient({ baseUrl: API_ORIGIN, session: port, callTimeoutMs });
}

describe('a call the provider never answers (issue 28, point 9)', () => {
  it('is given up after its time limit as a timed-out network failure', async () => {
    profileNeverAnswers();
    const api = await merchantClient(300);
    await expect(api.GET('/v1/user/profile')).rejects.toMatchObject({
      message: 'Network error occurred',
      timedOut: true,
    });
  });

  it('has a default limit a slow phone connection fits in, well short of half a minute', () => {
    expect(CALL_TIMEOUT_MS).toBeGreaterThanOrEqual(10_000);
    expect(CALL_TIMEOUT_MS).toBeLessThanOrEqual(20_000);
  });

  it('still lets the caller cancel: an abort stays an abort, not a failure', async () => {
    profileNeverAnswers();
    const api = await merchantClient(5_000);
    const controller = new AbortController();
    const call = api.GET('/v1/user/profile', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends bodies intact through the limit (a payment configuration change arrives as typed)', async () => {
    const api = await merchantClient(5_000);
    const { data } = await api.GET('/v1/config/payment');
    const { data: updated } = await api.PATCH('/v1/config/payment', {
      body: { ...data!, minimumPayoutAmount: 12.5 } as never,
    });
    expect(updated).toMatchObject({ minimumPayoutAmount: 12.5 });
  });
});
