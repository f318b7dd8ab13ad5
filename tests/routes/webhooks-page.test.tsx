// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Schemas } from '../../sandbox/contract-types.ts';
import { renderApp } from '../support/render-app.tsx';
import { API_ORIGIN, sandboxHarnessForFile } from '../support/sandbox-msw.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * Issue 33: the Webhooks screen (/manage/webhooks/) against the sandbox: the scope's deliveries, their attempts,
 * Redeliver for the roles that may, the status filter in the URL, and the empty and failure states. The seed's
 * deliveries go to merchant.example, a name that never resolves: a redelivery records a failed attempt at once.
 */
const harness = sandboxHarnessForFile(cleanup);
const MERCHANT = DEMO_EMAIL.merchant;

beforeAll(async () => {
  await renderApp(harness, '/main/notification', { as: MERCHANT });
  await screen.findByRole('heading', { level: 1, name: 'Notifications' });
  cleanup();
}, 60_000);

/** jsdom is a narrow screen: the deliveries are cards of a list named "Webhook deliveries". */
const deliveries = () => screen.findByRole('list', { name: 'Webhook deliveries' });

const page = (results: Schemas['WebhookDelivery'][]) => ({
  code: 1,
  data: { results, page: 1, limit: 20, totalPages: results.length ? 1 : 0, totalResults: results.length },
});

describe('the Webhooks screen', () => {
  it('lists the deliveries, opens one’s attempts and redelivers it, showing the new attempt', async () => {
    await renderApp(harness, '/manage/webhooks/?status=failed', { as: MERCHANT });
    expect(await screen.findByRole('heading', { level: 1, name: 'Webhooks' })).toBeInTheDocument();
    const cards = within(await deliveries()).getAllByRole('listitem');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(within(card).getByText('Failed')).toBeInTheDocument();
    const first = cards[0]!;
    const attempts = Number(/Attempts \((\d+)\)/.exec(first.textContent ?? '')![1]);
    const user = userEvent.setup();
    await user.click(within(first).getByRole('button', { name: /^Show the attempts of / }));
    const dialog = await screen.findByRole('dialog');
    const list = within(dialog).getByRole('list', { name: 'Attempts of this delivery' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(attempts);
    expect(within(list).getAllByText('Answered 500').length).toBe(attempts);
    await user.click(within(dialog).getByRole('button', { name: 'Redeliver' }));
    // the outcome as a toast, and the new attempt in the dialog once the list is fetched again
    expect(
      await screen.findByText(/^Redelivered, but the attempt failed: Could not resolve merchant\.example/),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getAllByTestId('webhook-attempt')).toHaveLength(attempts + 1));
    const newest = within(dialog).getAllByTestId('webhook-attempt')[0]!;
    expect(newest).toHaveTextContent(`Attempt ${attempts + 1} · Redelivery`);
    expect(newest).toHaveTextContent('No answer');
    expect(harness.requests.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^POST \/v1\/webhook\/deliveries\/[0-9a-f]{24}\/redeliver$/),
      ]),
    );
  });

  it('shows a viewer the deliveries without Redeliver or the signing secret', async () => {
    await renderApp(harness, '/main/notification', { as: DEMO_EMAIL.viewer });
    await screen.findByRole('heading', { level: 1, name: 'Notifications' });
    cleanup();
    await renderApp(harness, '/manage/webhooks/', { as: DEMO_EMAIL.viewer });
    await deliveries();
    expect(screen.getByText('Your role can see the deliveries but not redeliver them.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Redeliver/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Signing secret' })).toBeNull();
  });

  it('reveals the signing secret on demand, for a developer', async () => {
    await renderApp(harness, '/manage/webhooks/', { as: DEMO_EMAIL.developer });
    await deliveries();
    const secret = screen.getByTestId('webhook-secret');
    expect(secret).toHaveTextContent('Hidden');
    expect(harness.requests.some((r) => r.path === '/v1/webhook/signing-secret')).toBe(false);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reveal' }));
    await waitFor(() => expect(secret).toHaveTextContent(/^whsec_/));
  });

  it('shows an attempt’s response body as text, never as markup', async () => {
    harness.server.use(
      http.get(`${API_ORIGIN}/v1/webhook/deliveries`, () =>
        HttpResponse.json(
          page([
            {
              _id: '0123456789abcdef01234567',
              paymentId: 'pay_markup',
              payoutId: null,
              url: 'https://shop.example/hooks',
              event: 'payment.succeeded',
              status: 'failed',
              responseCode: 500,
              attempts: 1,
              createdAt: '2026-03-02T12:00:00.000Z',
              lastAttemptAt: '2026-03-02T12:00:00.000Z',
              nextAttemptAt: null,
              attemptLog: [
                {
                  number: 1,
                  at: '2026-03-02T12:00:00.000Z',
                  url: 'https://shop.example/hooks',
                  statusCode: 500,
                  error: null,
                  durationMs: 42,
                  responseExcerpt: '<b id="injected">bold</b><img src=x onerror=alert(1)>',
                  redelivery: false,
                },
              ],
            },
          ]),
        ),
      ),
    );
    await renderApp(harness, '/manage/webhooks/', { as: MERCHANT });
    const card = within(await deliveries()).getAllByRole('listitem')[0]!;
    await userEvent.setup().click(within(card).getByRole('button', { name: /^Show the attempts of / }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('<b id="injected">bold</b><img src=x onerror=alert(1)>'),
    ).toBeInTheDocument();
    expect(document.getElementById('injected')).toBeNull();
    expect(dialog.querySelector('img')).toBeNull();
  });

  it('says so when there is no delivery, and when the provider fails', async () => {
    harness.server.use(
      http.get(`${API_ORIGIN}/v1/webhook/deliveries`, () => HttpResponse.json(page([])), { once: true }),
    );
    await renderApp(harness, '/manage/webhooks/', { as: MERCHANT });
    expect(await screen.findByText('No webhook deliveries yet')).toBeInTheDocument();
    cleanup();
    harness.server.use(
      http.get(`${API_ORIGIN}/v1/webhook/deliveries`, () =>
        HttpResponse.json({ code: 0, data: 'Deliveries are unavailable' }, { status: 500 }),
      ),
    );
    await renderApp(harness, '/manage/webhooks/', { as: MERCHANT });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('Deliveries are unavailable')).toBeInTheDocument();
  });
});

describe('the transaction detail’s webhooks', () => {
  it('open a delivery’s attempts with Redeliver', async () => {
    const row = harness.sandbox.db
      .prepare(
        `SELECT d.payment_id FROM webhook_deliveries d JOIN users u ON u.email = ?
         WHERE d.org_id = u.current_org_id AND d.env = u.current_env AND d.payment_id IS NOT NULL
         ORDER BY d.created_at DESC LIMIT 1`,
      )
      .get(MERCHANT) as { payment_id: string };
    await renderApp(harness, `/manage/transactions/${row.payment_id}`, { as: MERCHANT });
    const section = await screen.findByRole('region', { name: 'Webhooks' });
    const user = userEvent.setup();
    await user.click(within(section).getAllByRole('button', { name: /^Show the attempts of / })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByTestId('webhook-attempt').length).toBeGreaterThan(0);
    expect(within(dialog).getByRole('button', { name: 'Redeliver' })).toBeEnabled();
    // issue 46: a redelivery refused for now (429) says the provider's sentence, which tells when to try again
    harness.server.use(
      http.post(`${API_ORIGIN}/v1/webhook/deliveries/:id/redeliver`, () =>
        HttpResponse.json(
          { code: 0, data: 'Too many webhook redeliveries from your account. Try again in 12 minutes.' },
          { status: 429, headers: { 'Retry-After': '700' } },
        ),
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Redeliver' }));
    expect(
      await screen.findByText('Too many webhook redeliveries from your account. Try again in 12 minutes.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Redeliver' })).toBeEnabled());
  });
});
