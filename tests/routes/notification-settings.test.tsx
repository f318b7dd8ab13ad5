// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { NOTIFICATION_MODAL_FLAG } from '../../src/features/notifications/components/notification-config-modal.tsx';
import { renderApp } from '../support/render-app.tsx';
import { API_ORIGIN, sandboxHarnessForFile } from '../support/sandbox-msw.ts';
import { loginTokens } from '../support/sign-in.ts';
import { findScreen } from '../support/screen-ready.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * Issue 32: the profile's notification settings against the sandbox: the summary first, a switch per kind and
 * channel, thresholds checked for their currency's decimals before sending, quiet hours, the digest and the time
 * zone saved as one document; a refusal shown with nothing typed lost; a failure to load with Try again.
 */
const harness = sandboxHarnessForFile(cleanup);
const MERCHANT = DEMO_EMAIL.merchant;

async function callAs<T>(email: string, method: string, path: string, body?: unknown): Promise<T> {
  const { access } = await loginTokens(harness.sandbox, email);
  const response = await harness.sandbox.app.fetch(
    new Request(`http://sandbox.local${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${access.token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  const answer = (await response.json()) as { code: number; data: T };
  expect(answer.code, `${method} ${path}: ${JSON.stringify(answer.data)}`).toBe(1);
  return answer.data;
}

interface Preferences {
  kinds: Record<string, { push: boolean; inApp: boolean }>;
  largePayment: { currency: string; amount: number }[];
  quietHours: { enabled: boolean; start: string; end: string };
  digest: { enabled: boolean; hour: number };
  timeZone: string;
}

const DEFAULTS: Preferences = {
  kinds: Object.fromEntries(
    ['payout', 'dispute', 'disputeDeadline', 'refund', 'payment', 'alert', 'digest'].map((kind) => [
      kind,
      { push: true, inApp: true },
    ]),
  ),
  largePayment: [],
  quietHours: { enabled: false, start: '22:00', end: '07:00' },
  digest: { enabled: false, hour: 8 },
  timeZone: 'UTC',
};

afterEach(async () => {
  vi.restoreAllMocks();
  // every test starts from the defaults
  await callAs(MERCHANT, 'PUT', '/v1/user/notification-preferences', DEFAULTS);
});

const puts = () =>
  harness.requests.filter(
    (request) => request.method === 'PUT' && request.path === '/v1/user/notification-preferences',
  );

async function openSettings() {
  sessionStorage.setItem(NOTIFICATION_MODAL_FLAG, 'true');
  const view = await renderApp(harness, '/manage/profile', { as: MERCHANT });
  await findScreen('Profile');
  const settings = await screen.findByRole('region', { name: 'Notification settings' });
  await within(settings).findByRole('form', { name: 'Notification settings' });
  return { ...view, settings };
}

describe('the notification settings on the profile', () => {
  it('saves kinds, a threshold checked for its decimals, quiet hours and the digest as one document', async () => {
    const user = userEvent.setup();
    const { settings } = await openSettings();
    expect(settings).toHaveAttribute('id', 'notification-settings');
    expect(within(settings).getByText('No quiet hours · No daily digest')).toBeInTheDocument();
    const save = within(settings).getByRole('button', { name: 'Save notification settings' });
    expect(save).toBeDisabled();

    await user.click(within(settings).getByRole('switch', { name: 'Push: Refund failed' }));
    await user.click(within(settings).getByRole('switch', { name: 'In the app: Daily digest' }));
    expect(save).toBeEnabled();

    await user.click(within(settings).getByRole('button', { name: 'Add a currency' }));
    const currency = within(settings).getByRole('combobox', { name: 'Currency' });
    await user.selectOptions(currency, 'USD');
    // said before sending
    expect(within(settings).getByText('Up to 2 decimals for USD')).toBeInTheDocument();
    await user.type(within(settings).getByRole('textbox', { name: /^Notify above/ }), '1000.505');

    await user.click(within(settings).getByRole('switch', { name: 'Quiet hours on' }));
    await user.click(within(settings).getByRole('switch', { name: 'Send me a daily digest' }));
    await user.selectOptions(within(settings).getByRole('combobox', { name: 'At' }), '7');

    await user.click(save);
    expect(await within(settings).findByText('USD amounts have at most 2 decimals')).toBeInTheDocument();
    expect(within(settings).getByText('Fix what is marked above, then save again.')).toBeInTheDocument();
    expect(puts()).toHaveLength(0);

    const amount = within(settings).getByRole('textbox', { name: /^Notify above/ });
    await user.clear(amount);
    await user.type(amount, '1,000.50');
    expect(within(settings).queryByText('USD amounts have at most 2 decimals')).toBeNull();
    await user.click(save);
    expect(await within(settings).findByText('Quiet 22:00–07:00 · Digest at 07:00 UTC')).toBeInTheDocument();
    await waitFor(() => expect(save).toBeDisabled());

    const saved = await callAs<Preferences>(MERCHANT, 'GET', '/v1/user/notification-preferences');
    expect(saved).toEqual({
      ...DEFAULTS,
      kinds: {
        ...DEFAULTS.kinds,
        refund: { push: false, inApp: true },
        digest: { push: true, inApp: false },
      },
      largePayment: [{ currency: 'USD', amount: 1000.5 }],
      quietHours: { enabled: true, start: '22:00', end: '07:00' },
      digest: { enabled: true, hour: 7 },
    });
  });

  it('refuses quiet hours that end when they start, before sending', async () => {
    const user = userEvent.setup();
    const { settings } = await openSettings();
    await user.click(within(settings).getByRole('switch', { name: 'Quiet hours on' }));
    const until = within(settings).getByLabelText('Until');
    await user.clear(until);
    await user.type(until, '22:00');
    await user.click(within(settings).getByRole('button', { name: 'Save notification settings' }));
    expect(
      await within(settings).findByText('Quiet hours must end at another time than they start'),
    ).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
  });

  it('offers this device’s time zone in one tap, and shows the saved one', async () => {
    const user = userEvent.setup();
    await callAs(MERCHANT, 'PUT', '/v1/user/notification-preferences', {
      ...DEFAULTS,
      digest: { enabled: true, hour: 8 },
      timeZone: 'Asia/Tokyo',
    });
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolved.call(this), timeZone: 'Europe/Paris' };
    });
    const { settings } = await openSettings();
    expect(within(settings).getByText('No quiet hours · Digest at 08:00 Asia/Tokyo')).toBeInTheDocument();
    expect(within(settings).getByRole('combobox', { name: 'Your time zone' })).toHaveValue('Asia/Tokyo');
    await user.click(
      within(settings).getByRole('button', { name: 'Use this device’s time zone (Europe/Paris)' }),
    );
    expect(within(settings).getByRole('combobox', { name: 'Your time zone' })).toHaveValue('Europe/Paris');
    await user.click(within(settings).getByRole('button', { name: 'Save notification settings' }));
    expect(
      await within(settings).findByText('No quiet hours · Digest at 08:00 Europe/Paris'),
    ).toBeInTheDocument();
    expect(within(settings).queryByRole('button', { name: /^Use this device/ })).toBeNull();
  });

  it('asks before leaving with unsaved changes, and stays when asked to', async () => {
    const user = userEvent.setup();
    const { settings, router } = await openSettings();
    await user.click(within(settings).getByRole('switch', { name: 'Push: Dispute opened' }));
    void router.navigate({ to: '/main/notification' });
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull());
    expect(router.state.location.pathname).toBe('/manage/profile');
    expect(within(settings).getByRole('switch', { name: 'Push: Dispute opened' })).not.toBeChecked();
  });

  it('shows the provider’s refusal under the form and keeps everything typed', async () => {
    const user = userEvent.setup();
    harness.server.use(
      http.put(`${API_ORIGIN}/v1/user/notification-preferences`, () =>
        HttpResponse.json(
          { code: 0, data: 'body.largePayment[0].amount must have at most 2 decimals for USD' },
          { status: 400 },
        ),
      ),
    );
    const { settings } = await openSettings();
    await user.click(within(settings).getByRole('button', { name: 'Add a currency' }));
    await user.selectOptions(within(settings).getByRole('combobox', { name: 'Currency' }), 'USD');
    await user.type(within(settings).getByRole('textbox', { name: /^Notify above/ }), '250');
    await user.click(within(settings).getByRole('button', { name: 'Save notification settings' }));
    expect(
      await within(settings).findByText('body.largePayment[0].amount must have at most 2 decimals for USD'),
    ).toBeInTheDocument();
    expect(within(settings).getByRole('textbox', { name: /^Notify above/ })).toHaveValue('250');
    expect(within(settings).getByRole('button', { name: 'Save notification settings' })).toBeEnabled();
  });

  it('shows a failure to load with Try again, the rest of the profile still usable', async () => {
    const user = userEvent.setup();
    harness.server.use(
      http.get(`${API_ORIGIN}/v1/user/notification-preferences`, () =>
        HttpResponse.json({ code: 0, data: 'Preferences are unavailable' }, { status: 500 }),
      ),
    );
    sessionStorage.setItem(NOTIFICATION_MODAL_FLAG, 'true');
    await renderApp(harness, '/manage/profile', { as: MERCHANT });
    await findScreen('Profile');
    const settings = await screen.findByRole('region', { name: 'Notification settings' });
    const alert = await within(settings).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Your notification settings could not be loaded. Preferences are unavailable',
    );
    expect(screen.getByRole('button', { name: 'Save profile' })).toBeInTheDocument();
    harness.server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(settings).findByRole('form', { name: 'Notification settings' })).toBeInTheDocument();
  });
});
