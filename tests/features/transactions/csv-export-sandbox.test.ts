import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { createApiClient } from '../../../src/api/client.ts';
import { exportTransactionsCsv } from '../../../src/features/transactions/csv-export.ts';
import { API_ORIGIN, sandboxHarnessForFile } from '../../support/sandbox-msw.ts';
import { loginTokens } from '../../support/sign-in.ts';
import { memorySession } from '../../support/memory-session.ts';
import { DEMO_EMAIL } from '../../support/demo.ts';

/** Issue 11: the CSV export through the API client and msw to the in-process sandbox. */
const harness = sandboxHarnessForFile();

async function merchant() {
  const tokens = await loginTokens(harness.sandbox, DEMO_EMAIL.merchant);
  const claims = JSON.parse(Buffer.from(tokens.access.token.split('.')[1]!, 'base64url').toString()) as {
    organizationId: string;
    defaultEnv: 'test' | 'live';
  };
  const { port } = memorySession({ access: tokens.access.token, refresh: tokens.refresh.token });
  const api = createApiClient({ baseUrl: API_ORIGIN, session: port });
  const currencies = (await api.GET('/v1/config/currency')).data!;
  return { api, currencies, orgId: claims.organizationId, env: claims.defaultEnv };
}

/** The payment ids the sandbox's database holds for the filters, straight from its table. */
function idsInDatabase(orgId: string, env: string, where: string, ...params: unknown[]): string[] {
  return (
    harness.sandbox.db
      .prepare(`SELECT payment_id FROM transactions WHERE org_id = ? AND env = ? AND ${where}`)
      .all(orgId, env, ...params) as { payment_id: string }[]
  ).map((row) => row.payment_id);
}

const idsOf = async (blob: Blob) =>
  (await blob.text())
    .split('\r\n')
    .slice(1, -1)
    .map((line) => line.split(',')[0]!);

describe('the CSV export against the sandbox', () => {
  it('holds exactly the filtered payments, every page of them', async () => {
    const { api, currencies, orgId, env } = await merchant();
    const expected = idsInDatabase(orgId, env, "status = 'success' AND currency = 'USD'");
    expect(expected.length).toBeGreaterThan(100);
    const result = await exportTransactionsCsv({
      api,
      filters: { status: 'success', currency: 'USD' },
      currencies,
      signal: new AbortController().signal,
    });
    const ids = await idsOf(result.blob);
    expect(result.rows).toBe(expected.length);
    expect([...ids].sort()).toEqual([...expected].sort());
    const pages = harness.requests.filter((request) => request.path === '/v1/transaction');
    expect(pages).toHaveLength(Math.ceil(expected.length / 100));
  });

  it('applies the date range and neutralises a hostile title and customer', async () => {
    const { api, currencies, orgId, env } = await merchant();
    harness.sandbox.db
      .prepare(
        `INSERT INTO transactions (_id, payment_id, org_id, key_id, title, amount, currency, currency_type,
         payment_type, status, env, customer_email, captured_amount, refunded_amount, created_at, updated_at)
         VALUES ('ffffffffffffffffffffff01', 'pay_formula', ?, NULL, '=HYPERLINK("http://evil.test","x")',
         123456000000, 'USD', 'fiat', 'card', 'success', ?, '@SUM(1+1)', 123456000000, 0,
         '2020-02-02T10:00:00.000Z', '2020-02-02T10:00:00.000Z')`,
      )
      .run(orgId, env);
    const { blob, rows } = await exportTransactionsCsv({
      api,
      filters: { startDate: '2020-02-01', endDate: '2020-02-03' },
      currencies,
      signal: new AbortController().signal,
    });
    expect(rows).toBe(1);
    const [, line] = (await blob.text()).split('\r\n');
    expect(line).toBe(
      `pay_formula,2020-02-02T10:00:00.000Z,"'=HYPERLINK(""http://evil.test"",""x"")",'@SUM(1+1),1234.56,USD,success,1234.56,0.00,no,`,
    );
  });

  it("fails with the provider's message when a page fails midway", async () => {
    const { api, currencies } = await merchant();
    harness.server.use(
      http.get(`${API_ORIGIN}/v1/transaction`, ({ request }) =>
        new URL(request.url).searchParams.get('page') === '2'
          ? HttpResponse.json({ code: 0, data: 'Temporarily unavailable' }, { status: 503 })
          : undefined,
      ),
    );
    await expect(
      exportTransactionsCsv({ api, filters: {}, currencies, signal: new AbortController().signal }),
    ).rejects.toThrow('Temporarily unavailable');
  });
});
