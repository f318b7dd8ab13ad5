/** Reference data (currencies, providers, helper lists), payment configuration and on-ramp requests. */
import { Hono } from 'hono';
import type { SandboxDeps } from '../../deps.ts';
import { ApiError, bodyOf, ok, pageOf } from '../../http.ts';
import { newId } from '../../rng.ts';
import { requireOrgRole, sessionOf, type AppEnv } from '../../session.ts';
import { amountUnits, CURRENCIES, currencyInfo, PAYMENT_TYPES, TX_STATUSES } from '../../money/currencies.ts';
import { getPaymentConfig, savePaymentConfig, type PaymentConfig } from '../../money/payment-config.ts';
import { pagingOf, queryOf, sessionFor } from '../../money/request.ts';
import { assertMoneyRole } from '../../money/roles.ts';
import { toOnRamp } from '../../money/rows.ts';
import { scopeWhere, type MoneySession } from '../../money/scope.ts';

const PROVIDERS = [
  {
    _id: '64b0c0ffee00000000000001',
    name: 'Sandbox Card Acquirer',
    type: 'card',
    currencies: ['USD', 'EUR'],
    enabled: true,
  },
  {
    _id: '64b0c0ffee00000000000002',
    name: 'Sandbox SEPA / ACH',
    type: 'bank',
    currencies: ['USD', 'EUR'],
    enabled: true,
  },
  {
    _id: '64b0c0ffee00000000000003',
    name: 'Sandbox Bitcoin Node',
    type: 'crypto',
    currencies: ['BTC'],
    enabled: true,
  },
  {
    _id: '64b0c0ffee00000000000004',
    name: 'Sandbox EVM Gateway',
    type: 'crypto',
    currencies: ['ETH', 'USDT', 'USDC'],
    enabled: true,
  },
  {
    _id: '64b0c0ffee00000000000005',
    name: 'Sandbox Legacy Wire',
    type: 'bank',
    currencies: ['USD'],
    enabled: false,
  },
];

/** The organization a write applies to: the selected master org, else the user's current org. */
function writeOrg(s: MoneySession): string {
  const id = s.scopeOrgIds?.length === 1 ? s.scopeOrgIds[0] : s.orgId;
  if (!id) throw new ApiError(422, 'Select an organization first');
  return id;
}

export function configRoutesMoney({ db, now }: SandboxDeps) {
  const r = new Hono<AppEnv>();

  r.get('/config/currency', (c) => ok(c, CURRENCIES));
  r.get('/provider/list', (c) => ok(c, PROVIDERS));
  r.get('/helperServices/currencyType', (c) => ok(c, ['crypto', 'fiat']));
  r.get('/helperServices/paymentType', (c) => ok(c, [...PAYMENT_TYPES]));
  r.get('/helperServices/status', (c) => ok(c, [...TX_STATUSES]));

  r.get('/config/payment', (c) => {
    const s = sessionFor(c);
    if (!s.orgId) throw new ApiError(404, 'Organization not found');
    return ok(c, getPaymentConfig(db, s.orgId, s.env));
  });

  r.patch('/config/payment', (c) => {
    const s = sessionFor(c);
    const orgId = requireOrgRole(db, sessionOf(c), ['owner', 'admin']);
    const patch = bodyOf<Partial<PaymentConfig>>(c);
    const codes = [
      ...(patch.acceptedCurrencies ?? []),
      ...(patch.settlementCurrency ? [patch.settlementCurrency] : []),
    ];
    const bad = codes.find((code) => !currencyInfo(code));
    if (bad) throw new ApiError(422, `Unsupported currency ${bad}`);
    const next = { ...getPaymentConfig(db, orgId, s.env), ...patch };
    if (!next.acceptedCurrencies.includes(next.settlementCurrency)) {
      throw new ApiError(422, 'settlementCurrency must be one of acceptedCurrencies');
    }
    return ok(c, savePaymentConfig(db, orgId, s.env, patch, now().toISOString()));
  });

  r.get('/onramp/requests', (c) => {
    const q = queryOf(c);
    const { page, limit, offset } = pagingOf(q);
    const s = scopeWhere(sessionFor(c));
    const where = q.status ? `${s.sql} AND status = ?` : s.sql;
    const params = q.status ? [...s.params, q.status] : s.params;
    const total = (
      db.prepare(`SELECT COUNT(*) n FROM onramp_requests WHERE ${where}`).get(...params) as { n: number }
    ).n;
    const rows = db
      .prepare(
        `SELECT * FROM onramp_requests WHERE ${where} ORDER BY created_at DESC, _id DESC LIMIT ? OFFSET ?`,
      )
      .all(...params, limit, offset) as Record<string, unknown>[];
    return ok(c, pageOf(rows.map(toOnRamp), page, limit, total));
  });

  r.post('/onramp/requests', (c) => {
    const s = sessionFor(c);
    const orgId = writeOrg(s);
    // an on-ramp spends the organization's fiat: the same roles as a payout
    assertMoneyRole(db, s, orgId);
    const b = bodyOf<{
      fiatAmount: number;
      fiatCurrency: string;
      cryptoCurrency: string;
      walletAddress: string;
    }>(c);
    const fiat = currencyInfo(b.fiatCurrency);
    const crypto = currencyInfo(b.cryptoCurrency);
    if (fiat?.currencyType !== 'fiat')
      throw new ApiError(422, `${b.fiatCurrency} is not a supported fiat currency`);
    if (crypto?.currencyType !== 'crypto')
      throw new ApiError(422, `${b.cryptoCurrency} is not a supported crypto currency`);
    const fiatUnits = amountUnits('fiatAmount', b.fiatAmount, fiat);
    const id = newId();
    db.prepare(
      `INSERT INTO onramp_requests (_id, org_id, env, fiat_amount, fiat_currency, crypto_currency, wallet_address, status,
       created_at) VALUES (?,?,?,?,?,?,?,'pending',?)`,
    ).run(id, orgId, s.env, fiatUnits, fiat.code, crypto.code, b.walletAddress, now().toISOString());
    return ok(
      c,
      toOnRamp(db.prepare('SELECT * FROM onramp_requests WHERE _id = ?').get(id) as Record<string, unknown>),
      201,
    );
  });

  return r;
}
