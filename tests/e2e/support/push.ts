/**
 * Web Push in the browser tests (issue 13). No push service is reachable here and `pushManager.subscribe`
 * never settles in headless Chromium, so the page's PushManager is stubbed with a subscription of the test's
 * own keys; pushes are delivered to the worker over the DevTools protocol, as a push service would.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { chromium, expect, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../scripts/chromium.ts';
import { PUSH_RECEIVED_MESSAGE } from '../../../src/shared/push-channel.ts';
import { originFor } from './sign-in.ts';

export interface StubbedSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A subscription with real keys (a P-256 public key, a 16-byte secret) and an endpoint no one answers. */
function testSubscription(): StubbedSubscription {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://push-service.invalid/e2e/${randomBytes(8).toString('hex')}`,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

/** Runs in every page: PushManager answers from localStorage, and records the key it was asked to use. */
function stubPushManager(sub: StubbedSubscription) {
  const KEY = 'e2e-push-subscription';
  const record = window as unknown as {
    e2ePush: { serverKey?: string; unsubscribed: number; badge?: number };
  };
  record.e2ePush = { unsubscribed: 0 };
  // the app badge, as the installed app's icon would show it (the Badging API, recorded)
  Object.assign(navigator, {
    setAppBadge: async (count?: number) => void (record.e2ePush.badge = count),
    clearAppBadge: async () => void (record.e2ePush.badge = 0),
  });
  const make = (endpoint: string) => ({
    endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: null },
    getKey: () => null,
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: sub.p256dh, auth: sub.auth } }),
    unsubscribe: async () => {
      localStorage.removeItem(KEY);
      record.e2ePush.unsubscribed += 1;
      return true;
    },
  });
  const manager = PushManager.prototype as unknown as Record<string, unknown>;
  manager.subscribe = async (options: { applicationServerKey: Uint8Array }) => {
    const bytes = new Uint8Array(options.applicationServerKey);
    record.e2ePush.serverKey = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    localStorage.setItem(KEY, sub.endpoint);
    return make(sub.endpoint);
  };
  manager.getSubscription = async () => {
    const endpoint = localStorage.getItem(KEY);
    return endpoint ? make(endpoint) : null;
  };
}

/**
 * A persistent Chromium profile (incognito contexts have no push subscription nor notifications), with
 * notifications allowed and PushManager stubbed; closed and deleted by `close`.
 */
export async function openPushProfile(sub = testSubscription()) {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-push-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    baseURL: originFor(),
    viewport: { width: 1280, height: 900 },
    permissions: ['notifications'],
  });
  await context.addInitScript(stubPushManager, sub);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    sub,
    close: async () => {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The app worker's registration id, from the DevTools protocol (its ServiceWorker domain). */
async function workerRegistration(page: Page): Promise<{ cdp: CDPSession; registrationId: string }> {
  const cdp = await page.context().newCDPSession(page);
  const scopeURL = `${originFor()}/`;
  const registrationId = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no worker registration reported')), 10_000);
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((entry) => !entry.isDeleted && entry.scopeURL === scopeURL);
      if (!live) return;
      clearTimeout(timer);
      resolve(live.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrationId: await registrationId };
}

/**
 * Delivers one push message to the app's worker, as the push service would, and waits until the worker has
 * handled it (its message to the page: it posts after showing the notification). Reading the notifications
 * while one is still being shown can lose it in headless Chromium, so nothing reads them before that.
 */
export async function deliverPush(page: Page, message: unknown): Promise<void> {
  const { cdp, registrationId } = await workerRegistration(page);
  await page.evaluate((type) => {
    const holder = window as unknown as { e2ePushHandled?: Promise<void> };
    holder.e2ePushHandled = new Promise<void>((resolve) => {
      const onMessage = (event: MessageEvent<{ type?: string }>) => {
        if (event.data?.type !== type) return;
        navigator.serviceWorker.removeEventListener('message', onMessage);
        resolve();
      };
      navigator.serviceWorker.addEventListener('message', onMessage);
    });
  }, PUSH_RECEIVED_MESSAGE);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: originFor(),
    registrationId,
    data: JSON.stringify(message),
  });
  await cdp.detach();
  await page.evaluate(() =>
    Promise.race([
      (window as unknown as { e2ePushHandled: Promise<void> }).e2ePushHandled,
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('the worker did not handle the push')), 10_000),
      ),
    ]),
  );
}

export interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  data: { url: string | null; notificationId: string | null };
}

/** The system notifications the app's worker shows now. */
export function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map(({ title, body, tag, data }) => ({
      title,
      body,
      tag,
      data: data as ShownNotification['data'],
    }));
  });
}

/** The notification of this tag, once the worker shows it. */
export async function notificationTagged(page: Page, tag: string): Promise<ShownNotification> {
  let found: ShownNotification | undefined;
  await expect
    .poll(async () => (found = (await shownNotifications(page)).find((entry) => entry.tag === tag)), {
      timeout: 15_000,
    })
    .toBeTruthy();
  return found!;
}

/**
 * A click on the notification of this tag, as the system would report it: a `notificationclick` event in the
 * worker (synthetic: headless Chromium has no notification daemon to click on).
 */
export async function clickNotification(context: BrowserContext, tag: string): Promise<void> {
  const worker = context.serviceWorkers().find((candidate) => candidate.url().endsWith('/sw.js'));
  if (!worker) throw new Error('the app worker is not running');
  await worker.evaluate(async (wanted) => {
    const scope = globalThis as unknown as {
      registration: { getNotifications: (filter: { tag: string }) => Promise<unknown[]> };
      NotificationEvent: new (type: string, init: { notification: unknown }) => Event;
      dispatchEvent: (event: Event) => boolean;
    };
    const [notification] = await scope.registration.getNotifications({ tag: wanted });
    if (!notification) throw new Error(`no notification tagged ${wanted}`);
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
  }, tag);
}

/** A payout message exactly as the sandbox sends it (sandbox/push.ts). */
export function payoutMessage(fields: {
  payoutId: string;
  orgId?: string;
  amount?: number;
  currency?: string;
  status?: string;
}) {
  return {
    type: 'payout',
    notificationId: randomBytes(12).toString('hex'),
    orgId: fields.orgId ?? randomBytes(12).toString('hex'),
    env: 'test',
    data: {
      amount: fields.amount ?? 1234.5,
      currency: fields.currency ?? 'USD',
      endDate: '2026-11-20T00:00:00.000Z',
      payoutId: fields.payoutId,
      status: fields.status ?? 'paid',
    },
  };
}

/** The count the page last put on the app's icon (navigator.setAppBadge / clearAppBadge). */
export function appBadge(page: Page): Promise<number | undefined> {
  return page.evaluate(() => (window as unknown as { e2ePush: { badge?: number } }).e2ePush.badge);
}

/** The push endpoints the sandbox has stored (its database, read-only): what the provider will send to. */
export function storedPushEndpoints(): string[] {
  const db = new Database(join(process.env.E2E_SANDBOX_DIR!, 'sandbox.db'), { readonly: true });
  try {
    return (db.prepare('SELECT endpoint FROM push_subscriptions').all() as { endpoint: string }[]).map(
      (row) => row.endpoint,
    );
  } finally {
    db.close();
  }
}
