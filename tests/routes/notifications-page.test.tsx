// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { scopeStore } from '../../src/session/scope.ts';
import { renderApp } from '../support/render-app.tsx';
import { API_ORIGIN, sandboxHarnessForFile } from '../support/sandbox-msw.ts';

/** Issue 8, item 1: the notifications page, the model of a screen's data flow, against the sandbox. */
const harness = sandboxHarnessForFile(cleanup);

/** The page's list of notifications (a list named by the page's heading). */
const list = () => screen.findByRole('list', { name: 'Notifications' });

/** The payout links of the list as shown, in order. */
async function payoutLinks(): Promise<string[]> {
  const links = within(await list()).getAllByRole('link', { name: /^Payout of / });
  return links.map((link) => link.getAttribute('href') ?? '');
}

/** How many notifications the provider holds for the signed-in user's current scope. */
async function totalNotifications(): Promise<number> {
  const last = [...harness.requests].reverse().find((request) => request.path === '/v1/notification');
  const response = await harness.sandbox.app.fetch(
    new Request('http://sandbox.local/v1/notification?page=1&limit=1', { headers: last!.headers }),
  );
  return ((await response.json()) as { data: { totalResults: number } }).data.totalResults;
}

const pages = () => screen.getByRole('navigation', { name: 'Notification pages' });

describe('the notifications page (/main/notification)', () => {
  it('lists the first page of payout notifications, each linking to its payout', async () => {
    await renderApp(harness, '/main/notification', { as: 'merchant@demo.test' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const links = await payoutLinks();
    expect(await totalNotifications()).toBeGreaterThan(10);
    expect(links).toHaveLength(10);
    for (const href of links) expect(href).toMatch(/^\/manage\/payout\/[0-9a-f]{24}\?showPayment=true$/);
    expect(within(pages()).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('changes the address and the list when another page is chosen', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(harness, '/main/notification', { as: 'merchant@demo.test' });
    const first = await payoutLinks();
    await user.click(within(pages()).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
    expect(router.state.location.href).toBe('/main/notification?page=2');
    await waitFor(async () => expect((await payoutLinks())[0]).not.toBe(first[0]));
    const second = await payoutLinks();
    expect(second.filter((href) => first.includes(href))).toEqual([]);
    expect(within(pages()).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('falls back to the defaults for invalid page and limit, and bounds the limit', async () => {
    const fallback = await renderApp(harness, '/main/notification?page=abc&limit=-4', {
      as: 'merchant@demo.test',
    });
    expect(await payoutLinks()).toHaveLength(10);
    expect(fallback.router.state.location.search).toEqual({});
    cleanup();

    const bounded = await renderApp(harness, '/main/notification?page=1.5&limit=100000', {
      as: 'merchant@demo.test',
    });
    const total = await totalNotifications();
    await waitFor(async () => expect(await payoutLinks()).toHaveLength(Math.min(total, 50)));
    expect(bounded.router.state.location.search).toEqual({ limit: 50 });
  });

  it('says plainly when a page lies past the last one, with the way back', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(harness, '/main/notification?page=99', { as: 'merchant@demo.test' });
    expect(await screen.findByText('There is no page 99.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Go to page / }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
    expect((await payoutLinks()).length).toBeGreaterThan(0);
  });

  it('shows the empty state to a user without notifications', async () => {
    // Victor is a viewer: payout notifications go to organization owners only
    await renderApp(harness, '/main/notification', { as: 'viewer@demo.test' });
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Notifications' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Notification pages' })).toBeNull();
  });

  it('shows the error with Try again, which loads the page once the provider answers', async () => {
    const user = userEvent.setup();
    harness.server.use(
      http.get(`${API_ORIGIN}/v1/notification`, () =>
        HttpResponse.json({ code: 0, data: 'Notifications are unavailable' }, { status: 500 }),
      ),
    );
    await renderApp(harness, '/main/notification', { as: 'merchant@demo.test' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeInTheDocument();
    const alert = screen
      .getAllByRole('alert')
      .find((element) => element.textContent?.includes('Notifications are unavailable'));
    expect(alert).toBeDefined();
    harness.server.resetHandlers();
    await user.click(within(alert!).getByRole('button', { name: 'Try again' }));
    expect(await payoutLinks()).toHaveLength(10);
  });

  it('marks a notification read from the list', async () => {
    const user = userEvent.setup();
    await renderApp(harness, '/main/notification', { as: 'merchant@demo.test' });
    const summary = await screen.findByText(/^\d+ unread · \d+ in all$/);
    const unread = Number(summary.textContent!.split(' ')[0]);
    expect(unread).toBeGreaterThan(0);
    const [button] = screen.getAllByRole('button', { name: /^Mark as read: Payout of / });
    await user.click(button!);
    await waitFor(() =>
      expect(screen.getByText(/^\d+ unread · \d+ in all$/).textContent).toMatch(
        new RegExp(`^${unread - 1} `),
      ),
    );
  });

  it('reloads for a switch to live, never showing test data once live is chosen, and keeps the address', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(harness, '/main/notification?page=2', { as: 'merchant@demo.test' });
    const testLinks = await payoutLinks();
    // the payout links on the page at every change of the page once the scope says live, however brief
    const shownUnderLive: string[] = [];
    const observer = new MutationObserver(() => {
      if (scopeStore.get().env !== 'live') return;
      document
        .querySelectorAll('#main-content a[href^="/manage/payout/"]')
        .forEach((a) => shownUnderLive.push(a.getAttribute('href')!));
    });
    const requestsBefore = harness.requests.length;
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    const [testMode] = screen.getAllByRole('switch', { name: 'Test mode' });
    await user.click(testMode!);
    await waitFor(async () => expect((await payoutLinks())[0]).not.toBe(testLinks[0]));
    observer.disconnect();
    const liveLinks = await payoutLinks();
    expect(liveLinks.filter((href) => testLinks.includes(href))).toEqual([]);
    expect(shownUnderLive.filter((href) => testLinks.includes(href))).toEqual([]);
    expect(router.state.location.search).toEqual({ page: 2 });
    const after = harness.requests.slice(requestsBefore).map((request) => request.path);
    expect(after).toContain('/v1/user/switchEnv');
    expect(after).toContain('/v1/notification');
  });
});
