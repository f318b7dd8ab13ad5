// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { scopeStore } from '../../src/session/scope.ts';
import { renderApp } from '../support/render-app.tsx';
import { API_ORIGIN, sandboxHarnessForFile } from '../support/sandbox-msw.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/** Issues 8 and 12: the notifications page (the model of a screen's data flow), against the sandbox. */
const harness = sandboxHarnessForFile(cleanup);

/** The page's list of notifications (a list named by the page's heading). */
const list = () => screen.findByRole('list', { name: 'Notifications' });

/** The payout links of the list as shown, in order. */
async function payoutLinks(): Promise<string[]> {
  const links = within(await list()).getAllByRole('link', { name: /^Payout of / });
  return links.map((link) => link.getAttribute('href') ?? '');
}

/** The page's "N unread · M in all" line, as numbers. */
async function pageCounts(): Promise<{ unread: number; total: number }> {
  const text = (await screen.findByText(/^\d+ unread · \d+ in all$/)).textContent!;
  const [unread, total] = text.match(/\d+/g)!.map(Number);
  return { unread: unread!, total: total! };
}

/** The bell's unread count, from its name. */
async function bellCount(): Promise<number> {
  const bell = await screen.findByRole('button', { name: /^Notifications, \d+ unread$/ });
  return Number(bell.getAttribute('aria-label')!.match(/\d+/)![0]);
}

/** The provider's own unread count and total for the signed-in user's current scope. */
async function providerCounts(): Promise<{ unread: number; total: number }> {
  const last = [...harness.requests].reverse().find((request) => request.path === '/v1/notification');
  const response = await harness.sandbox.app.fetch(
    new Request('http://sandbox.local/v1/notification?page=1&limit=1', { headers: last!.headers }),
  );
  const { data } = (await response.json()) as { data: { totalResults: number; unreadCount: number } };
  return { unread: data.unreadCount, total: data.totalResults };
}

const calls = (method: string, path: string) =>
  harness.requests.filter((request) => request.method === method && request.path === path);

describe('the notifications page (/main/notification)', () => {
  it('lists the first 10 payout notifications, each linking to its payout, with the count', async () => {
    await renderApp(harness, '/main/notification', { as: DEMO_EMAIL.merchant });
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const links = await payoutLinks();
    expect(links).toHaveLength(10);
    for (const href of links) expect(href).toMatch(/^\/manage\/payout\/[0-9a-f]{24}\?showPayment=true$/);
    const provider = await providerCounts();
    expect(provider.total).toBeGreaterThan(10);
    expect(await pageCounts()).toEqual(provider);
    expect(screen.getByRole('status', { name: '' })).toBeDefined();
    expect(screen.getByText(`Showing 10 of ${provider.total}`)).toBeInTheDocument();
    // the first request is page 1, limit 10 (docs/product/09-constants.md §9.4)
    const first = harness.requests.find((request) => request.path === '/v1/notification');
    expect(first).toBeDefined();
  });

  it('shows amounts exactly, in the currency decimals, with the end date in the spec format', async () => {
    await renderApp(harness, '/main/notification', { as: DEMO_EMAIL.merchant });
    const [first] = within(await list()).getAllByRole('link', { name: /^Payout of / });
    expect(first!.textContent).toMatch(/^Payout of [\d,]+\.\d{2,8} [A-Z]{3,4}$/);
    expect(
      within(await list()).getAllByText(/^Period ending \d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2} UTC$/),
    ).toHaveLength(10);
  });

  it('loads the next 10 with Load more, without changing the address', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(harness, '/main/notification', { as: DEMO_EMAIL.merchant });
    const first = await payoutLinks();
    const { total } = await providerCounts();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    // the list is virtualized: the status line and each row's place in the set say what is loaded
    const loaded = Math.min(20, total);
    expect(await screen.findByText(`Showing ${loaded} of ${total}`)).toBeInTheDocument();
    const rows = within(await list()).getAllByRole('listitem');
    for (const row of rows) expect(row).toHaveAttribute('aria-setsize', String(loaded));
    const links = await payoutLinks();
    expect(links.some((href) => !first.includes(href))).toBe(true);
    expect(new Set(links).size).toBe(links.length);
    expect(
      harness.requests.filter((request) => request.path === '/v1/notification').length,
    ).toBeGreaterThanOrEqual(2);
    expect(router.state.location.href).toBe('/main/notification');
  });

  it('falls back to the default for an invalid limit, bounds it, and drops an old page number', async () => {
    const fallback = await renderApp(harness, '/main/notification?page=3&limit=-4', {
      as: DEMO_EMAIL.merchant,
    });
    expect(await payoutLinks()).toHaveLength(10);
    expect(fallback.router.state.location.search).not.toHaveProperty('limit');
    cleanup();

    const bounded = await renderApp(harness, '/main/notification?limit=100000', { as: DEMO_EMAIL.merchant });
    const { total } = await providerCounts();
    expect(await screen.findByText(`Showing ${Math.min(total, 50)} of ${total}`)).toBeInTheDocument();
    expect(bounded.router.state.location.search).toEqual({ limit: 50 });
  });

  it('shows the empty state to a user without notifications', async () => {
    // Victor is a viewer: payout notifications go to organization owners only
    await renderApp(harness, '/main/notification', { as: DEMO_EMAIL.viewer });
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Notifications' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows the error with Try again, which loads the page once the provider answers', async () => {
    const user = userEvent.setup();
    harness.server.use(
      http.get(`${API_ORIGIN}/v1/notification`, () =>
        HttpResponse.json({ code: 0, data: 'Notifications are unavailable' }, { status: 500 }),
      ),
    );
    await renderApp(harness, '/main/notification', { as: DEMO_EMAIL.merchant });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeInTheDocument();
    // the screen's alert, not the toast that says the same
    const alert = screen
      .getAllByRole('alert')
      .find((element) => within(element).queryByRole('button', { name: 'Try again' }));
    expect(alert).toHaveTextContent('Notifications are unavailable');
    harness.server.resetHandlers();
    await user.click(within(alert!).getByRole('button', { name: 'Try again' }));
    expect(await payoutLinks()).toHaveLength(10);
  });

  it('shows only payout notifications', async () => {
    harness.server.use(
      http.get(`${API_ORIGIN}/v1/notification`, async ({ request }) => {
        const response = await harness.sandbox.app.fetch(request);
        const body = (await response.json()) as { data: { results: { channelConfig: { type: string } }[] } };
        // a type this app does not show (the contract may grow one): the first one becomes it
        body.data.results[0]!.channelConfig.type = 'invoice';
        return HttpResponse.json(body);
      }),
    );
    await renderApp(harness, '/main/notification', { as: DEMO_EMAIL.merchant });
    expect(await payoutLinks()).toHaveLength(9);
  });

  it('marks a notification read: the page and the bell count one fewer at once, and so does the provider', async () => {
    const user = userEvent.setup();
    await renderApp(harness, '/main/notification', { as: DEMO_EMAIL.merchant });
    const before = await pageCounts();
    expect(before.unread).toBeGreaterThan(1);
    await waitFor(async () => expect(await bellCount()).toBe(before.unread));
    const [button] = screen.getAllByRole('button', { name: /^Mark as read: Payout of / });
    await user.click(button!);
    await waitFor(async () => expect((await pageCounts()).unread).toBe(before.unread - 1));
    expect(await bellCount()).toBe(before.unread - 1);
    await waitFor(async () => expect((await providerCounts()).unread).toBe(before.unread - 1));
    const patch = calls('PATCH', '/v1/notification/update');
    expect(patch).toHaveLength(1);
  });

  it('puts the count back when marking read fails', async () => {
    const user = userEvent.setup();
    harness.server.use(
      http.patch(`${API_ORIGIN}/v1/notification/update`, () =>
        HttpResponse.json({ code: 0, data: 'Notifications are read-only just now' }, { status: 409 }),
      ),
    );
    await renderApp(harness, '/main/notification', { as: DEMO_EMAIL.merchant });
    const before = await pageCounts();
    const [button] = screen.getAllByRole('button', { name: /^Mark as read: Payout of / });
    await user.click(button!);
    expect(await screen.findByText('Notifications are read-only just now')).toBeInTheDocument();
    await waitFor(async () => expect((await pageCounts()).unread).toBe(before.unread));
    expect(await bellCount()).toBe(before.unread);
    expect(screen.getAllByRole('button', { name: /^Mark as read: Payout of / })).toHaveLength(
      screen.getAllByText('Unread').length,
    );
  });

  it('opens the payout page of a notification and marks it read (docs/product/02-screens.md §2.1 deep link)', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(harness, '/main/notification', { as: DEMO_EMAIL.merchant });
    const before = await pageCounts();
    const row = (await screen.findAllByText('Unread'))[0]!.closest('li')!;
    const link = within(row).getByRole('link', { name: /^Payout of / });
    const href = link.getAttribute('href')!;
    await user.click(link);
    await waitFor(() => expect(router.state.location.href).toBe(href));
    expect(router.state.location.search).toEqual({ showPayment: true });
    await waitFor(async () => expect(await bellCount()).toBe(before.unread - 1));
    expect(calls('PATCH', '/v1/notification/update')).toHaveLength(1);
  });

  it('marks all read in one call: no unread left on the page, in the bell or at the provider', async () => {
    const user = userEvent.setup();
    await renderApp(harness, '/main/notification', { as: DEMO_EMAIL.merchant });
    expect((await pageCounts()).unread).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(async () => expect((await pageCounts()).unread).toBe(0));
    expect(await bellCount()).toBe(0);
    expect(screen.queryAllByText('Unread')).toHaveLength(0);
    expect(screen.queryAllByRole('button', { name: /^Mark as read: / })).toHaveLength(0);
    await waitFor(async () => expect((await providerCounts()).unread).toBe(0));
    expect(calls('PATCH', '/v1/notification/readAll')).toHaveLength(1);
    expect(calls('PATCH', '/v1/notification/update')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('dismisses with undo: the item leaves after its animation, Undo brings it back and nothing is sent', async () => {
    const user = userEvent.setup();
    await renderApp(harness, '/main/notification', { as: DEMO_EMAIL.merchant });
    const before = await pageCounts();
    const [first] = await payoutLinks();
    const title = within(await list()).getAllByRole('link', { name: /^Payout of / })[0]!.textContent!;
    await user.click(within(await list()).getAllByRole('button', { name: `Dismiss: ${title}` })[0]!);
    // sliding out for 900 ms, then gone
    expect(document.querySelector('[data-leaving="true"]')).not.toBeNull();
    await waitFor(async () => expect((await payoutLinks())[0]).not.toBe(first), { timeout: 3000 });
    expect((await pageCounts()).total).toBe(before.total - 1);
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(async () => expect((await payoutLinks())[0]).toBe(first));
    expect(await pageCounts()).toEqual(before);
    expect(calls('DELETE', '/v1/notification/dismiss')).toHaveLength(0);
    expect((await providerCounts()).total).toBe(before.total);
  });

  it('sends the dismissal once its undo toast closes: the provider no longer has it', async () => {
    const user = userEvent.setup();
    await renderApp(harness, '/main/notification', { as: DEMO_EMAIL.merchant });
    const before = await pageCounts();
    const [first] = await payoutLinks();
    await user.click(within(await list()).getAllByRole('button', { name: /^Dismiss: / })[0]!);
    await waitFor(async () => expect((await payoutLinks())[0]).not.toBe(first), { timeout: 3000 });
    expect(calls('DELETE', '/v1/notification/dismiss')).toHaveLength(0);
    // the toast's own close button ends the undo as its 5 s would
    const toast = (await screen.findByText('Notification dismissed')).closest<HTMLElement>(
      '.mantine-Notification-root',
    )!;
    await user.click(within(toast).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(calls('DELETE', '/v1/notification/dismiss')).toHaveLength(1));
    await waitFor(async () => expect((await providerCounts()).total).toBe(before.total - 1));
    expect((await pageCounts()).total).toBe(before.total - 1);
    expect(await payoutLinks()).not.toContain(first);
  });

  it('reloads for a switch to live, never showing test data once live is chosen, and keeps the address', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(harness, '/main/notification?limit=20', { as: DEMO_EMAIL.merchant });
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
    expect(router.state.location.search).toEqual({ limit: 20 });
    const after = harness.requests.slice(requestsBefore).map((request) => request.path);
    expect(after).toContain('/v1/user/switchEnv');
    expect(after).toContain('/v1/notification');
  });
});
