/**
 * The audit entries of money moved: a refund, a payout or an on-ramp request created (a replayed request records
 * nothing).
 */
import type { Context } from 'hono';
import type { Schemas } from '../contract-types.ts';
import type { EnvName, SandboxDeps } from '../deps.ts';
import { toRefund } from '../money/rows.ts';
import { amountText } from './changes.ts';
import { auditChange } from './request.ts';

type Deps = Pick<SandboxDeps, 'db' | 'now' | 'trustedProxies'>;

export function recordRefundCreated(c: Context, deps: Deps, row: Record<string, unknown>): void {
  const refund = toRefund(row);
  auditChange(c, deps, refund.orgId, {
    kind: 'refundCreated',
    env: row.env as EnvName,
    targetId: refund._id,
    targetLabel: refund.paymentId,
    changes: [
      { field: 'payment', before: null, after: refund.paymentId },
      { field: 'amount', before: null, after: amountText(refund.amount) },
      { field: 'currency', before: null, after: refund.currency },
      ...(refund.reason ? [{ field: 'reason', before: null, after: refund.reason }] : []),
    ],
  });
}

export function recordPayoutCreated(
  c: Context,
  deps: Deps,
  orgId: string,
  env: EnvName,
  payout: Schemas['Payout'],
): void {
  auditChange(c, deps, orgId, {
    kind: 'payoutCreated',
    env,
    targetId: payout._id,
    changes: [
      { field: 'amount', before: null, after: amountText(payout.netAmount) },
      { field: 'currency', before: null, after: payout.currency },
      { field: 'endDate', before: null, after: payout.endDate },
    ],
  });
}

/** An on-ramp spends the organization's fiat into a wallet: what, how much and where, as a payout's entry. */
export function recordOnRampRequested(c: Context, deps: Deps, request: Schemas['OnRampRequest']): void {
  auditChange(c, deps, request.orgId, {
    kind: 'onRampRequested',
    env: request.env,
    targetId: request._id,
    changes: [
      { field: 'amount', before: null, after: amountText(request.fiatAmount) },
      { field: 'currency', before: null, after: request.fiatCurrency },
      { field: 'cryptoCurrency', before: null, after: request.cryptoCurrency },
      { field: 'toWallet', before: null, after: request.walletAddress },
    ],
  });
}
