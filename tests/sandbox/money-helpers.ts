/** Shared setup for the money sandbox tests: an in-memory sandbox with a controllable clock. */
import { manualClock } from '../../sandbox/clock.ts';
import { createSandbox, type Sandbox } from '../../sandbox/index.ts';
import { loginTokens } from '../support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

export interface MoneyTestbed {
  sandbox: Sandbox;
  /** moves the sandbox clock forward (refund settlement is driven by it) */
  advance(ms: number): void;
  /** `loginTokens` of tests/support/sign-in.ts against this sandbox: the access token */
  login(email?: string): Promise<string>;
  call<T = unknown>(
    method: string,
    path: string,
    token: string,
    init?: { body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; code: number; data: T }>;
  /** the org ids of a user ordered by name, e.g. merchant → ["Maya's Books", "Maya's Coffee"] */
  orgsOf(email: string): { _id: string; name: string }[];
}

export const START = new Date('2025-06-15T12:00:00.000Z');

export async function moneyTestbed(): Promise<MoneyTestbed> {
  const clock = manualClock(START);
  const sandbox = await createSandbox({ now: clock.now });
  const call: MoneyTestbed['call'] = async (method, path, token, init = {}) => {
    const res = await sandbox.app.fetch(
      new Request(`http://sandbox.local${path}`, {
        method,
        headers: {
          ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
          Authorization: `Bearer ${token}`,
          ...init.headers,
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      }),
    );
    const json = (await res.json()) as { code: number; data: never };
    return { status: res.status, code: json.code, data: json.data };
  };
  return {
    sandbox,
    advance: clock.advance,
    async login(email = DEMO_EMAIL.merchant) {
      return (await loginTokens(sandbox, email)).access.token;
    },
    call,
    orgsOf: (email) =>
      sandbox.db
        .prepare(
          `SELECT o._id, o.name FROM organizations o JOIN users u ON u._id = o.user_id WHERE u.email = ? ORDER BY o.name`,
        )
        .all(email) as { _id: string; name: string }[],
  };
}

/** Reads a number of the db as major units (amounts are stored as integer 1e-8 units). */
export const major = (units: number) => units / 1e8;

/** A transaction list page as the API returns it. */
export interface TxPage {
  results: Record<string, unknown>[];
  page: number;
  limit: number;
  totalPages: number;
  totalResults: number;
}
