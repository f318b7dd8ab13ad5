// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../support/render-app.tsx';
import { API_ORIGIN, sandboxHarnessForFile } from '../support/sandbox-msw.ts';
import { DEMO_EMAIL } from '../support/demo.ts';
import { loginTokens } from '../support/sign-in.ts';
import { commandPalette } from '../../src/lib/command-palette.ts';

/** Issue 34: the command palette against the sandbox, and the `?new=1` its actions open screens with. */
const harness = sandboxHarnessForFile(cleanup);

/** Opens the palette as the shell's trigger does, once the signed-in shell is there. */
async function openPalette(query?: string) {
  await screen.findByRole('button', { name: 'Search' });
  act(() => commandPalette.open(query));
  return screen.findByRole('dialog', { name: 'Command palette' });
}

describe('the command palette', () => {
  it('offers a viewer none of the actions the role forbids, and privacy mode', async () => {
    await renderApp(harness, '/main/dashboard/', { as: DEMO_EMAIL.viewer });
    const palette = await openPalette();
    expect(await within(palette).findByRole('button', { name: /^(Hide|Show) amounts$/ })).toBeInTheDocument();
    expect(within(palette).getByRole('button', { name: 'Dashboards' })).toBeInTheDocument();
    for (const name of ['New payout', 'Create API key', 'Invite member'])
      expect(within(palette).queryByRole('button', { name })).toBeNull();
    // the arrows move the highlight, and the highlighted entry is read out
    const user = userEvent.setup();
    await user.click(within(palette).getByRole('textbox', { name: 'Search everything' }));
    await user.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(within(palette).getByRole('button', { name: 'API Key' })).toHaveAttribute(
        'data-selected',
        'true',
      ),
    );
    expect(palette.querySelector('[aria-live="polite"]')).toHaveTextContent('API Key');
  });

  it('lets a master select an organization, as the header’s selector does', async () => {
    const user = userEvent.setup();
    await renderApp(harness, '/main/dashboard/', { as: DEMO_EMAIL.master });
    const palette = await openPalette('nordic');
    await user.click(await within(palette).findByRole('button', { name: 'Switch to Nordic Gadgets' }));
    expect(await screen.findByText('Now viewing Nordic Gadgets')).toBeInTheDocument();
    const again = await openPalette('switch');
    expect(
      await within(again).findByRole('button', { name: 'Switch to All Organizations' }),
    ).toBeInTheDocument();
    expect(within(again).queryByRole('button', { name: 'Switch to Nordic Gadgets' })).toBeNull();
  });

  it('starts with the requested text, and finds an entry by it', async () => {
    await renderApp(harness, '/main/dashboard/', { as: DEMO_EMAIL.merchant });
    const palette = await openPalette('api');
    expect(within(palette).getByRole('textbox', { name: 'Search everything' })).toHaveValue('api');
    expect(await within(palette).findByRole('button', { name: 'Create API key' })).toBeInTheDocument();
    expect(within(palette).queryByRole('button', { name: 'New payout' })).toBeNull();
  });

  it('runs an owner’s action: Create API key opens the keys with their create dialog, then drops ?new=1', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(harness, '/main/dashboard/', { as: DEMO_EMAIL.merchant });
    const palette = await openPalette();
    await user.click(await within(palette).findByRole('button', { name: 'Create API key' }));
    expect(await screen.findByRole('dialog', { name: /^Create a (test|live) API key$/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/manage/apikey/');
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });
});

/** Calls the sandbox as the merchant (the owner of Maya's Coffee) and returns the envelope's data. */
async function callAsMerchant<T>(method: string, path: string, body?: unknown): Promise<T> {
  const { access } = await loginTokens(harness.sandbox, DEMO_EMAIL.merchant);
  const response = await harness.sandbox.app.fetch(
    new Request(`http://sandbox.local${path}`, {
      method,
      headers: { Authorization: `Bearer ${access.token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  const envelope = (await response.json()) as { code: number; data: T };
  expect(envelope.code, JSON.stringify(envelope.data)).toBe(1);
  return envelope.data;
}

/** A crypto payment of the merchant's organization that has an on-chain hash, read from the sandbox. */
async function cryptoPayment() {
  const { results } = await callAsMerchant<{ results: { paymentId: string; txHash: string | null }[] }>(
    'GET',
    '/v1/transaction?currencyType=crypto&limit=50',
  );
  const payment = results.find((transaction) => transaction.txHash);
  expect(payment).toBeDefined();
  return payment as { paymentId: string; txHash: string };
}

describe('the palette’s records', () => {
  it('finds a payment by its hash as the user types, and Enter opens its detail', async () => {
    const user = userEvent.setup();
    const payment = await cryptoPayment();
    const { router } = await renderApp(harness, '/main/dashboard/', { as: DEMO_EMAIL.merchant });
    const palette = await openPalette();
    const field = within(palette).getByRole('textbox', { name: 'Search everything' });
    await user.click(field);
    await user.paste(payment.txHash);
    const hit = await within(palette).findByRole('button', { name: new RegExp(payment.txHash) });
    expect(hit).toHaveTextContent('Transaction');
    await waitFor(() => expect(hit).toHaveAttribute('data-selected', 'true'));
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/manage/transactions/${payment.paymentId}`),
    );
    expect(harness.requests.filter((request) => request.path === '/v1/search')).toHaveLength(1);
  });

  it('says so when nothing is found, and asks for 3 characters before searching', async () => {
    const user = userEvent.setup();
    await renderApp(harness, '/main/dashboard/', { as: DEMO_EMAIL.merchant });
    const palette = await openPalette();
    const field = within(palette).getByRole('textbox', { name: 'Search everything' });
    await user.type(field, 'zq');
    expect(within(palette).getByText(/^Type 3 characters or more/)).toBeInTheDocument();
    await user.type(field, 'xw');
    expect(
      await within(palette).findByText('No payments, payouts, disputes or organizations found for “zqxw”'),
    ).toBeInTheDocument();
  });
});

describe('a search that fails', () => {
  it('says so in the palette, with what the device has cached, and no toast', async () => {
    const user = userEvent.setup();
    const payment = await cryptoPayment();
    const { router } = await renderApp(harness, `/manage/transactions/${payment.paymentId}`, {
      as: DEMO_EMAIL.merchant,
    });
    expect(await screen.findAllByText(payment.txHash)).not.toHaveLength(0);
    harness.server.use(
      http.get(`${API_ORIGIN}/v1/search`, () =>
        HttpResponse.json({ code: 0, data: 'Search is down' }, { status: 500 }),
      ),
    );
    const palette = await openPalette();
    await user.click(within(palette).getByRole('textbox', { name: 'Search everything' }));
    await user.paste(payment.txHash.slice(0, 12));
    expect(
      await within(palette).findByText(
        'The search did not answer: these results come from what this device has seen.',
      ),
    ).toBeInTheDocument();
    expect(within(palette).getByRole('button', { name: new RegExp(payment.txHash) })).toBeInTheDocument();
    expect(screen.queryByText('Search is down')).toBeNull();
    expect(router.state.location.pathname).toBe(`/manage/transactions/${payment.paymentId}`);
  });
});

describe('a search the provider refuses for now (429, issue 46)', () => {
  it('shows the provider’s message, which says when to try again, with what the device has cached', async () => {
    const user = userEvent.setup();
    const payment = await cryptoPayment();
    await renderApp(harness, `/manage/transactions/${payment.paymentId}`, { as: DEMO_EMAIL.merchant });
    expect(await screen.findAllByText(payment.txHash)).not.toHaveLength(0);
    harness.server.use(
      http.get(`${API_ORIGIN}/v1/search`, () =>
        HttpResponse.json(
          { code: 0, data: 'Too many searches. Try again in 1 minute.' },
          { status: 429, headers: { 'Retry-After': '42' } },
        ),
      ),
    );
    const palette = await openPalette();
    await user.click(within(palette).getByRole('textbox', { name: 'Search everything' }));
    await user.paste(payment.txHash.slice(0, 12));
    expect(await within(palette).findByText('Too many searches. Try again in 1 minute.')).toBeInTheDocument();
    expect(within(palette).queryByText(/^The search did not answer/)).toBeNull();
    expect(within(palette).getByRole('button', { name: new RegExp(payment.txHash) })).toBeInTheDocument();
    expect(harness.requests.filter((request) => request.path === '/v1/search')).toHaveLength(1);
  });
});

describe('the palette’s saved views', () => {
  it('opens a view’s list, renames it and deletes it', async () => {
    const user = userEvent.setup();
    await callAsMerchant('POST', '/v1/views', {
      name: 'Failed payouts',
      list: 'payouts',
      filters: { status: 'failed' },
    });
    const { router } = await renderApp(harness, '/main/dashboard/', { as: DEMO_EMAIL.merchant });

    let palette = await openPalette('failed');
    await user.click(await within(palette).findByRole('button', { name: 'Open the view Failed payouts' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/payout'));
    expect(router.state.location.searchStr).toContain('status=failed');

    palette = await openPalette('failed');
    await user.click(await within(palette).findByRole('button', { name: 'Rename the view Failed payouts' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename the view' });
    const name = within(rename).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Failed payouts this week');
    await user.click(within(rename).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rename the view' })).toBeNull());

    palette = await openPalette('this week');
    await user.click(
      await within(palette).findByRole('button', { name: 'Delete the view Failed payouts this week' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete the view' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete the view' })).toBeNull());
    expect(await callAsMerchant<unknown[]>('GET', '/v1/views')).toEqual([]);
  });
});

describe('?new=1 on a screen', () => {
  it('opens nothing for a viewer, whose role may not create a payout', async () => {
    await renderApp(harness, '/manage/payout/?new=1', { as: DEMO_EMAIL.viewer });
    // the screen itself, its data loaded (its heading shows at once, before the data)
    expect(await screen.findByRole('heading', { level: 2, name: 'Payout history' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the Team tab’s invitation dialog for an owner', async () => {
    const { router } = await renderApp(harness, '/manage/organization/?tab=team&new=1', {
      as: DEMO_EMAIL.merchant,
    });
    expect(await screen.findByRole('dialog', { name: 'Invite member' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'team' }));
  });
});
