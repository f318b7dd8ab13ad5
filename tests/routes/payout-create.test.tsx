// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { scopeStore } from '../../src/session/scope.ts';
import { renderApp } from '../support/render-app.tsx';
import { API_ORIGIN, sandboxHarnessForFile } from '../support/sandbox-msw.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/** Issue 12: creating a payout through its review, against the sandbox (every way money could move twice). */
const harness = sandboxHarnessForFile(cleanup);

afterEach(() => {
  vi.restoreAllMocks();
  // TanStack Query's online manager heard the offline test's event: later tests must find it online again
  fireEvent(window, new Event('online'));
});

const creates = () =>
  harness.requests.filter((request) => request.method === 'POST' && request.path === '/v1/payout/create');
const payoutCount = () =>
  (harness.sandbox.db.prepare('SELECT COUNT(*) AS n FROM payouts').get() as { n: number }).n;

/** Opens New payout on the payout screen, chooses currency (and end date), and opens the review. */
async function openReview(currency: string, endDate?: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'New payout' }, SLOW));
  const form = await screen.findByRole('form', { name: 'New payout' });
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Currency' }), currency);
  if (endDate) fireEvent.change(within(form).getByLabelText(/^End date/), { target: { value: endDate } });
  await user.click(within(form).getByRole('button', { name: 'Review payout' }));
  const dialog = await screen.findByRole('dialog', { name: 'Review the payout' });
  await within(dialog).findByLabelText('Payout preview');
  return { user, dialog };
}

/** The first paint of the whole app (shell, memberships, the screen's queries) on a busy 2-core machine. */
const SLOW = { timeout: 15_000 };

const createButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Create payout' });

describe('creating a payout with a review (/manage/payout/)', { timeout: 60_000 }, () => {
  it('reviews the provider’s preview, names amount, organization and environment, and creates it once', async () => {
    await renderApp(harness, '/manage/payout/', { as: DEMO_EMAIL.merchant });
    const { user, dialog } = await openReview('USD');
    const figure = (key: string) => dialog.querySelector(`[data-figure="${key}"]`)!.textContent;
    expect(figure('net')).toMatch(/^[\d,]+\.\d{2} USD$/);
    const confirmation = within(dialog).getByText(/Create a payout of/);
    expect(confirmation).toHaveTextContent(
      new RegExp(`Create a payout of ${figure('net')} \\(USD\\) for Maya's Coffee in the test environment`),
    );
    // the included payments open as a list
    await user.click(within(dialog).getByRole('button', { name: /Included payments \(\d+\)/ }));
    expect(
      within(await within(dialog).findByRole('list', { name: 'Included payments' })).getAllByRole('listitem')
        .length,
    ).toBeGreaterThan(0);
    const before = payoutCount();
    await user.click(createButton(dialog));
    expect(await within(dialog).findByText('Payout created')).toBeInTheDocument();
    expect(
      await screen.findByText('Payout created', { selector: '.mantine-Notification-description' }),
    ).toBeTruthy();
    const link = within(dialog).getByRole('link', { name: 'Open the payout' });
    const id = (
      harness.sandbox.db.prepare('SELECT _id FROM payouts ORDER BY created_at DESC LIMIT 1').get() as {
        _id: string;
      }
    )._id;
    expect(link).toHaveAttribute('href', `/manage/payout/${id}`);
    expect(payoutCount()).toBe(before + 1);
    expect(creates()).toHaveLength(1);
    // the list was invalidated: the new payout is listed first
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(
        screen.getByRole('list', { name: 'Payouts' }).querySelector(`a[href="/manage/payout/${id}"]`),
      ).not.toBeNull(),
    );
  });

  it('says there is nothing to pay out, with no create button', async () => {
    await renderApp(harness, '/manage/payout/', { as: DEMO_EMAIL.merchant });
    const { dialog } = await openReview('EUR', '2001-01-01');
    expect(within(dialog).getByText('Nothing to pay out')).toBeInTheDocument();
    expect(
      within(dialog).getByText('There are no unpaid EUR payments up to 01/01/2001.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Create payout' })).toBeNull();
  });

  it('asks a master viewing all organizations to pick one first', async () => {
    await renderApp(harness, '/manage/payout/', { as: DEMO_EMAIL.master });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New payout' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'New payout' });
    expect(within(dialog).getByText('Select an organization to create a payout')).toBeInTheDocument();
    expect(within(dialog).queryByRole('form', { name: 'New payout' })).toBeNull();
    // the choice is the header's organization selector (its own tests cover it): it sets the selection
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const coffee = harness.sandbox.db
      .prepare(`SELECT _id FROM organizations WHERE name = 'Maya''s Coffee'`)
      .get() as { _id: string };
    act(() => {
      scopeStore.setOrg(coffee._id);
      scopeStore.setMasterOrg(coffee._id);
    });
    // the screen reloads for that organization; New payout now leads to the choices
    await user.click(await screen.findByRole('button', { name: 'New payout' }, SLOW));
    const form = await screen.findByRole('form', { name: 'New payout' });
    await user.click(within(form).getByRole('button', { name: 'Review payout' }));
    const review = await screen.findByRole('dialog', { name: 'Review the payout' });
    // the confirmation names the organization the master picked
    expect(await within(review).findByRole('note')).toHaveTextContent(
      /for Maya's Coffee in the \w+ environment/,
    );
  });

  it('shows a refusal in the provider’s words and keeps the choices', async () => {
    harness.server.use(
      http.post(`${API_ORIGIN}/v1/payout/create`, () =>
        HttpResponse.json(
          { code: 0, data: 'Your role (viewer) cannot <b>create</b> payouts' },
          { status: 403 },
        ),
      ),
    );
    await renderApp(harness, '/manage/payout/', { as: DEMO_EMAIL.merchant });
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const { user, dialog } = await openReview('ETH', yesterday);
    await user.click(createButton(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your role (viewer) cannot <b>create</b> payouts',
    );
    expect(createButton(dialog)).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    const form = await screen.findByRole('form', { name: 'New payout' });
    expect(within(form).getByRole('combobox', { name: 'Currency' })).toHaveValue('ETH');
    expect(within(form).getByLabelText(/^End date/)).toHaveValue(yesterday);
  });

  it('after a lost answer says "Outcome unknown — checking…" and finds the created payout in the list', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    harness.server.use(
      http.post(
        `${API_ORIGIN}/v1/payout/create`,
        async ({ request }) => {
          await harness.sandbox.app.fetch(request);
          return HttpResponse.error();
        },
        { once: true },
      ),
      // the reconciling read waits until the test has seen the checking state
      http.get(`${API_ORIGIN}/v1/payout`, async ({ request }) => {
        if (creates().length > 0) await held;
        return harness.sandbox.app.fetch(request);
      }),
    );
    await renderApp(harness, '/manage/payout/', { as: DEMO_EMAIL.merchant });
    const { user, dialog } = await openReview('USDT');
    const before = payoutCount();
    await user.click(createButton(dialog));
    expect(await within(dialog).findByText('Outcome unknown — checking…')).toBeInTheDocument();
    expect(createButton(dialog)).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeDisabled();
    release();
    expect(await within(dialog).findByText('Payout created')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open the payout' })).toBeInTheDocument();
    expect(payoutCount()).toBe(before + 1);
    expect(creates()).toHaveLength(1);
  });

  it('sends one request for a double click', async () => {
    await renderApp(harness, '/manage/payout/', { as: DEMO_EMAIL.merchant });
    const { user, dialog } = await openReview('USDC');
    const before = payoutCount();
    await user.dblClick(createButton(dialog));
    expect(await within(dialog).findByText('Payout created')).toBeInTheDocument();
    expect(creates()).toHaveLength(1);
    expect(payoutCount()).toBe(before + 1);
  });

  it('retries a request that never arrived with the same Idempotency-Key, once the list shows no payout', async () => {
    harness.server.use(
      http.post(`${API_ORIGIN}/v1/payout/create`, () => HttpResponse.error(), { once: true }),
    );
    await renderApp(harness, '/manage/payout/', { as: DEMO_EMAIL.merchant });
    const { user, dialog } = await openReview('BTC');
    const before = payoutCount();
    await user.click(createButton(dialog));
    expect(await within(dialog).findByText(/the payout list shows it was not created/)).toBeInTheDocument();
    expect(payoutCount()).toBe(before);
    await user.click(createButton(dialog));
    expect(await within(dialog).findByText('Payout created')).toBeInTheDocument();
    const [first, second] = creates().map((request) => request.headers.get('Idempotency-Key'));
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
    expect(payoutCount()).toBe(before + 1);
  });

  it('refuses while offline, with a message, and sends nothing', async () => {
    await renderApp(harness, '/manage/payout/', { as: DEMO_EMAIL.merchant });
    const { user, dialog } = await openReview('EUR');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fireEvent(window, new Event('offline'));
    expect(
      await within(dialog).findByText('You are offline. A payout can only be created online.'),
    ).toBeInTheDocument();
    await user.click(createButton(dialog));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('You are offline: the payout was not sent.');
    expect(creates()).toHaveLength(0);
  });

  it('offers a viewer no way to create a payout', async () => {
    await renderApp(harness, '/manage/payout/', { as: DEMO_EMAIL.viewer });
    await screen.findByRole('heading', { name: 'Available to pay out' }, SLOW);
    // the memberships the role comes from are loaded by the shell: wait for its role label
    expect(await screen.findByText('VIEWER', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New payout' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay out/ })).toBeNull();
  });
});
