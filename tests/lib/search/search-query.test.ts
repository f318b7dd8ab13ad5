import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/client.ts';
import { isApiError } from '../../../src/api/errors.ts';
import { hitPath, searchQueryOptions } from '../../../src/lib/search/index.ts';
import { scopeKey, type SessionScope } from '../../../src/session/scope-key.ts';
import { API_ORIGIN, sandboxHarnessForFile } from '../../support/sandbox-msw.ts';
import { loginTokens } from '../../support/sign-in.ts';
import { memorySession } from '../../support/memory-session.ts';
import { DEMO_EMAIL } from '../../support/demo.ts';

/** Issue 34: the app's search query through the API client and msw to the in-process sandbox. */
const harness = sandboxHarnessForFile();

async function signedIn(email: string, masterOrgId: string | null = null) {
  const tokens = await loginTokens(harness.sandbox, email);
  const claims = JSON.parse(Buffer.from(tokens.access.token.split('.')[1]!, 'base64url').toString()) as {
    sub: string;
    organizationId: string;
    defaultEnv: 'test' | 'live';
  };
  const { port } = memorySession({ access: tokens.access.token, refresh: tokens.refresh.token, masterOrgId });
  const api = createApiClient({ baseUrl: API_ORIGIN, session: port });
  const scope: SessionScope = {
    userId: claims.sub,
    orgId: claims.organizationId,
    env: claims.defaultEnv,
    masterOrgId,
  };
  return { api, scope };
}

const row = (sql: string, ...params: unknown[]) =>
  harness.sandbox.db.prepare(sql).get(...params) as Record<string, string>;
const newClient = () => new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });

describe('searchQueryOptions', () => {
  it("finds the merchant's crypto payment by its hash, under the scope's key, and opens its detail", async () => {
    const { api, scope } = await signedIn(DEMO_EMAIL.merchant);
    const payment = row(
      `SELECT payment_id, tx_hash FROM transactions WHERE org_id = ? AND env = ? AND tx_hash IS NOT NULL LIMIT 1`,
      scope.orgId,
      scope.env,
    );
    const options = searchQueryOptions(api, scope, `  ${payment.tx_hash!.slice(0, 10).toUpperCase()} `);
    expect(options.queryKey.slice(0, 1)).toEqual(scopeKey(scope));
    expect(options.enabled).toBe(true);
    const page = await newClient().fetchQuery(options);
    const hit = page.results.find((h) => h.paymentId === payment.payment_id);
    expect(hit).toMatchObject({ kind: 'transaction', matchedField: 'txHash', matchedText: payment.tx_hash });
    expect(hitPath(hit!)).toBe(`/manage/transactions/${payment.payment_id}`);
    const sent = harness.requests.find((r) => r.path === '/v1/search')!;
    expect(new URLSearchParams(sent.search).get('q')).toBe(payment.tx_hash!.slice(0, 10).toUpperCase());
  });

  it("sends a master's selected organization, and finds only that organization's records", async () => {
    const nordic = row(`SELECT _id FROM organizations WHERE name = 'Nordic Gadgets'`)._id!;
    const { api, scope } = await signedIn(DEMO_EMAIL.master, nordic);
    const page = await newClient().fetchQuery(searchQueryOptions(api, scope, 'example'));
    expect(page.results.length).toBeGreaterThan(0);
    expect(page.results.filter((h) => h.kind !== 'organization').every((h) => h.orgId === nordic)).toBe(true);
    expect(harness.requests.find((r) => r.path === '/v1/search')!.headers.get('X-Master-Org-Id')).toBe(
      nordic,
    );
  });

  it('cancels the call when the search is superseded', async () => {
    const { api, scope } = await signedIn(DEMO_EMAIL.merchant);
    let aborted = false;
    let reached!: () => void;
    const arrived = new Promise<void>((resolve) => (reached = resolve));
    harness.server.use(
      http.get(`${API_ORIGIN}/v1/search`, async ({ request }) => {
        reached();
        await new Promise((resolve) => request.signal.addEventListener('abort', resolve));
        aborted = true;
        return HttpResponse.json({ code: 1, data: { results: [], page: 1, limit: 20, hasMore: false } });
      }),
    );
    const client = newClient();
    const options = searchQueryOptions(api, scope, 'coffee');
    const pending = client.fetchQuery(options).catch((error: unknown) => error);
    await arrived;
    await client.cancelQueries({ queryKey: options.queryKey });
    await pending;
    await expect.poll(() => aborted).toBe(true);
  });

  it('does not send a query the provider would refuse, and never retries a refusal', async () => {
    const { api, scope } = await signedIn(DEMO_EMAIL.merchant);
    expect(searchQueryOptions(api, scope, ' ab ').enabled).toBe(false);
    expect(searchQueryOptions(api, scope, 'x'.repeat(201)).enabled).toBe(false);
    // fetched anyway (fetchQuery ignores `enabled`): one call, refused with the provider's sentence
    const error = await newClient()
      .fetchQuery(searchQueryOptions(api, scope, 'ab'))
      .catch((e: unknown) => e);
    expect(isApiError(error) && [error.status, error.message]).toEqual([
      400,
      'Search for at least 3 characters',
    ]);
    expect(harness.requests.filter((r) => r.path === '/v1/search')).toHaveLength(1);
  });
});

describe('hitPath', () => {
  it('opens a payment for a transaction or a dispute, a payout its page, and nothing for an organization', () => {
    const base = { id: '64b000000000000000000001', paymentId: 'pay_abc' };
    expect(hitPath({ ...base, kind: 'transaction' })).toBe('/manage/transactions/pay_abc');
    expect(hitPath({ ...base, kind: 'dispute' })).toBe('/manage/transactions/pay_abc');
    expect(hitPath({ ...base, kind: 'payout', paymentId: null })).toBe(
      '/manage/payout/64b000000000000000000001',
    );
    expect(hitPath({ ...base, kind: 'organization', paymentId: null })).toBeNull();
  });
});
