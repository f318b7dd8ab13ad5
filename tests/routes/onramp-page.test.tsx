// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { activateLocale } from '../../src/i18n/locale-store.ts';
import { renderApp } from '../support/render-app.tsx';
import { API_ORIGIN, sandboxHarnessForFile } from '../support/sandbox-msw.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/** Issue 10: the on-ramp requests screen against the sandbox (list, filter in the URL, the form, roles). */
const harness = sandboxHarnessForFile(cleanup);
// the language is the module's state, shared by the files of a worker: every test leaves it English
afterEach(() => activateLocale('en'));

const WALLET = '0x1111222233334444555566667777888899990000';
/** jsdom is a narrow screen: each request is a card of label and value (a table from 992 px, see e2e). */
const table = () => screen.findByRole('list', { name: 'On-ramp requests' });
const rows = async () => within(await table()).getAllByRole('listitem');
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('dd')];
const posts = () =>
  harness.requests.filter((request) => request.method === 'POST' && request.path === '/v1/onramp/requests');

async function openForm() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'New request' }));
  const form = await screen.findByRole('form', { name: 'New on-ramp request' });
  return { user, form, field: (name: RegExp) => within(form).getByRole('textbox', { name }) };
}

describe('the on-ramp requests screen (/manage/onRampRequest/)', () => {
  it('lists the requests with status, exact fiat amount, crypto currency, wallet and date', async () => {
    await renderApp(harness, '/manage/onRampRequest/', { as: DEMO_EMAIL.merchant });
    const [first] = await rows();
    const cells = cellsOf(first!).map((cell) => cell.textContent);
    expect(cells[0]).toMatch(/^(Pending|Completed|Rejected)$/);
    expect(cells[1]).toMatch(/^[\d,]+\.\d{2} (USD|EUR)$/);
    // the crypto delivered once completed, exact in the currency's decimals; announced while pending
    const crypto = /(BTC|ETH|USDT|USDC)$/;
    if (cells[0] === 'Completed')
      expect(cells[2]).toMatch(new RegExp(`^[\\d,]+\\.\\d{2,8} ${crypto.source}`));
    else expect(cells[2]).toMatch(/^(BTC|ETH|USDT|USDC) \((amount on completion|not delivered)\)$/);
    expect(cells[3]).toMatch(/^0x[0-9a-f]{6}…[0-9a-f]{6}$/);
    expect(cells[4]).toMatch(/^\d{1,2} \w+ \d{4}, \d{2}:\d{2} UTC$/);
  });

  it('filters by status through the URL, and ignores an unknown status', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(harness, '/manage/onRampRequest/', { as: DEMO_EMAIL.merchant });
    await table();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'completed');
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'completed' }));
    await waitFor(async () => {
      for (const row of await rows()) expect(cellsOf(row)[0]).toHaveTextContent('Completed');
    });
    cleanup();
    const unknown = await renderApp(harness, '/manage/onRampRequest/?status=lost&page=-1', {
      as: DEMO_EMAIL.merchant,
    });
    await table();
    expect(unknown.router.state.location.search).toEqual({});
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  });

  it('checks the amount exactly against the currency and the wallet before sending', async () => {
    await renderApp(harness, '/manage/onRampRequest/', { as: DEMO_EMAIL.merchant });
    const { user, form, field } = await openForm();
    await user.type(field(/^Amount/), '10.005');
    await user.type(field(/^Wallet address/), 'short');
    await user.click(within(form).getByRole('button', { name: 'Create request' }));
    expect(within(form).getByText('USD takes at most 2 decimals')).toBeInTheDocument();
    expect(within(form).getByText('A wallet address has 26 to 128 characters')).toBeInTheDocument();
    await user.clear(field(/^Amount/));
    await user.type(field(/^Amount/), '0');
    await user.click(within(form).getByRole('button', { name: 'Create request' }));
    expect(within(form).getByText('Enter an amount above zero')).toBeInTheDocument();
    expect(posts()).toEqual([]);
  });

  it('shows the provider’s refusal and keeps what was typed', async () => {
    harness.server.use(
      http.post(`${API_ORIGIN}/v1/onramp/requests`, () =>
        HttpResponse.json({ code: 0, data: 'Forbidden' }, { status: 403 }),
      ),
    );
    await renderApp(harness, '/manage/onRampRequest/', { as: DEMO_EMAIL.merchant });
    const { user, form, field } = await openForm();
    await user.type(field(/^Amount/), '1,250.50');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Receive' }), 'USDC');
    await user.type(field(/^Wallet address/), WALLET);
    await user.click(within(form).getByRole('button', { name: 'Create request' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Forbidden');
    expect(field(/^Amount/)).toHaveValue('1,250.50');
    expect(field(/^Wallet address/)).toHaveValue(WALLET);
    expect(within(form).getByRole('combobox', { name: 'Receive' })).toHaveValue('USDC');
  });

  it('creates a request and lists it first, its typed amount exact', async () => {
    await renderApp(harness, '/manage/onRampRequest/', { as: DEMO_EMAIL.merchant });
    const { user, form, field } = await openForm();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Pay with' }), 'EUR');
    await user.type(field(/^Amount/), '1,234.56');
    await user.type(field(/^Wallet address/), WALLET);
    await user.click(within(form).getByRole('button', { name: 'Create request' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New on-ramp request' })).toBeNull());
    await waitFor(async () => {
      const cells = cellsOf((await rows())[0]!);
      expect(cells[0]).toHaveTextContent('Pending');
      expect(cells[1]).toHaveTextContent('1,234.56 EUR');
      expect(cells[2]).toHaveTextContent('BTC (amount on completion)');
    });
  });

  it('offers a viewer no "New request"', async () => {
    await renderApp(harness, '/manage/onRampRequest/', { as: DEMO_EMAIL.viewer });
    await table();
    // the memberships the role comes from are loaded by the shell: wait for its role label
    expect(await screen.findByText('VIEWER')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New request' })).toBeNull();
  });

  it('says so when there is no request', async () => {
    harness.server.use(
      http.get(`${API_ORIGIN}/v1/onramp/requests`, () =>
        HttpResponse.json({
          code: 1,
          data: { results: [], page: 1, limit: 10, totalPages: 0, totalResults: 0 },
        }),
      ),
    );
    await renderApp(harness, '/manage/onRampRequest/', { as: DEMO_EMAIL.merchant });
    expect(await screen.findByRole('heading', { name: 'No on-ramp requests yet' })).toBeInTheDocument();
    expect((await screen.findAllByRole('button', { name: 'New request' })).length).toBeGreaterThan(0);
  });

  it('names the status of an empty filtered list in a whole sentence, in each language', async () => {
    const empty = { results: [], page: 1, limit: 10, totalPages: 0, totalResults: 0 };
    harness.server.use(
      http.get(`${API_ORIGIN}/v1/onramp/requests`, () => HttpResponse.json({ code: 1, data: empty })),
    );
    await renderApp(harness, '/manage/onRampRequest/?status=rejected', { as: DEMO_EMAIL.merchant });
    expect(await screen.findByRole('heading', { name: 'No rejected requests' })).toBeInTheDocument();
    cleanup();
    await activateLocale('ar');
    await renderApp(harness, '/manage/onRampRequest/?status=rejected', { as: DEMO_EMAIL.merchant });
    expect(await screen.findByRole('heading', { name: 'لا توجد طلبات مرفوضة' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'طلبات شراء العملات المشفرة' })).toBeInTheDocument();
    expect(screen.getByText('0 إجمالًا')).toBeInTheDocument();
  });

  it('shows the error with Try again, which loads the list once the provider answers', async () => {
    const user = userEvent.setup();
    harness.server.use(
      http.get(`${API_ORIGIN}/v1/onramp/requests`, () =>
        HttpResponse.json({ code: 0, data: 'On-ramp is unavailable' }, { status: 422 }),
      ),
    );
    await renderApp(harness, '/manage/onRampRequest/', { as: DEMO_EMAIL.merchant });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeInTheDocument();
    const alert = screen
      .getAllByRole('alert')
      .find((element) => within(element).queryByRole('button', { name: 'Try again' }));
    expect(alert).toHaveTextContent('On-ramp is unavailable');
    harness.server.resetHandlers();
    await user.click(within(alert!).getByRole('button', { name: 'Try again' }));
    expect((await rows()).length).toBeGreaterThan(0);
  });
});
