/** Per org+env payment configuration (x-extension), stored as JSON; defaults apply until first saved. */
import type { Db } from '../db.ts';
import { ApiError } from '../http.ts';
import { webhookUrlProblem } from '../../src/shared/webhook-url.ts';
import { CURRENCY_CODES, currencyInfo, roundUnits, toUnits } from './currencies.ts';
import { defaultExplorerUrls, explorerUrlProblem, type ExplorerUrls } from './payout-explorers.ts';

export interface PaymentConfig {
  acceptedCurrencies: string[];
  settlementCurrency: string;
  autoPayout: boolean;
  payoutSchedule: 'daily' | 'weekly' | 'monthly';
  minimumPayoutAmount: number;
  webhookUrl: string | null;
  paymentExpiryMinutes: number;
  /** each crypto network's block explorer, a URL template with {hash} (payout-explorers.ts) */
  explorerUrls: ExplorerUrls;
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
    explorerUrls: defaultExplorerUrls(env),
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

/**
 * The rules a configuration must meet as a whole, after a partial update is merged (sandbox/README.md,
 * "Payment configuration"): every currency supported (422), the settlement currency accepted (422), a webhook
 * only over https to a public host name (400: the provider posts payment data to it, see webhook-url.ts),
 * a minimum payout the settlement currency can represent (400: 0.001 USD would be silently changed), and
 * explorer templates the payout page can turn into a link safely (400, payout-explorers.ts).
 */
export function checkPaymentConfig(next: PaymentConfig, allowedOrigins: readonly string[] = []): void {
  const bad = [...next.acceptedCurrencies, next.settlementCurrency].find((code) => !currencyInfo(code));
  if (bad) throw new ApiError(422, `Unsupported currency ${bad}`);
  if (!next.acceptedCurrencies.includes(next.settlementCurrency)) {
    throw new ApiError(422, 'settlementCurrency must be one of acceptedCurrencies');
  }
  // the operator's allow-listed origins (the local receiver's) pass as well: sandbox/webhooks/network-rule.ts
  const webhookProblem = next.webhookUrl === null ? null : webhookUrlProblem(next.webhookUrl, allowedOrigins);
  if (webhookProblem) throw new ApiError(400, `webhookUrl ${webhookProblem}`);
  for (const [network, template] of Object.entries(next.explorerUrls ?? {})) {
    const problem = explorerUrlProblem(template);
    if (problem) throw new ApiError(400, `explorerUrls.${network} ${problem}`);
  }
  const info = currencyInfo(next.settlementCurrency)!;
  const units = toUnits(next.minimumPayoutAmount);
  if (units !== roundUnits(units, info.code)) {
    throw new ApiError(
      400,
      `minimumPayoutAmount must have at most ${info.decimals} decimals for ${info.code}`,
    );
  }
}
