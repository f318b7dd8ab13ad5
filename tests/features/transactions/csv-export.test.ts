import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../src/api/client.ts';
import { ApiError } from '../../../src/api/errors.ts';
import { exportTransactionsCsv } from '../../../src/features/transactions/csv-export.ts';
import type { Transaction } from '../../../src/features/transactions/queries.ts';
import type { CurrencyPrecision } from '../../../src/lib/money.ts';

const CURRENCIES: CurrencyPrecision[] = [{ code: 'USD', currencyType: 'fiat', decimals: 2 }];

function payment(n: number): Transaction {
  const id = n.toString(16).padStart(24, '0');
  return {
    _id: id,
    paymentId: `pay_${n}`,
    orgId: '64b000000000000000000002',
    keyId: '64b000000000000000000003',
    title: `Order ${n}`,
    amount: 10.5,
    currency: 'USD',
    currencyType: 'fiat',
    paymentType: 'card',
    status: 'success',
    env: 'test',
    isProcessed: false,
    payoutId: null,
    customerEmail: `c${n}@example.test`,
    capturedAmount: 10.5,
    refundedAmount: 0,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
    updatedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
    txHash: null,
    walletAddress: null,
  };
}

type Query = Record<string, unknown> & { page: number; limit: number };
type Call = { query: Query; signal: AbortSignal };

/** A provider of `count` payments, answering GET /v1/transaction as pages; `hold` keeps a page waiting. */
function fakeApi(
  count: number,
  options: { hold?: number; failOn?: number; repeatOnPage?: { page: number; payment: Transaction } } = {},
) {
  const all = Array.from({ length: count }, (_, index) => payment(index + 1));
  const calls: Call[] = [];
  let release: () => void = () => {};
  const GET = vi.fn(async (_path: string, init: { params: { query: Query }; signal: AbortSignal }) => {
    const { query } = init.params;
    calls.push({ query, signal: init.signal });
    if (query.page === options.failOn) throw new ApiError('The provider is down', 503);
    if (query.page === options.hold)
      await new Promise<void>((resolve, reject) => {
        release = resolve;
        init.signal.addEventListener('abort', () => reject(init.signal.reason));
      });
    const start = (query.page - 1) * query.limit;
    const repeated = options.repeatOnPage?.page === query.page ? [options.repeatOnPage.payment] : [];
    return {
      data: {
        page: query.page,
        limit: query.limit,
        totalPages: Math.ceil(count / query.limit),
        totalResults: count,
        results: [...repeated, ...all.slice(start, start + query.limit)],
      },
    };
  });
  return { api: { GET } as unknown as ApiClient, calls, release: () => release() };
}

const lines = async (blob: Blob) =>
  (await blob.text())
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, -1);

describe('exportTransactionsCsv', () => {
  it('reads pages of 100 with the filters until the provider has no more, one row per payment', async () => {
    const { api, calls } = fakeApi(250);
    const progress: number[] = [];
    const result = await exportTransactionsCsv({
      api,
      filters: { status: 'success', currency: 'USD', startDate: '2026-01-01', endDate: '2026-01-31' },
      currencies: CURRENCIES,
      signal: new AbortController().signal,
      onProgress: ({ written, total }) => progress.push(written, total),
    });
    expect(calls.map((call) => call.query.page)).toEqual([1, 2, 3]);
    for (const { query } of calls)
      expect(query).toMatchObject({
        status: 'success',
        currency: 'USD',
        startDate: '2026-01-01',
        endDate: '2026-01-31',
        limit: 100,
        sortField: 'createdAt',
        sortOrder: 'asc',
      });
    expect(progress).toEqual([100, 250, 200, 250, 250, 250]);
    expect(result.rows).toBe(250);
    const text = await lines(result.blob);
    expect(text).toHaveLength(251);
    expect(text[0]).toMatch(/^Payment ID,Created at \(UTC\),Title,Customer,Amount,/);
    expect(text[1]).toBe(
      'pay_1,2026-01-01T00:00:01.000Z,Order 1,c1@example.test,10.50,USD,success,10.50,0.00,no,',
    );
    expect(new Set(text.slice(1).map((line) => line.split(',')[0])).size).toBe(250);
    expect(result.blob.type).toBe('text/csv;charset=utf-8');
  });

  it('starts with a byte order mark so that spreadsheets read UTF-8', async () => {
    const { api } = fakeApi(1);
    const { blob } = await exportTransactionsCsv({
      api,
      filters: {},
      currencies: CURRENCIES,
      signal: new AbortController().signal,
    });
    expect(new Uint8Array(await blob.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('writes only the header when nothing matches', async () => {
    const { api, calls } = fakeApi(0);
    const result = await exportTransactionsCsv({
      api,
      filters: { status: 'disputed' },
      currencies: CURRENCIES,
      signal: new AbortController().signal,
    });
    expect(calls).toHaveLength(1);
    expect(result.rows).toBe(0);
    expect(await lines(result.blob)).toHaveLength(1);
  });

  it('stops when cancelled: the request in flight is aborted and no further page is asked for', async () => {
    const { api, calls } = fakeApi(500, { hold: 2 });
    const controller = new AbortController();
    const progress = vi.fn();
    const exporting = exportTransactionsCsv({
      api,
      filters: {},
      currencies: CURRENCIES,
      signal: controller.signal,
      onProgress: progress,
    });
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    controller.abort();
    await expect(exporting).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls[1]!.signal.aborted).toBe(true);
    expect(calls).toHaveLength(2);
    expect(progress).toHaveBeenCalledTimes(1);
  });

  it('fails as a whole when a page fails (no partial file)', async () => {
    const { api, calls } = fakeApi(300, { failOn: 2 });
    await expect(
      exportTransactionsCsv({
        api,
        filters: {},
        currencies: CURRENCIES,
        signal: new AbortController().signal,
      }),
    ).rejects.toThrow('The provider is down');
    expect(calls).toHaveLength(2);
  });

  it('writes a payment offered twice (it moved between pages) only once', async () => {
    // page 2 repeats the last payment of page 1
    const { api } = fakeApi(150, { repeatOnPage: { page: 2, payment: payment(100) } });
    const result = await exportTransactionsCsv({
      api,
      filters: {},
      currencies: CURRENCIES,
      signal: new AbortController().signal,
    });
    expect(result.rows).toBe(150);
  });
});
