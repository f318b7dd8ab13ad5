import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { coreTestbed, type CoreTestbed } from './core-helpers.ts';

/**
 * Issue 28, point 2: every numeric field a client can send (found in openapi/provider.yaml, so a new one is
 * fuzzed too) gets the numbers that broke the provider: overflow, -0, the smallest double, 1e21 (the first
 * number JavaScript writes with an exponent), NaN and Infinity as text, and numbers as strings. Each is
 * refused with the contract's 400 naming the field, or, where the contract allows it, taken without error.
 */
type Json = Record<string, unknown>;
const doc = parse(readFileSync(new URL('../../openapi/provider.yaml', import.meta.url), 'utf8')) as Json;

function deref(node: unknown): Json {
  let current = node as Json;
  for (let i = 0; i < 10 && typeof current?.$ref === 'string'; i++)
    current = (current.$ref as string)
      .slice(2)
      .split('/')
      .reduce<unknown>((o, key) => (o as Json)[key], doc) as Json;
  return current;
}

const isNumeric = (schema: Json) => [schema.type].flat().some((t) => t === 'number' || t === 'integer');

interface NumericField {
  operationId: string;
  method: string;
  path: string;
  /** body or query */
  where: 'body' | 'query';
  name: string;
}

/** The top-level numeric fields of every request body and query (the contract has no nested ones). */
function numericFields(): NumericField[] {
  const fields: NumericField[] = [];
  for (const [path, rawItem] of Object.entries(doc.paths as Json)) {
    const item = deref(rawItem);
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const base = { operationId: String(op.operationId), method: method.toUpperCase(), path };
      for (const param of [...((item.parameters as Json[]) ?? []), ...((op.parameters as Json[]) ?? [])]) {
        const p = deref(param);
        if (p.in === 'query' && isNumeric(deref(p.schema)))
          fields.push({ ...base, where: 'query', name: String(p.name) });
      }
      const body = op.requestBody ? deref(op.requestBody) : undefined;
      const json = (body?.content as Json | undefined)?.['application/json'] as Json | undefined;
      const schema = json ? deref(json.schema) : undefined;
      for (const [name, property] of Object.entries((schema?.properties as Json | undefined) ?? {}))
        if (isNumeric(deref(property))) fields.push({ ...base, where: 'body', name });
    }
  }
  return fields;
}

/** A valid request of each operation, into which the fuzzed value goes. */
const VALID: Record<string, { body?: Json; query?: string; headers?: Record<string, string> }> = {
  updatePaymentConfig: { body: {} },
  createSigningKey: { body: { name: 'Fuzzed key' } },
  createRefund: { body: {}, headers: { 'Idempotency-Key': 'fuzzed-refund-key' } },
  createOnRampRequest: {
    body: { fiatAmount: 100, fiatCurrency: 'EUR', cryptoCurrency: 'BTC', walletAddress: '1'.repeat(30) },
    headers: { 'Idempotency-Key': 'fuzzed-onramp-key' },
  },
  subscribePush: {
    body: { endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz', keys: { p256dh: 'p256dh', auth: 'auth' } },
  },
  previewPayoutPayments: { query: 'currency=USD&endDate=2026-03-01&currencyCategory=fiat' },
  createAlertRule: { body: { kind: 'balanceBelow', currency: 'USD' } },
  search: { query: 'q=coffee' },
};
/** Hostile values a field may take because the contract allows them (-0 is 0). */
const ALLOWED: Record<string, string[]> = {
  'updatePaymentConfig body.minimumPayoutAmount': ['-0'],
  // an expiry the browser may write with decimals; the sandbox ignores it
  'subscribePush body.expirationTime': ['-0', '5e-324'],
};

const BODY_VALUES = ['1e400', '-1e400', '-0', '5e-324', '1e21', '"NaN"', '"Infinity"', '"50"', '"1e400"'];
const QUERY_VALUES = ['1e400', '-0', '5e-324', '1e21', 'NaN', 'Infinity', '0x10', '1.5'];

let t: CoreTestbed;
let token: string;
beforeAll(async () => {
  t = await coreTestbed();
  token = (await t.login()).access;
});

describe('numbers from hostile clients', () => {
  const fields = numericFields();

  it('finds the numeric fields of the contract', () => {
    expect(fields.map((f) => `${f.operationId} ${f.where}.${f.name}`)).toEqual(
      expect.arrayContaining([
        'updatePaymentConfig body.minimumPayoutAmount',
        'updatePaymentConfig body.paymentExpiryMinutes',
        'createRefund body.amount',
        'createOnRampRequest body.fiatAmount',
        'createSigningKey body.expiresInDays',
        'subscribePush body.expirationTime',
        'createAlertRule body.threshold',
        'updateAlertRule body.threshold',
        'listTransactions query.page',
        'listTransactions query.limit',
      ]),
    );
  });

  it.each(fields.map((f) => [`${f.operationId} ${f.where}.${f.name}`, f] as const))(
    '%s is refused with a 400 naming it, or taken where the contract allows it',
    async (label, field) => {
      const valid = VALID[field.operationId] ?? {};
      const path = field.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
        name === 'paymentId' ? 'pay_fuzz' : '0'.repeat(24),
      );
      const values = field.where === 'body' ? BODY_VALUES : QUERY_VALUES;
      for (const value of values) {
        const request =
          field.where === 'body'
            ? {
                url: path,
                // the value goes into the JSON text as written: JSON.stringify cannot write 1e400 or -0
                body: JSON.stringify({ ...valid.body, [field.name]: '\u0000' }).replace('"\\u0000"', value),
              }
            : {
                url: `${path}?${valid.query ? `${valid.query}&` : ''}${field.name}=${value}`,
                body: undefined,
              };
        const reply = await t.call(field.method, request.url, {
          token,
          body: request.body,
          headers: valid.headers,
        });
        const where = `${label} = ${value}`;
        expect(reply.status, where).toBeLessThan(500);
        if ((ALLOWED[label] ?? []).includes(value)) {
          expect(String(reply.data), where).not.toMatch(new RegExp(`^${field.where}\\.${field.name} `));
          continue;
        }
        expect([reply.status, reply.code], where).toEqual([400, 0]);
        expect(reply.data, where).toMatch(new RegExp(`^${field.where}\\.${field.name} `));
      }
    },
  );
});
