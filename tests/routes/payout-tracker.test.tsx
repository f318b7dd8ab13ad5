// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { sandboxTxHash } from '../../sandbox/money/payout-tracking.ts';
import { payoutWatchers } from '../../sandbox/money/payout-watches.ts';
import { renderApp } from '../support/render-app.tsx';
import { API_ORIGIN, sandboxHarnessForFile } from '../support/sandbox-msw.ts';
import { screenSettled } from '../support/screen-ready.ts';
import { loginTokens } from '../support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * Issue 32, the payout tracker on the payout page against the sandbox: the timeline with absolute and relative
 * times, the expected arrival, a crypto payout's hash (copied whole), its explorer link and confirmations, and
 * "Notify me when it lands", which also turns push on in a browser without a subscription. The sandbox's
 * payouts take an hour a step here, so that one stays on its way while the test looks at it.
 */
const STEP = 3_600_000;
const harness = sandboxHarnessForFile(cleanup, { payoutStepMs: STEP });
const MERCHANT = DEMO_EMAIL.merchant;
const VAPID = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/payout-tracker-endpoint';

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(navigator, 'clipboard');
});

const db = () => harness.sandbox.db;
const merchantId = () =>
  (db().prepare('SELECT _id FROM users WHERE email = ?').get(MERCHANT) as { _id: string })._id;

/** The merchant's newest paid payout of `currency` in their current organization and environment (the seed's). */
function seededPayout(currency: string): string {
  return (
    db()
      .prepare(
        `SELECT p._id FROM payouts p JOIN users u ON u.email = ?
         WHERE p.env = u.current_env AND p.org_id = u.current_org_id AND p.currency = ? AND p.status = 'paid'
         ORDER BY p.created_at DESC LIMIT 1`,
      )
      .get(MERCHANT, currency) as { _id: string }
  )._id;
}

/**
 * A crypto payout created through the API (one per currency: it pays out what is unpaid), then dated back: requested 100 minutes ago, reviewed 40 minutes ago,
 * so that on an hour's step it was sent 10 minutes ago, has 2 of its 6 confirmations and lands in 20 minutes.
 */
async function travellingPayout(currency: 'BTC' | 'ETH' | 'USDT' | 'USDC'): Promise<string> {
  const { access } = await loginTokens(harness.sandbox, MERCHANT);
  const response = await harness.sandbox.app.fetch(
    new Request(`${API_ORIGIN}/v1/payout/create?currency=${currency}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${access.token}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': `tracker-${currency}`,
      },
      body: JSON.stringify({ endDate: new Date().toISOString().slice(0, 10), currencyCategory: 'crypto' }),
    }),
  );
  expect(response.status).toBe(201);
  const { _id } = ((await response.json()) as { data: { _id: string } }).data;
  const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  db()
    .prepare(`UPDATE payouts SET status = 'processing', created_at = ?, net_amount = ? WHERE _id = ?`)
    .run(ago(100), 12_00000000, _id);
  db().prepare(`UPDATE payout_status_changes SET at = ? WHERE payout_id = ?`).run(ago(100), _id);
  db()
    .prepare(`INSERT INTO payout_status_changes (payout_id, status, at) VALUES (?, 'processing', ?)`)
    .run(_id, ago(40));
  return _id;
}

const tracker = () => screen.getByRole('region', { name: 'Status history' });
const timelineItems = () =>
  [...tracker().querySelectorAll<HTMLElement>('[data-step]')].map((item) => ({
    step: item.dataset.step,
    text: item.textContent,
  }));

describe('the payout tracker', () => {
  it('shows a paid crypto payout’s steps, its hash copied whole, its explorer link and its confirmations', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const id = seededPayout('BTC');
    const hash = sandboxTxHash(id);
    await renderApp(harness, `/manage/payout/${id}`, { as: MERCHANT });
    await screenSettled();

    expect(timelineItems().map((item) => item.step)).toEqual(['requested', 'reviewed', 'sent', 'paid']);
    for (const [i, title] of ['Requested', 'Reviewed', 'Sent', 'Paid'].entries()) {
      // the step, its absolute time in UTC and how long ago
      expect(timelineItems()[i]!.text).toMatch(
        new RegExp(`^${title}\\d{1,2} \\w+ \\d{4}, \\d\\d:\\d\\d UTC\\d+ \\w+ ago$`),
      );
    }
    // settled: nothing to expect, nothing to watch
    expect(within(tracker()).queryByText('Expected arrival')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Notify me when it lands' })).toBeNull();

    const shown = screen.getByTestId('tx-hash');
    expect(shown).toHaveAttribute('title', hash);
    expect(within(shown).getByText(`${hash.slice(0, 8)}…${hash.slice(-8)}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy hash' }));
    expect(writeText).toHaveBeenCalledWith(hash);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();

    const explorer = screen.getByRole('link', { name: 'Open in explorer, in a new tab' });
    expect(explorer).toHaveAttribute('href', `https://mempool.space/testnet4/tx/${hash}`);
    expect(explorer).toHaveAttribute('target', '_blank');
    expect(explorer).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByTestId('confirmations')).toHaveTextContent('6 of 6 confirmations');
  });

  it('makes no explorer link from a template that could lead elsewhere', async () => {
    const id = seededPayout('ETH');
    harness.server.use(
      http.get(`${API_ORIGIN}/v1/payout/detail/:id`, async ({ request }) => {
        const real = (await (await harness.sandbox.app.fetch(request)).json()) as { data: object };
        return HttpResponse.json({
          ...real,
          data: { ...real.data, explorerUrlTemplate: 'https://{hash}.evil.example/tx' },
        });
      }),
    );
    await renderApp(harness, `/manage/payout/${id}`, { as: MERCHANT });
    await screenSettled();
    expect(screen.getByTestId('tx-hash')).toHaveAttribute('title', sandboxTxHash(id));
    expect(screen.queryByRole('link', { name: /Open in explorer/ })).toBeNull();
  });

  it('shows where a travelling payout is, when it should land, and watches it for the user', async () => {
    const user = userEvent.setup();
    const id = await travellingPayout('BTC');
    await renderApp(harness, `/manage/payout/${id}`, { as: MERCHANT });
    await screenSettled();

    const arrival = within(tracker()).getByTestId('expected-arrival');
    expect(arrival).toHaveTextContent(/^Expected arrival.* UTCin 20 minutes$/);
    const relative = timelineItems().map((item) => item.text?.replace(/^.*UTC/, ''));
    expect(relative).toEqual(['2 hours ago', '40 minutes ago', '10 minutes ago', 'PaidNot yet']);
    expect(screen.getByTestId('confirmations')).toHaveTextContent('2 of 6 confirmations');
    expect(screen.getByTestId('tx-hash')).toHaveAttribute('title', sandboxTxHash(id));

    const notify = screen.getByRole('button', { name: 'Notify me when it lands' });
    expect(notify).toHaveAttribute('aria-pressed', 'false');
    await user.click(notify);
    await waitFor(() => expect(notify).toHaveAttribute('aria-pressed', 'true'));
    expect(payoutWatchers(db(), id)).toEqual([merchantId()]);
    // jsdom has no Web Push: the watch holds, and the news will be in the bell
    expect(
      screen.getByText('This browser will not show notifications: it will be in the bell.'),
    ).toBeVisible();

    await user.click(notify);
    await waitFor(() => expect(notify).toHaveAttribute('aria-pressed', 'false'));
    expect(payoutWatchers(db(), id)).toEqual([]);
    expect(harness.requests.filter((r) => r.path === `/v1/payout/${id}/watch`).map((r) => r.method)).toEqual([
      'PUT',
      'DELETE',
    ]);
  });

  it('turns push on as the bell does when this browser has no subscription', async () => {
    const user = userEvent.setup();
    let subscription: object | null = null;
    const pushManager = {
      getSubscription: vi.fn(async () => subscription),
      subscribe: vi.fn(async () => {
        subscription = {
          endpoint: ENDPOINT,
          toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'BPk-p256dh', auth: 'auth-secret' } }),
        };
        return subscription;
      }),
    };
    const notification = {
      permission: 'default' as NotificationPermission,
      requestPermission: vi.fn(async () => (notification.permission = 'granted')),
    };
    vi.stubGlobal('Notification', notification);
    vi.stubGlobal('PushManager', function PushManager() {});
    Object.defineProperty(navigator, 'serviceWorker', {
      value: Object.assign(new EventTarget(), { ready: Promise.resolve({ pushManager }), controller: null }),
      configurable: true,
    });

    const id = await travellingPayout('USDT');
    await renderApp(harness, `/manage/payout/${id}`, { as: MERCHANT, vapidPublicKey: VAPID });
    await screenSettled();
    expect(notification.requestPermission).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Notify me when it lands' }));
    expect(
      await screen.findByText('You will get a notification on this device when it lands.'),
    ).toBeInTheDocument();
    expect(notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(harness.requests.filter((r) => r.path === '/v1/push/subscribe')).toHaveLength(1);
    expect(payoutWatchers(db(), id)).toEqual([merchantId()]);

    // with a subscription, watching another payout asks nothing more of the browser
    cleanup();
    await db().prepare('DELETE FROM payout_watches').run();
    await renderApp(harness, `/manage/payout/${id}`, { as: MERCHANT, vapidPublicKey: VAPID });
    await screenSettled();
    await user.click(screen.getByRole('button', { name: 'Notify me when it lands' }));
    await waitFor(() => expect(payoutWatchers(db(), id)).toEqual([merchantId()]));
    expect(notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(pushManager.subscribe).toHaveBeenCalledTimes(1);
  });
});
