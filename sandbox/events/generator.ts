/**
 * The demo's event generator (`npm start` with SANDBOX_EVENTS_EVERY_MS, off by default and in tests): now and then
 * a realistic payment in the demo merchant's current organization and environment — mostly small card payments,
 * sometimes a large one, about one in eight failed, now and then a dispute — so that large-payment
 * notifications, alert rules and dispute reminders happen while someone tries the product.
 */
import type { Db } from '../db.ts';
import type { EnvName } from '../deps.ts';
import { addPayment, type NewPayment } from '../money/added-payments.ts';

const DEMO_MERCHANT = 'merchant@demo.test';
const MIN_EVERY_MS = 1000;
const MAX_EVERY_MS = 86_400_000;

/** SANDBOX_EVENTS_EVERY_MS: unset → off (undefined); else whole milliseconds from 1,000 to 86,400,000. */
export function eventsEveryMsFromEnv(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const raw = env.SANDBOX_EVENTS_EVERY_MS?.trim();
  if (!raw) return undefined;
  const ms = Number(raw);
  if (!/^\d+$/.test(raw) || ms < MIN_EVERY_MS || ms > MAX_EVERY_MS)
    throw new Error(
      `SANDBOX_EVENTS_EVERY_MS must be a whole number of milliseconds from ${MIN_EVERY_MS} to ${MAX_EVERY_MS}, not "${raw}"`,
    );
  return ms;
}

/** Where the demo's payments go: the demo merchant's current organization and environment. */
function demoScope(db: Db): { orgId: string; env: EnvName } | undefined {
  const row = db
    .prepare('SELECT current_org_id, current_env FROM users WHERE email = ?')
    .get(DEMO_MERCHANT) as { current_org_id: string | null; current_env: EnvName } | undefined;
  return row?.current_org_id ? { orgId: row.current_org_id, env: row.current_env } : undefined;
}

const between = (random: () => number, low: number, high: number) =>
  Math.round((low + random() * (high - low)) * 100) / 100;

/** One payment as a busy shop sees them, drawn with `random`. */
export function demoPayment(scope: { orgId: string; env: EnvName }, random: () => number): NewPayment {
  const draw = random();
  const currency = draw < 0.6 ? 'USD' : draw < 0.9 ? 'EUR' : 'USDT';
  const size = random();
  const amount =
    size < 0.85
      ? between(random, 5, 250)
      : size < 0.97
        ? between(random, 400, 2500)
        : between(random, 5000, 12000);
  const status = random() < 0.12 ? 'failed' : 'success';
  const dispute =
    status === 'success' && random() < 0.03 ? { dueInHours: Math.round(48 + random() * 192) } : undefined;
  return { ...scope, amount, currency, status, title: 'Demo checkout', dispute };
}

/** Adds a demo payment every `everyMs` and hands it to `added` (events/index.ts paymentAdded). */
export function startEventGenerator(opts: {
  db: Db;
  now: () => Date;
  everyMs: number;
  added: (result: ReturnType<typeof addPayment>) => void;
}): { stop(): void } {
  const timer = setInterval(() => {
    if (!opts.db.open) return;
    const scope = demoScope(opts.db);
    if (!scope) return;
    try {
      opts.added(addPayment(opts.db, demoPayment(scope, Math.random), opts.now()));
    } catch (err) {
      console.warn('[sandbox] demo payment failed:', (err as Error).message ?? err);
    }
  }, opts.everyMs);
  timer.unref?.();
  return { stop: () => clearInterval(timer) };
}
