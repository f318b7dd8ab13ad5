// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { OfflineStart } from '../../src/app/offline-start.tsx';
import { ConfigError } from '../../src/app/config-error.tsx';
import { activateLocale } from '../../src/i18n/locale-store.ts';

/**
 * Issue 26: a start with no configuration reachable and none saved shows the brand and a way back in, never
 * "The back-office cannot start — Failed to fetch".
 */
const OFFLINE_TEXT = "You're offline. Open the app once while online to use it offline.";

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

/** A retry the test settles: the start it stands for is still running until then. */
function pendingRetry() {
  let settle: () => void = () => undefined;
  const onRetry = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
  return { onRetry, settle: () => act(async () => settle()) };
}

afterEach(async () => {
  await activateLocale('en');
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('OfflineStart', () => {
  it('offline: says so in the brand’s name, with a Retry that starts the app again', async () => {
    setOnline(false);
    const { onRetry, settle } = pendingRetry();
    render(<OfflineStart onRetry={onRetry} />);
    expect(screen.getByRole('img', { name: 'PayDesk' })).toHaveAttribute('src', '/brands/default/logo.svg');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('No connection');
    expect(screen.getByRole('alert')).toHaveTextContent(OFFLINE_TEXT);
    expect(screen.queryByText(/cannot start|Failed to fetch/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    // one start at a time: a second click while the first runs starts nothing
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(2);
  });

  it('retries by itself when the browser says the network is back, a few times while it fails', async () => {
    vi.useFakeTimers();
    try {
      setOnline(false);
      // each start fails (this screen stays)
      const onRetry = vi.fn(async () => undefined);
      render(<OfflineStart onRetry={onRetry} />);
      setOnline(true);
      await act(async () => {
        window.dispatchEvent(new Event('online'));
        await vi.advanceTimersByTimeAsync(0);
      });
      expect(onRetry).toHaveBeenCalledTimes(1);
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(onRetry).toHaveBeenCalledTimes(2);
      await act(() => vi.advanceTimersByTimeAsync(3000));
      expect(onRetry).toHaveBeenCalledTimes(3);
      // then it is the user's to retry
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(onRetry).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('online but the server unreachable: says it could not be reached, still with Retry', () => {
    setOnline(true);
    render(<OfflineStart onRetry={vi.fn(async () => undefined)} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('PayDesk could not be reached');
    expect(screen.getByRole('alert')).toHaveTextContent('The server could not be reached.');
    expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
    expect(screen.queryByText(/cannot start|Failed to fetch/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it('wears the host’s brand: the operators’ on an admin host', () => {
    setOnline(false);
    vi.stubGlobal('location', new URL('https://admin.paydesk.example/manage/organization/'));
    render(<OfflineStart onRetry={vi.fn(async () => undefined)} />);
    expect(screen.getByRole('img', { name: 'PayDesk Operations' })).toHaveAttribute(
      'src',
      '/brands/admin/logo.svg',
    );
  });

  it('speaks the page’s language once its catalog is in, English until then', async () => {
    setOnline(true);
    render(<OfflineStart onRetry={vi.fn(async () => undefined)} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('PayDesk could not be reached');
    await act(() => activateLocale('fr'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('PayDesk est injoignable');
    expect(screen.getByRole('alert')).toHaveTextContent('Le serveur est injoignable.');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
    await act(() => activateLocale('ar'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('تعذّر الوصول إلى PayDesk');
  });
});

describe('ConfigError', () => {
  it('says the back-office cannot start, and why, in the page’s language', async () => {
    render(<ConfigError message="The app configuration could not be loaded (HTTP 503)." />);
    expect(screen.getByRole('alert')).toHaveTextContent('The back-office cannot start');
    await act(() => activateLocale('fr'));
    expect(screen.getByRole('alert')).toHaveTextContent('Le back-office ne peut pas démarrer');
  });
});
