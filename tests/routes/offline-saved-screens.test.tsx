// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { createApp } from '../../src/app/app.tsx';
import { warnRecoverableError } from '../../src/app/recoverable-error.ts';
import { NOTIFICATION_MODAL_FLAG } from '../../src/features/notifications/components/notification-config-modal.tsx';
import { profileKeys, type Profile } from '../../src/features/profile/queries.ts';
import {
  currencyTypesQueryOptions,
  transactionCurrenciesQueryOptions,
  transactionStatusesQueryOptions,
} from '../../src/features/transactions/filter-options.ts';
import { transactionsQueryOptions } from '../../src/features/transactions/queries.ts';
import { apiSearchOf, DEFAULT_TRANSACTIONS_VIEW } from '../../src/features/transactions/view-search.ts';
import { clearSessionCookies } from '../../src/session/cookies.ts';
import { REDACTED_CHANNEL_VALUE, redactProfile } from '../../src/session/persisted-cache/policy.ts';
import { resumeSession } from '../../src/session/resume.ts';
import { scopeStore, sessionScope } from '../../src/session/scope.ts';
import { importTokenKey } from '../../src/session/verify-token.ts';
import { API_ORIGIN, sandboxHarnessForFile } from '../support/sandbox-msw.ts';
import { loginTokens, signInWithCookies } from '../support/sign-in.ts';
import { findScreen } from '../support/screen-ready.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * Issue 26: screens opened from what the device saved. The profile comes back from disk redacted (which
 * channels are filled, not their values): offline it shows and nothing on it can be saved; online the
 * provider's own is loaded before any form starts. The transactions list opens offline without the signing
 * keys, which are never saved: its API-key filter says why it is empty.
 */
const harness = sandboxHarnessForFile(cleanup);
const MERCHANT = DEMO_EMAIL.merchant;

/**
 * The browser's word (`navigator.onLine`, read by the screens) and TanStack Query's (told directly: it hears
 * the browser's events only once something subscribed, after the app has rendered).
 */
function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: online });
  onlineManager.setOnline(online);
  fireEvent(window, new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  // unmounted first: back online, a mounted app would refetch after the sandbox is gone
  cleanup();
  setOnline(true);
});

/** The app with its query cache, loaded before it renders (as a signed-in screen's guard loads it). */
type App = ReturnType<typeof createApp> & { queryClient: QueryClient };

/** The app signed in as the merchant, its cache prepared by `prepare` (what a restore leaves), then rendered. */
async function openWith(path: string, prepare: (app: App) => Promise<void>, { offline = false } = {}) {
  clearSessionCookies();
  sessionStorage.clear();
  // the shell's one-time question about notifications stays out of the way
  sessionStorage.setItem(NOTIFICATION_MODAL_FLAG, 'true');
  scopeStore.reload();
  const tokenKey = await importTokenKey(harness.sandbox.publicKeyBase64);
  const config = {
    apiBaseUrl: API_ORIGIN,
    jwtPublicKey: harness.sandbox.publicKeyBase64,
    vapidPublicKey: '',
  };
  const created = createApp(config, tokenKey, createMemoryHistory({ initialEntries: [path] }));
  const app: App = { ...created, queryClient: (await created.queries.load()).queryClient };
  await signInWithCookies(app.session, harness.sandbox, MERCHANT);
  await resumeSession(app.session, app.api, app.endSession);
  await prepare(app);
  if (offline) setOnline(false);
  render(<app.App />, { onRecoverableError: warnRecoverableError });
  return app;
}

const scopeOf = (app: App) => sessionScope(app.session.claims()?.sub, scopeStore.get());

/** The merchant's profile as the provider has it. */
async function providerProfile(): Promise<Profile> {
  const { access } = await loginTokens(harness.sandbox, MERCHANT);
  const response = await harness.sandbox.app.fetch(
    new Request('http://sandbox.local/v1/user/profile', {
      headers: { Authorization: `Bearer ${access.token}` },
    }),
  );
  return ((await response.json()) as { data: Profile }).data;
}

/** The cache as a restore leaves it: the redacted profile, stale. */
async function restoredProfile(app: App) {
  const key = profileKeys.current(scopeOf(app));
  app.queryClient.setQueryData(key, redactProfile(await providerProfile()) as Profile);
  await app.queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' });
}

describe('the profile saved on the device (issue 26)', () => {
  it('offline: shows who the user is, "as of", which channels are filled, and nothing can be saved', async () => {
    const real = await providerProfile();
    await openWith('/manage/profile', restoredProfile, { offline: true });
    await findScreen('Profile');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue(real.name);
    expect(screen.getByTestId('data-as-of')).toHaveTextContent(/^As of /);
    const save = screen.getByRole('button', { name: 'Save profile' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('You are offline. Saving your profile needs a connection.');
    expect(screen.getByText(/The addresses are not saved on this device/)).toBeInTheDocument();
    // no form starts from the placeholders
    expect(screen.queryByRole('form', { name: 'Notification configuration' })).toBeNull();
    expect(screen.queryByDisplayValue(REDACTED_CHANNEL_VALUE)).toBeNull();
    expect(screen.getByRole('button', { name: 'Update password' })).toBeDisabled();
  });

  it('online: the provider’s own profile is loaded before the forms start, never the saved copy', async () => {
    const real = await providerProfile();
    const filled = Object.values(real.notificationConfig ?? {}).filter((value) => value.trim() !== '');
    expect(filled.length).toBeGreaterThan(0);
    await openWith('/manage/profile', restoredProfile);
    await findScreen('Profile');
    const form = screen.getByRole('form', { name: 'Notification configuration' });
    for (const value of filled) expect(within(form).getByDisplayValue(value)).toBeInTheDocument();
    expect(screen.queryByDisplayValue(REDACTED_CHANNEL_VALUE)).toBeNull();
    expect(screen.getByRole('button', { name: 'Save profile' })).toBeEnabled();
    expect(screen.queryByTestId('data-as-of')).toBeNull();
  });
});

describe('the transactions list without its signing keys (issue 26)', () => {
  it('opens offline with the saved payments; the API-key filter says the keys need a connection', async () => {
    let firstPayment = '';
    await openWith(
      '/manage/transactions/',
      async (app) => {
        const scope = scopeOf(app);
        const [, , , list] = await Promise.all([
          app.queryClient.ensureQueryData(currencyTypesQueryOptions(app.api, scope)),
          app.queryClient.ensureQueryData(transactionStatusesQueryOptions(app.api, scope)),
          app.queryClient.ensureQueryData(transactionCurrenciesQueryOptions(app.api, scope)),
          app.queryClient.ensureQueryData(
            transactionsQueryOptions(app.api, scope, apiSearchOf(DEFAULT_TRANSACTIONS_VIEW)),
          ),
        ]);
        firstPayment = list.results[0]!.paymentId;
      },
      { offline: true },
    );
    await waitFor(() => expect(screen.getByText(firstPayment)).toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'This screen needs a connection' })).toBeNull();
    expect(screen.getAllByTestId('data-as-of').length).toBeGreaterThan(0);
    // jsdom is a narrow screen: the filters other than search are in the "Filters" sheet
    fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Filters' }));
    const keyFilter = sheet.getByRole('combobox', { name: 'API key' });
    expect(keyFilter).toBeDisabled();
    expect(keyFilter).toHaveAccessibleDescription('The keys load when you are online');
  });
});
