import type { SandboxHarness } from './sandbox-msw.ts';

export interface PaymentRow {
  payment_id: string;
  title: string;
  currency: string;
  status: string;
  /** stored units of 1e-8 */
  captured_amount: number;
  refunded_amount: number;
}

/**
 * Payments of a user's current organization and environment (what their screens show), straight from the
 * sandbox's database, newest first, matching `where` (SQL over the transactions table, e.g. a status).
 * Tests that refund take each payment once (`take`), so no test sees another's refund.
 */
export function paymentsInScope(harness: SandboxHarness, email: string, where = '1'): PaymentRow[] {
  const user = harness.sandbox.db
    .prepare('SELECT current_org_id org, current_env env FROM users WHERE email = ?')
    .get(email) as { org: string; env: string };
  return harness.sandbox.db
    .prepare(
      `SELECT payment_id, title, currency, status, captured_amount, refunded_amount FROM transactions
       WHERE org_id = ? AND env = ? AND (${where}) ORDER BY created_at DESC`,
    )
    .all(user.org, user.env) as PaymentRow[];
}

const taken = new Set<string>();

/** A payment nobody else in this test process has taken yet. */
export function take(rows: readonly PaymentRow[]): PaymentRow {
  const row = rows.find((candidate) => !taken.has(candidate.payment_id));
  if (!row) throw new Error('no payment left for this test');
  taken.add(row.payment_id);
  return row;
}

/** A stored amount (units of 1e-8) in major units, as a string (exact). */
export function major(units: number): string {
  const whole = Math.floor(units / 1e8);
  const fraction = String(units % 1e8)
    .padStart(8, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}
