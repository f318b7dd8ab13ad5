import type { Hono } from 'hono';
import { join } from 'node:path';
import { createApp } from './app.ts';
import { DEFAULT_CLIENT_LIMITS, type ClientLimits } from './client-limits.ts';
import { openDb, type Db } from './db.ts';
import type { SandboxDeps } from './deps.ts';
import { DEFAULT_IMAGE_URL_ENDPOINT } from './image-service.ts';
import { startUnusedImageSweeper } from './image-store.ts';
import { loadKeys } from './keys.ts';
import { DEFAULT_PAYOUT_STEP_MS, startPayoutClock } from './money/payout-lifecycle.ts';
import type { EmailLog } from './mail.ts';
import { pushEndpointAllowed } from './push-endpoint.ts';
import { webPushSender, type PushSender } from './push.ts';
import { createDelivery } from './events/deliver.ts';
import { eventsEveryMsFromEnv, startEventGenerator } from './events/generator.ts';
import { createEvents } from './events/index.ts';
import { createPushLog } from './events/push-log.ts';
import { DEFAULT_SCHEDULER_TICK_MS, startScheduler } from './events/scheduler.ts';
import { seed } from './seed.ts';
import type { AppEnv } from './session.ts';
import { systemClock, type Clock } from './clock.ts';
import { createWebhookSender, type WebhookSender } from './webhooks/sender.ts';
import type { Resolve } from './webhooks/network-rule.ts';
import type { WebhookTransport } from './webhooks/transport.ts';

export type { PushSubscriptionData } from './push.ts';
export { eventsEveryMsFromEnv };

export interface SandboxOptions {
  /** where the db and keys persist; absent = everything in memory (tests) */
  dataDir?: string;
  /** the sandbox clock (seed dates, token expiry, TOTP); tests pin it */
  now?: Clock;
  pushSender?: PushSender;
  /** where emails are announced; default: nowhere (tests read them from the db or the test-only outbox) */
  logEmail?: EmailLog;
  /**
   * Test-only: serve the /__sandbox dev routes (routes/dev.ts): the emails at GET /__sandbox/outbox, the pushes
   * sent at GET /__sandbox/pushes, and payments and the scheduler's due work on demand. Off by default, because
   * whoever can read the outbox can reset any password; `npm start` turns it on only when SANDBOX_OUTBOX=1.
   */
  exposeOutbox?: boolean;
  /**
   * Test-only: accept any http(s) Web Push endpoint, local ones included, so a test can run its own push
   * service. Off by default: only the browsers' push services are accepted (push-endpoint.ts); `npm start`
   * turns it on only when SANDBOX_TEST_PUSH_ENDPOINTS=1.
   */
  testPushEndpoints?: boolean;
  /** the image service's URL endpoint (default: image-service.ts); the web server's CSP allows its origin */
  imageUrlEndpoint?: string;
  /**
   * How many times the usual number of payments a new database is seeded with (default 1: about 4,000; 20
   * gives the demo merchant's "Maya's Coffee" over 10,000 in the test environment, for large-list checks).
   * `npm start` reads SANDBOX_SEED_SCALE (seed-scale.ts).
   */
  seedScale?: number;
  /**
   * How long a payout stays in each of pending and processing (default 3000 ms), measured on `now`. `npm start`
   * reads SANDBOX_PAYOUT_STEP_MS (money/payout-lifecycle.ts).
   */
  payoutStepMs?: number;
  /**
   * The limits on registrations, reset emails, invitations and failed sign-ins (default: client-limits.ts's
   * production numbers). `npm start` raises the registrations a test server allows with
   * SANDBOX_REGISTRATIONS_PER_HOUR.
   */
  clientLimits?: ClientLimits;
  /**
   * The reverse proxies in front of the sandbox, whose X-Forwarded-For says which client the limits count
   * (default none: the header is never believed). `npm start` reads SANDBOX_TRUSTED_PROXIES.
   */
  trustedProxies?: readonly string[];
  /**
   * How often (real milliseconds) the scheduler runs the due work: digests, dispute reminders, refund settlement,
   * alert rules' windows (default 5000; events/scheduler.ts). It also runs once at start; tests call `runDue`.
   */
  schedulerTickMs?: number;
  /**
   * The demo's event generator: a realistic payment every this many milliseconds in the demo merchant's current
   * organization (events/generator.ts). Off when absent (tests); `npm start` reads SANDBOX_EVENTS_EVERY_MS.
   */
  eventsEveryMs?: number;
  /**
   * Issue 33: the exact origins (`http://127.0.0.1:4599`) a webhook may point to beside the rule's public host
   * names: the local receiver's. `npm start` reads SANDBOX_WEBHOOK_ALLOWED_ORIGINS, or allows its own receiver.
   */
  webhookAllowedOrigins?: readonly string[];
  /**
   * tests: how the webhook sender connects and resolves names (default: a POST to exactly the addresses resolved
   * and checked, webhooks/transport.ts, and the system resolver)
   */
  webhookTransport?: WebhookTransport;
  webhookResolve?: Resolve;
}

export interface Sandbox {
  app: Hono<AppEnv>;
  db: Db;
  publicKeyPem: string;
  publicKeyBase64: string;
  vapidPublicKey: string;
  /** runs the scheduler's due work now, on the sandbox clock (tests call it after `advance`) */
  runDue(): void;
  /** issue 33's webhook sender: tests await `settled()` after an event or `runDue` */
  webhooks: WebhookSender;
  close(): void;
}

export async function createSandbox(opts: SandboxOptions = {}): Promise<Sandbox> {
  const now = opts.now ?? systemClock;
  const keys = loadKeys(opts.dataDir);
  const db = opts.dataDir
    ? openDb(join(opts.dataDir, 'sandbox.db'))
    : seededInMemory(now(), opts.seedScale ?? 1);
  // seed only a new database: a restart keeps what the user did
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number };
  if (n === 0) seed(db, { now: now(), scale: opts.seedScale ?? 1 });
  const payoutStepMs = opts.payoutStepMs ?? DEFAULT_PAYOUT_STEP_MS;
  // issue 32's events: one delivery that honours each user's preferences; test servers keep what was pushed
  const pushLog = opts.exposeOutbox === true ? createPushLog() : undefined;
  const webhookAllowedOrigins = opts.webhookAllowedOrigins ?? [];
  const webhooks = createWebhookSender({
    db,
    now,
    allowedOrigins: webhookAllowedOrigins,
    transport: opts.webhookTransport,
    resolve: opts.webhookResolve,
  });
  const events = createEvents({
    db,
    now,
    deliver: createDelivery({
      db,
      now,
      send: opts.pushSender ?? webPushSender(keys),
      allowed: (endpoint) => deps.pushEndpointAllowed(endpoint),
      log: pushLog,
    }),
    advancePayouts: () => deps.advancePayouts(),
    webhookEvent: webhooks.eventHappened,
    webhookRetries: webhooks.runDue,
  });
  const deps: SandboxDeps = {
    db,
    keys,
    now,
    events,
    pushLog,
    notify: () => undefined,
    advancePayouts: () => undefined,
    payoutStepMs,
    logEmail: opts.logEmail ?? (() => undefined),
    pushEndpointAllowed: (endpoint) => pushEndpointAllowed(endpoint, opts.testPushEndpoints === true),
    imageUrlEndpoint: opts.imageUrlEndpoint ?? DEFAULT_IMAGE_URL_ENDPOINT,
    clientLimits: opts.clientLimits ?? DEFAULT_CLIENT_LIMITS,
    trustedProxies: opts.trustedProxies ?? [],
    webhooks,
    webhookAllowedOrigins,
  };
  // a payout's changes: paid and failed are announced, every change re-evaluates the alert rules
  deps.notify = events.payoutChanged;
  const payoutClock = startPayoutClock({
    db,
    now,
    stepMs: payoutStepMs,
    notify: deps.notify,
  });
  deps.advancePayouts = payoutClock.advance;
  // uploads nobody saved go after a day even when nobody uploads again (the upload route sweeps too)
  const imageSweeper = startUnusedImageSweeper(db, now);
  // the due work (digests, dispute reminders, refund settlement, alert windows): caught up now, then on a timer
  const scheduler = startScheduler({
    runDue: events.runDue,
    tickMs: opts.schedulerTickMs ?? DEFAULT_SCHEDULER_TICK_MS,
  });
  const generator = opts.eventsEveryMs
    ? startEventGenerator({
        db,
        now,
        everyMs: opts.eventsEveryMs,
        added: ({ payment, dispute }) => events.paymentAdded(payment, dispute),
      })
    : undefined;
  return {
    app: createApp(deps, { exposeOutbox: opts.exposeOutbox === true }),
    db,
    publicKeyPem: keys.publicKeyPem,
    publicKeyBase64: keys.publicKeyBase64,
    vapidPublicKey: keys.vapid.publicKey,
    runDue: scheduler.runDue,
    webhooks,
    close: () => {
      generator?.stop();
      scheduler.stop();
      payoutClock.stop();
      clearInterval(imageSweeper);
      db.close();
    },
  };
}

// The seed is deterministic for a given clock and scale, so a test process seeds each (clock, scale) once and
// every further in-memory sandbox starts from a copy of that image: most test files pin the clock, and seeding
// thousands of payments is most of a sandbox's start.
const seededImages = new Map<string, Buffer>();

function seededInMemory(at: Date, scale: number): Db {
  const key = `${at.toISOString()} ${scale}`;
  const image = seededImages.get(key);
  if (image) return openDb(image);
  const db = openDb(':memory:');
  seed(db, { now: at, scale });
  seededImages.set(key, db.serialize());
  return db;
}
