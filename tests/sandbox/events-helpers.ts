/**
 * Shared setup for issue 32's sandbox tests (notification kinds, preferences, alert rules, digests, reminders):
 * an in-memory sandbox on a manual clock whose scheduler runs only when a test says so (`runDue`), Web Push
 * captured per endpoint, and the test-only /__sandbox routes to add payments.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import type { Schemas } from '../../sandbox/contract-types.ts';
import { manualClock } from '../../sandbox/clock.ts';
import { createSandbox, type Sandbox } from '../../sandbox/index.ts';
import { loginTokens } from '../support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

export type PushMessage = Schemas['PushMessage'];
export type Preferences = Schemas['NotificationPreferences'];

/** A Monday noon in UTC: 07:00 in New York (EST, UTC−5), 13:00 in Paris. */
export const START = new Date('2026-03-02T12:00:00.000Z');
export const HOUR = 3_600_000;

interface Reply<T> {
  status: number;
  data: T;
}

export interface EventsTestbed {
  sandbox: Sandbox;
  now(): Date;
  advance(ms: number): void;
  /** moves the clock and runs the scheduler's due work, as its timer would */
  tick(ms?: number): void;
  call<T = unknown>(method: string, path: string, token?: string, body?: unknown): Promise<Reply<T>>;
  /** a demo account signed in: its token and id */
  as(email: string): Promise<{ token: string; userId: string }>;
  /** the id of an organization by name */
  org(name: string): string;
  /** the user's current organization and environment */
  lookAt(token: string, orgId: string, env?: 'test' | 'live'): Promise<void>;
  /** a push subscription of the user at https://fcm.googleapis.com/fcm/send/<name> */
  subscribe(token: string, name: string): Promise<void>;
  /** what reached the subscription of that name, oldest first */
  pushesTo(name: string): PushMessage[];
  /** saves the user's preferences: the defaults with these changes */
  prefer(token: string, changes: Partial<Preferences>): Promise<Reply<Preferences>>;
  /** POST /__sandbox/payments */
  addPayment(
    body: Record<string, unknown>,
  ): Promise<Reply<{ payment: Record<string, unknown>; dispute: Record<string, unknown> | null }>>;
  /** the user's stored notifications of a kind, newest first */
  notesOf(
    userId: string,
    kind: string,
  ): { _id: string; org_id: string; env: string; data: Record<string, unknown> }[];
}

const open: Sandbox[] = [];

/** Closes the testbeds a file opened (call from afterEach). */
export function closeTestbeds(): void {
  for (const s of open.splice(0)) s.close();
}

export const DEFAULT_PREFERENCES: Preferences = {
  kinds: {
    payout: { push: true, inApp: true },
    dispute: { push: true, inApp: true },
    disputeDeadline: { push: true, inApp: true },
    refund: { push: true, inApp: true },
    payment: { push: true, inApp: true },
    alert: { push: true, inApp: true },
    digest: { push: true, inApp: true },
  },
  largePayment: [],
  quietHours: { enabled: false, start: '22:00', end: '07:00' },
  digest: { enabled: false, hour: 8 },
  timeZone: 'UTC',
};

export async function eventsTestbed(start: Date = START): Promise<EventsTestbed> {
  const clock = manualClock(start);
  const pushes: { endpoint: string; payload: PushMessage }[] = [];
  const sandbox = await createSandbox({
    now: clock.now,
    exposeOutbox: true,
    // the timer never fires within a test: the tests run the due work themselves
    schedulerTickMs: 3_600_000,
    pushSender: async (subscription, payload) => {
      pushes.push({ endpoint: subscription.endpoint, payload: JSON.parse(payload) as PushMessage });
    },
  });
  open.push(sandbox);
  const request = async <T>(
    method: string,
    path: string,
    token?: string,
    body?: unknown,
  ): Promise<Reply<T>> => {
    const res = await sandbox.app.fetch(
      new Request(`http://sandbox.test${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    const json = (await res.json()) as { data: T };
    return { status: res.status, data: json.data };
  };
  const bed: EventsTestbed = {
    sandbox,
    now: clock.now,
    advance: clock.advance,
    tick(ms = 0) {
      clock.advance(ms);
      sandbox.runDue();
    },
    call: request,
    async as(email) {
      const { access, userId } = await loginTokens(sandbox, email);
      return { token: access.token, userId };
    },
    org(name) {
      return (sandbox.db.prepare('SELECT _id FROM organizations WHERE name = ?').get(name) as { _id: string })
        ._id;
    },
    async lookAt(token, orgId, env = 'test') {
      await request('PATCH', `/v1/org/setDefault/organization/${orgId}`, token);
      await request('PATCH', `/v1/user/switchEnv?env=${env}`, token);
    },
    async subscribe(token, name) {
      const r = await request('POST', '/v1/push/subscribe', token, {
        endpoint: `https://fcm.googleapis.com/fcm/send/${name}`,
        keys: { p256dh: 'p256', auth: 'auth' },
      });
      if (r.status !== 200) throw new Error(`subscribe: ${r.status}`);
    },
    pushesTo(name) {
      return pushes
        .filter((p) => p.endpoint === `https://fcm.googleapis.com/fcm/send/${name}`)
        .map((p) => p.payload);
    },
    prefer(token, changes) {
      return request('PUT', '/v1/user/notification-preferences', token, {
        ...DEFAULT_PREFERENCES,
        ...changes,
      });
    },
    addPayment(body) {
      return request('POST', '/__sandbox/payments', undefined, body);
    },
    notesOf(userId, kind) {
      return (
        sandbox.db
          .prepare(
            `SELECT _id, org_id, env, data FROM notifications WHERE user_id = ? AND type = ?
             ORDER BY created_at DESC, rowid DESC`,
          )
          .all(userId, kind) as { _id: string; org_id: string; env: string; data: string }[]
      ).map((n) => ({ ...n, data: JSON.parse(n.data) as Record<string, unknown> }));
    },
  };
  return bed;
}

export { DEMO_EMAIL };

let validatePush: ((message: unknown) => string | null) | undefined;

/** Null when the message is the contract's PushMessage, else ajv's complaint (Ajv 2020 over the components). */
export function pushMessageProblem(message: unknown): string | null {
  if (!validatePush) {
    const spec = parse(readFileSync('openapi/provider.yaml', 'utf8')) as { components: unknown };
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ $id: 'provider', components: spec.components });
    const validate = ajv.compile({ $ref: 'provider#/components/schemas/PushMessage' });
    validatePush = (m) => (validate(m) ? null : ajv.errorsText(validate.errors));
  }
  return validatePush(message);
}

/**
 * A newly registered user, who owns a new organization without any payment (their current one, in test).
 * `token()` is a fresh access token (tests move the clock by hours; an access token lasts 15 minutes).
 */
export async function registered(t: EventsTestbed, name: string) {
  type Tokens = { access: { token: string }; refresh: { token: string } };
  const r = await t.call<{ user: { _id: string; organizationId: string }; tokens: Tokens }>(
    'POST',
    '/v1/auth/register',
    undefined,
    { name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@events.test`, password: 'Fresh-pass-1' },
  );
  if (r.status !== 201) throw new Error(`register: ${r.status} ${JSON.stringify(r.data)}`);
  let refresh = r.data.tokens.refresh.token;
  return {
    userId: r.data.user._id,
    orgId: r.data.user.organizationId,
    async token() {
      const next = await t.call<Tokens>('POST', '/v1/auth/refresh-tokens', undefined, {
        refreshToken: refresh,
      });
      if (next.status !== 200) throw new Error(`refresh: ${next.status} ${JSON.stringify(next.data)}`);
      refresh = next.data.refresh.token;
      return next.data.access.token;
    },
  };
}

/**
 * The user proves it is them again with their password (issue 33's step-up): a refund or payout made longer than
 * 5 minutes after the sign-in asks for it, as the app does.
 */
export async function confirmIdentity(t: EventsTestbed, token: string, password = 'Fresh-pass-1') {
  const r = await t.call('POST', '/v1/auth/step-up', token, { password });
  if (r.status !== 200) throw new Error(`step-up: ${r.status} ${JSON.stringify(r.data)}`);
}

/** An API call that needs an Idempotency-Key (refunds, payouts). */
export async function withKey<T>(t: EventsTestbed, path: string, token: string, key: string, body: unknown) {
  const res = await t.sandbox.app.fetch(
    new Request(`http://sandbox.test${path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': key,
      },
      body: JSON.stringify(body),
    }),
  );
  return { status: res.status, data: ((await res.json()) as { data: T }).data };
}
