// @vitest-environment jsdom
import { afterAll, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';

/**
 * Issue 26: src/main.tsx's start, as a page runs it. With no configuration reachable it shows the friendly
 * screen (not the configuration error), and its Retry runs the whole start again: here the second try reaches
 * the server, which answers with an HTTP error — a real misconfiguration, shown as one.
 */
afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

it('shows the offline start screen, whose Retry starts the app again', { timeout: 60_000 }, async () => {
  document.body.innerHTML = '<div id="root"></div>';
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const fetchSpy = vi
    .fn()
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValue(new Response('down', { status: 503 }));
  vi.stubGlobal('fetch', fetchSpy);

  await import('../../src/main.tsx');
  expect(
    await screen.findByText("You're offline. Open the app once while online to use it offline."),
  ).toBeVisible();
  expect(screen.queryByText(/cannot start|Failed to fetch/)).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('The app configuration could not be loaded (HTTP 503).')).toBeVisible();
  expect(screen.getByText('The back-office cannot start')).toBeVisible();
  expect(fetchSpy).toHaveBeenCalledTimes(2);
});
