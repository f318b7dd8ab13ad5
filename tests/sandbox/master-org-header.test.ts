/**
 * Issue 46, point 8: a master (platform operator) picks an organization with `X-Master-Org-Id`. Every route that
 * reads it answers an id naming no organization with 404 "Organization not found", never 500 (saving a view
 * used to fail on the database's foreign key), and a malformed id with the contract's 400 where the contract
 * declares the header (its pattern), else the same 404; each answer is one the operation declares.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { coreTestbed, type CoreTestbed } from './core-helpers.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

interface Operation {
  operationId: string;
  parameters?: { $ref?: string; name?: string }[];
  responses: Record<string, unknown>;
}
const spec = parse(readFileSync(new URL('../../openapi/provider.yaml', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
};
const operation = (method: string, path: string): Operation => {
  const op = spec.paths[path]?.[method.toLowerCase()];
  if (!op) throw new Error(`no operation ${method} ${path} in the contract`);
  return op;
};
const declaresHeader = (op: Operation) =>
  (op.parameters ?? []).some((p) => p.$ref === '#/components/parameters/MasterOrgId');

/** An id of the right shape naming no organization, and ids of the wrong shape. */
const UNKNOWN = '0123456789abcdef01234567';
const MALFORMED = ['not-an-id', "x' OR 1=1 --", '0123456789abcdef0123456'];

let t: CoreTestbed;
let master: string;
let ids: { payment: string; payout: string; rule: string };

beforeAll(async () => {
  t = await coreTestbed();
  master = (await t.login(DEMO_EMAIL.master)).access;
  const row = (sql: string) => t.sandbox.db.prepare(sql).get() as { id: string };
  ids = {
    payment: row(`SELECT payment_id id FROM transactions WHERE env = 'test' LIMIT 1`).id,
    payout: row(`SELECT _id id FROM payouts WHERE env = 'test' LIMIT 1`).id,
    rule: '0123456789abcdef01234568',
  };
});

/**
 * Every route that reads the header (through the session's scope: sandbox/session.ts), with a request that is
 * right in every other way: [method, contract path, request path, body, extra headers].
 */
const READERS = (): [string, string, string, unknown?, Record<string, string>?][] => [
  ['GET', '/v1/transaction', '/v1/transaction'],
  ['GET', '/v1/transaction/metrics', '/v1/transaction/metrics'],
  ['GET', '/v1/transaction/invoice', `/v1/transaction/invoice?paymentId=${ids.payment}`],
  [
    'GET',
    '/v1/transaction/transaction-info-logs',
    `/v1/transaction/transaction-info-logs?paymentId=${ids.payment}`,
  ],
  [
    'GET',
    '/v1/webhook/getAllWebhooksByPaymentID/{id}',
    `/v1/webhook/getAllWebhooksByPaymentID/${ids.payment}`,
  ],
  [
    'POST',
    '/v1/refund/{paymentId}',
    `/v1/refund/${ids.payment}`,
    { amount: 1 },
    { 'Idempotency-Key': 'master-header-refund' },
  ],
  ['GET', '/v1/refund', '/v1/refund'],
  ['GET', '/v1/dispute', '/v1/dispute'],
  ['GET', '/v1/onramp/requests', '/v1/onramp/requests'],
  [
    'POST',
    '/v1/onramp/requests',
    '/v1/onramp/requests',
    {
      fiatAmount: 100,
      fiatCurrency: 'EUR',
      cryptoCurrency: 'USDC',
      walletAddress: '0xA1b2C3d4E5f6A7b8C9d0E1f2A3b4C5d6E7f8A9b0',
    },
    { 'Idempotency-Key': 'master-header-onramp' },
  ],
  [
    'POST',
    '/v1/payout/create',
    '/v1/payout/create?currency=USD',
    { currencyCategory: 'fiat', endDate: '2026-03-01' },
    { 'Idempotency-Key': 'master-header-payout' },
  ],
  ['GET', '/v1/payout', '/v1/payout'],
  ['GET', '/v1/payout/detail/{id}', `/v1/payout/detail/${ids.payout}`],
  ['PUT', '/v1/payout/{id}/watch', `/v1/payout/${ids.payout}/watch`],
  ['DELETE', '/v1/payout/{id}/watch', `/v1/payout/${ids.payout}/watch`],
  ['GET', '/v1/payout/payments/{id}', `/v1/payout/payments/${ids.payout}`],
  ['GET', '/v1/payout/disputes/{id}', `/v1/payout/disputes/${ids.payout}`],
  ['GET', '/v1/payout/refunds/{id}', `/v1/payout/refunds/${ids.payout}`],
  ['GET', '/v1/payout/payment/currencies', '/v1/payout/payment/currencies'],
  ...['', '/payments', '/disputes', '/refunds'].map((tail): [string, string, string] => [
    'GET',
    `/v1/payout/previewPayout${tail}`,
    `/v1/payout/previewPayout${tail}?currency=USD&endDate=2026-03-01&currencyCategory=fiat`,
  ]),
  ['GET', '/v1/search', '/v1/search?q=coffee'],
  ['GET', '/v1/alerts', '/v1/alerts'],
  ['POST', '/v1/alerts', '/v1/alerts', { kind: 'balanceBelow', currency: 'USD', threshold: 1 }],
  ['PATCH', '/v1/alerts/{id}', `/v1/alerts/${ids.rule}`, { threshold: 2 }],
  ['DELETE', '/v1/alerts/{id}', `/v1/alerts/${ids.rule}`],
  ['PUT', '/v1/alerts/{id}/subscription', `/v1/alerts/${ids.rule}/subscription`],
  ['DELETE', '/v1/alerts/{id}/subscription', `/v1/alerts/${ids.rule}/subscription`],
  ['GET', '/v1/digests', '/v1/digests'],
  ['GET', '/v1/views', '/v1/views'],
  ['POST', '/v1/views', '/v1/views', { name: 'Failed', list: 'transactions', filters: { status: 'failed' } }],
];

const asMaster = (
  method: string,
  path: string,
  header: string,
  body?: unknown,
  headers: Record<string, string> = {},
) => t.call(method, path, { token: master, body, headers: { 'X-Master-Org-Id': header, ...headers } });

describe('X-Master-Org-Id naming no organization', () => {
  it('saving a view answers 404 "Organization not found", and nothing is saved', async () => {
    const before = t.sandbox.db.prepare('SELECT COUNT(*) n FROM saved_views').get() as { n: number };
    const saved = await asMaster('POST', '/v1/views', UNKNOWN, {
      name: 'Failed',
      list: 'transactions',
      filters: { status: 'failed' },
    });
    expect([saved.status, saved.data]).toEqual([404, 'Organization not found']);
    expect(t.sandbox.db.prepare('SELECT COUNT(*) n FROM saved_views').get()).toEqual(before);
  });

  it('is answered 404 "Organization not found" by every route that reads the header, as the contract declares', async () => {
    const answers: string[] = [];
    for (const [method, contractPath, path, body, headers] of READERS()) {
      const res = await asMaster(method, path, UNKNOWN, body, headers);
      const declared = Object.keys(operation(method, contractPath).responses);
      answers.push(
        `${method} ${path}: ${res.status} ${JSON.stringify(res.data)}` +
          (declared.includes(String(res.status)) ? '' : ' (not declared)'),
      );
    }
    expect(answers).toEqual(
      READERS().map(([method, , path]) => `${method} ${path}: 404 "Organization not found"`),
    );
  });

  it('is answered 400 where the contract declares the header (its pattern), else 404; never 500', async () => {
    const answers: string[] = [];
    const expected: string[] = [];
    for (const [method, contractPath, path, body, headers] of READERS()) {
      const op = operation(method, contractPath);
      for (const header of MALFORMED) {
        const res = await asMaster(method, path, header, body, headers);
        const declared = Object.keys(op.responses);
        answers.push(
          `${method} ${path} [${header}]: ${res.status}` +
            (declared.includes(String(res.status)) ? '' : ' (not declared)'),
        );
        expected.push(`${method} ${path} [${header}]: ${declaresHeader(op) ? 400 : 404}`);
      }
    }
    expect(answers).toEqual(expected);
  });

  it('changes nothing for a master who selects a real organization, nor for a member who sends the header', async () => {
    const coffee = (
      t.sandbox.db.prepare('SELECT _id FROM organizations WHERE name = ?').get("Maya's Coffee") as {
        _id: string;
      }
    )._id;
    const saved = await asMaster('POST', '/v1/views', coffee, {
      name: 'Failed in Coffee',
      list: 'transactions',
      filters: { status: 'failed' },
    });
    expect(saved.status).toBe(201);
    expect((await asMaster('GET', '/v1/transaction', '')).status).toBe(200);
    // the header is a master's alone: anyone else's is ignored, unknown or not
    const merchant = (await t.login(DEMO_EMAIL.merchant)).access;
    const listed = await t.call('GET', '/v1/transaction', {
      token: merchant,
      headers: { 'X-Master-Org-Id': UNKNOWN },
    });
    expect(listed.status).toBe(200);
  });
});
