/** Reference data (currencies, providers, helper lists) and the payment configuration. */
import { Hono } from 'hono';
import type { Schemas } from '../../contract-types.ts';
import type { SandboxDeps } from '../../deps.ts';
import { ApiError, ok } from '../../http.ts';
import { CURRENCIES, PAYMENT_TYPES, TX_STATUSES } from '../../money/currencies.ts';
import { checkPaymentConfig, getPaymentConfig, savePaymentConfig } from '../../money/payment-config.ts';
import { bodyOf } from '../../request.ts';
import { requireOrgRole, sessionOf, type AppEnv } from '../../session.ts';
import { recordConfigChanges } from '../../audit/payment-config.ts';

const PROVIDERS: Schemas['Provider'][] = [
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

export function paymentConfigRoutes(deps: SandboxDeps) {
  const { db, now } = deps;
  const r = new Hono<AppEnv>();

  r.get('/config/currency', (c) => ok<'listCurrencies'>(c, CURRENCIES));
  r.get('/provider/list', (c) => ok<'listProviders'>(c, PROVIDERS));
  r.get('/helperServices/currencyType', (c) => ok<'listCurrencyTypes'>(c, ['crypto', 'fiat']));
  r.get('/helperServices/paymentType', (c) => ok<'listPaymentTypes'>(c, [...PAYMENT_TYPES]));
  r.get('/helperServices/status', (c) => ok<'listStatuses'>(c, [...TX_STATUSES]));

  r.get('/config/payment', (c) => {
    const s = sessionOf(c);
    if (!s.orgId) throw new ApiError(404, 'Organization not found');
    return ok<'getPaymentConfig'>(c, getPaymentConfig(db, s.orgId, s.env));
  });

  r.patch('/config/payment', (c) => {
    const s = sessionOf(c);
    const orgId = requireOrgRole(db, s, ['owner', 'admin'], 'change the payment configuration');
    const patch = bodyOf<'updatePaymentConfig'>(c);
    checkPaymentConfig({ ...getPaymentConfig(db, orgId, s.env), ...patch }, deps.webhookAllowedOrigins);
    const before = getPaymentConfig(db, orgId, s.env);
    const saved = savePaymentConfig(db, orgId, s.env, patch, now().toISOString());
    recordConfigChanges(c, deps, orgId, s.env, before, saved);
    return ok<'updatePaymentConfig'>(c, saved);
  });

  return r;
}
