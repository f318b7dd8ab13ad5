// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { renderApp } from '../support/render-app.tsx';
import { API_ORIGIN, sandboxHarnessForFile } from '../support/sandbox-msw.ts';
import { loginTokens } from '../support/sign-in.ts';
import {
  getPaymentConfig,
  savePaymentConfig,
  type PaymentConfig,
} from '../../sandbox/money/payment-config.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/** Issue 10: the payment configuration screen (/manage/paymentConfig/) against the sandbox. */
const harness = sandboxHarnessForFile(cleanup);
const PATH = '/manage/paymentConfig/';

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const webhook = () => field(/^Webhook URL/);
const minimum = () => field(/^Minimum payout/);
const expiry = () => field(/^Payment expiry/);
const unsavedBar = () => screen.queryByRole('region', { name: 'Unsaved changes' });
const patches = () => harness.requests.filter((r) => r.method === 'PATCH' && r.path === '/v1/config/payment');

async function ready() {
  await screen.findByRole('heading', { level: 1, name: 'Payment configuration' });
  await screen.findByLabelText(/^Webhook URL/);
}

async function replaceText(input: HTMLElement, text: string) {
  const user = userEvent.setup();
  await user.clear(input);
  if (text) await user.type(input, text);
}

/**
 * Stores a configuration for the merchant's scope as a provider may already hold it (bypassing today's
 * checks): `Infinity` is what 1e400 parsed to, and JSON keeps it as null, as the sandbox once did.
 * Returns a function that puts back what was stored before.
 */
function storeAsProviderHolds(patch: Record<string, unknown>): () => void {
  const { db } = harness.sandbox;
  const user = db
    .prepare('SELECT current_org_id org, current_env env FROM users WHERE email = ?')
    .get(DEMO_EMAIL.merchant) as { org: string; env: string };
  const before = getPaymentConfig(db, user.org, user.env);
  const now = new Date().toISOString();
  savePaymentConfig(db, user.org, user.env, patch as Partial<PaymentConfig>, now);
  return () => savePaymentConfig(db, user.org, user.env, before, now);
}

/** The owner changes a member's role in Maya's Coffee while the member's page is open. */
async function setRoleInCoffee(email: string, role: 'admin' | 'developer' | 'viewer') {
  const { access } = await loginTokens(harness.sandbox, DEMO_EMAIL.merchant);
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await harness.sandbox.app.fetch(
      new Request(`http://sandbox.local${path}`, {
        method,
        headers: { Authorization: `Bearer ${access.token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    return (await response.json()) as { code: number; data: unknown };
  };
  const members = (await call('GET', '/v1/org/members')).data as { userId: string; email: string }[];
  const { userId } = members.find((member) => member.email === email)!;
  expect((await call('PATCH', '/v1/org/member/update/role', { userId, role })).code).toBe(1);
}

describe('the payment configuration screen (/manage/paymentConfig/)', () => {
  it('shows the saved configuration of the scope, its currencies with their providers, and the providers', async () => {
    await renderApp(harness, PATH, { as: DEMO_EMAIL.merchant });
    await ready();
    expect(webhook()).toHaveValue('https://merchant.example/webhooks/test');
    expect(minimum()).toHaveValue('50');
    expect(expiry()).toHaveValue('30');
    const settlement = screen.getByLabelText(/^Settlement currency/);
    expect(settlement).toHaveValue('USD');
    // it prices the minimum payout; payouts themselves stay in each balance's currency (sandbox/README.md)
    expect(settlement).toHaveAccessibleDescription(
      'The currency the minimum payout is set in; each balance is paid out in its own currency.',
    );
    expect(screen.getByRole('checkbox', { name: 'BTC · Bitcoin' })).toBeChecked();
    expect(screen.getByText('Through Sandbox Bitcoin Node')).toBeInTheDocument();
    const providers = screen.getByRole('list', { name: 'Payment providers' });
    expect(within(providers).getByText('Sandbox Legacy Wire')).toBeInTheDocument();
    expect(unsavedBar()).toBeNull();
  });

  it('checks every field before sending, and sends nothing while one is wrong', async () => {
    const user = userEvent.setup();
    await renderApp(harness, PATH, { as: DEMO_EMAIL.merchant });
    await ready();
    await replaceText(webhook(), 'http://merchant.example/hook');
    await replaceText(minimum(), '10.005');
    await replaceText(expiry(), '2');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The webhook must use https://')).toBeInTheDocument();
    // the first field in error takes the focus (it may be under the unsaved-changes bar)
    await waitFor(() => expect(minimum()).toHaveFocus());
    expect(screen.getByText('USD amounts have at most 2 decimals')).toBeInTheDocument();
    expect(screen.getByText('Enter whole minutes from 5 to 1440')).toBeInTheDocument();
    await replaceText(minimum(), '-1');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The minimum payout cannot be negative')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'USD · US Dollar' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Settle in one of the accepted currencies')).toBeInTheDocument();
    expect(patches()).toEqual([]);
    // what was typed is all still there
    expect(webhook()).toHaveValue('http://merchant.example/hook');
    expect(expiry()).toHaveValue('2');
  });

  it('says why a webhook the provider must not call is refused, before sending it, and keeps what was typed', async () => {
    const user = userEvent.setup();
    await renderApp(harness, PATH, { as: DEMO_EMAIL.merchant });
    await ready();
    const cases: [string, string][] = [
      [
        'https://169.254.169.254/latest/meta-data',
        'The webhook must use a public host name, not an IP address (169.254.169.254 is a link-local address)',
      ],
      ['https://ops:secret@merchant.example/hook', 'The webhook must not contain a user name or password'],
      ['https://localhost:8443/hook', 'The webhook must use a public host name, not localhost'],
    ];
    for (const [typed, message] of cases) {
      await replaceText(webhook(), typed);
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(webhook()).toHaveValue(typed);
    }
    expect(patches()).toEqual([]);
  });

  it('shows unsaved changes, and Discard returns to what is saved', async () => {
    const user = userEvent.setup();
    await renderApp(harness, PATH, { as: DEMO_EMAIL.merchant });
    await ready();
    await replaceText(expiry(), '45');
    await user.click(screen.getByRole('switch', { name: /Pay out automatically/ }));
    expect(unsavedBar()).toHaveTextContent('You have unsaved changes');
    await user.click(within(unsavedBar()!).getByRole('button', { name: 'Discard' }));
    expect(expiry()).toHaveValue('30');
    expect(screen.getByRole('switch', { name: /Pay out automatically/ })).not.toBeChecked();
    expect(unsavedBar()).toBeNull();
  });

  it('saves only what changed, with the exact amount, and reads it back', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    harness.server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PATCH') sent = await request.clone().json();
    });
    await renderApp(harness, PATH, { as: DEMO_EMAIL.merchant });
    await ready();
    await replaceText(minimum(), '1,234.56');
    await replaceText(webhook(), 'https://shop.example/hooks');
    await user.click(screen.getByRole('radio', { name: 'Daily' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Payment configuration saved')).toBeInTheDocument();
    await waitFor(() => expect(unsavedBar()).toBeNull());
    expect(sent).toEqual({
      minimumPayoutAmount: 1234.56,
      webhookUrl: 'https://shop.example/hooks',
      payoutSchedule: 'daily',
    });
    harness.server.events.removeAllListeners('request:start');
    cleanup();

    await renderApp(harness, PATH, { as: DEMO_EMAIL.merchant });
    await ready();
    expect(minimum()).toHaveValue('1234.56');
    expect(webhook()).toHaveValue('https://shop.example/hooks');
    expect(screen.getByRole('radio', { name: 'Daily' })).toBeChecked();
  });

  it("keeps what was typed and shows the provider's refusal when the role was lowered meanwhile", async () => {
    const user = userEvent.setup();
    // Ada owns an organization of her own: she works in Maya's Coffee, where she is an admin
    const coffee = harness.sandbox.db
      .prepare('SELECT _id FROM organizations WHERE name = ?')
      .get("Maya's Coffee") as { _id: string };
    const ada = await loginTokens(harness.sandbox, DEMO_EMAIL.admin);
    await harness.sandbox.app.fetch(
      new Request(`http://sandbox.local/v1/org/setDefault/organization/${coffee._id}`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${ada.access.token}` },
      }),
    );
    await renderApp(harness, PATH, { as: DEMO_EMAIL.admin });
    await ready();
    await replaceText(expiry(), '60');
    await setRoleInCoffee(DEMO_EMAIL.admin, 'developer');
    try {
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      const alert = await within(unsavedBar()!).findByRole('alert');
      expect(alert).toHaveTextContent('Your role (developer) cannot change the payment configuration');
      expect(expiry()).toHaveValue('60');
    } finally {
      await setRoleInCoffee(DEMO_EMAIL.admin, 'admin');
    }
  });

  it('shows a minimum the provider could not keep (null) and an expiry out of bounds, and the owner corrects them', async () => {
    const user = userEvent.setup();
    const restore = storeAsProviderHolds({ minimumPayoutAmount: Infinity, paymentExpiryMinutes: 0 });
    try {
      await renderApp(harness, PATH, { as: DEMO_EMAIL.merchant });
      await ready();
      // what is stored is shown as it is, with what is wrong with it, before anyone presses Save
      expect(minimum()).toHaveValue('');
      expect(minimum()).toHaveAccessibleDescription(
        expect.stringContaining('Enter an amount, e.g. 50 or 12.50'),
      );
      expect(expiry()).toHaveValue('0');
      expect(expiry()).toHaveAccessibleDescription(
        expect.stringContaining('Enter whole minutes from 5 to 1440'),
      );
      await replaceText(minimum(), '75');
      await replaceText(expiry(), '45');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText('Payment configuration saved')).toBeInTheDocument();
      expect(minimum()).toHaveValue('75');
      expect(expiry()).toHaveValue('45');
    } finally {
      restore();
    }
  });

  it('shows a stored minimum above the bound, and refuses one before sending it', async () => {
    const user = userEvent.setup();
    const restore = storeAsProviderHolds({ minimumPayoutAmount: 1e21 });
    try {
      await renderApp(harness, PATH, { as: DEMO_EMAIL.merchant });
      await ready();
      expect(minimum()).toHaveValue('1000000000000000000000');
      expect(minimum()).toHaveAccessibleDescription(
        expect.stringContaining('The minimum payout can be at most 1,000,000 USD'),
      );
      await replaceText(minimum(), '1000000.01');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText('The minimum payout can be at most 1,000,000 USD')).toBeInTheDocument();
      expect(patches()).toEqual([]);
      await replaceText(minimum(), '1,000,000');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText('Payment configuration saved')).toBeInTheDocument();
      expect(minimum()).toHaveValue('1000000');
    } finally {
      restore();
    }
  });

  it('is read only for a viewer', async () => {
    await renderApp(harness, PATH, { as: DEMO_EMAIL.viewer });
    await ready();
    expect(
      screen.getByText(/Your role can see the payment configuration but not change it/),
    ).toBeInTheDocument();
    expect(webhook()).toBeDisabled();
    expect(minimum()).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'BTC · Bitcoin' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(harness, PATH, { as: DEMO_EMAIL.merchant });
    await ready();
    await replaceText(expiry(), '90');
    void router.navigate({ to: '/main/notification' });
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe(PATH);
    expect(expiry()).toHaveValue('90');

    void router.navigate({ to: '/main/notification' });
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/notification'));
  });

  it('shows the error with Try again', async () => {
    const user = userEvent.setup();
    harness.server.use(
      http.get(`${API_ORIGIN}/v1/config/payment`, () =>
        HttpResponse.json({ code: 0, data: 'Configuration is unavailable' }, { status: 500 }),
      ),
    );
    await renderApp(harness, PATH, { as: DEMO_EMAIL.merchant });
    await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' });
    const alert = screen
      .getAllByRole('alert')
      .find((element) => within(element).queryByRole('button', { name: 'Try again' }));
    expect(alert).toHaveTextContent('Configuration is unavailable');
    harness.server.resetHandlers();
    await user.click(within(alert!).getByRole('button', { name: 'Try again' }));
    await ready();
  });

  it('shows its skeleton while the data is on its way', async () => {
    harness.server.use(
      http.get(`${API_ORIGIN}/v1/config/payment`, async ({ request }) => {
        await delay(1500);
        return harness.sandbox.app.fetch(request);
      }),
    );
    await renderApp(harness, PATH, { as: DEMO_EMAIL.merchant });
    expect(
      await screen.findByText('Loading the payment configuration…', undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
    await ready();
    expect(screen.queryByText('Loading the payment configuration…')).toBeNull();
  });
});
