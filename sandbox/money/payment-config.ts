/** Per org+env payment configuration (x-extension), stored as JSON; defaults apply until first saved. */
import type { Db } from '../db.ts';
import { CURRENCY_CODES } from './currencies.ts';

export interface PaymentConfig {
  acceptedCurrencies: string[];
  settlementCurrency: string;
  autoPayout: boolean;
  payoutSchedule: 'daily' | 'weekly' | 'monthly';
  minimumPayoutAmount: number;
  webhookUrl: string | null;
  paymentExpiryMinutes: number;
}

export function defaultPaymentConfig(env: string): PaymentConfig {
  return {
    acceptedCurrencies: [...CURRENCY_CODES],
    settlementCurrency: 'USD',
    autoPayout: false,
    payoutSchedule: 'weekly',
    minimumPayoutAmount: 50,
    webhookUrl:
      env === 'live'
        ? 'https://merchant.example/webhooks/payments'
        : 'https://merchant.example/webhooks/test',
    paymentExpiryMinutes: 30,
  };
}

export function getPaymentConfig(db: Db, orgId: string, env: string): PaymentConfig {
  const row = db
    .prepare('SELECT config FROM payment_configs WHERE org_id = ? AND env = ?')
    .get(orgId, env) as { config: string } | undefined;
  return row
    ? { ...defaultPaymentConfig(env), ...(JSON.parse(row.config) as Partial<PaymentConfig>) }
    : defaultPaymentConfig(env);
}

export function savePaymentConfig(
  db: Db,
  orgId: string,
  env: string,
  patch: Partial<PaymentConfig>,
  nowIso: string,
) {
  const next = { ...getPaymentConfig(db, orgId, env), ...patch };
  db.prepare(
    `INSERT INTO payment_configs (org_id, env, config, updated_at) VALUES (?,?,?,?)
     ON CONFLICT (org_id, env) DO UPDATE SET config = excluded.config, updated_at = excluded.updated_at`,
  ).run(orgId, env, JSON.stringify(next), nowIso);
  return next;
}
