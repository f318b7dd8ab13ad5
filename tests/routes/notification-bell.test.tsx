// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../support/render-app.tsx';
import { sandboxHarnessForFile } from '../support/sandbox-msw.ts';
import { findScreen } from '../support/screen-ready.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/** Issue 12: the header's bell, its unread count and its panel, against the sandbox. */
const harness = sandboxHarnessForFile(cleanup);

const bell = () => screen.findByRole('button', { name: /^Notifications, \d+ unread$/ });

async function bellCount(): Promise<number> {
  return Number((await bell()).getAttribute('aria-label')!.match(/\d+/)![0]);
}

/** The merchant's unread count in its current scope, as the provider keeps it. */
function providerUnread(): number {
  const db = harness.sandbox.db;
  const user = db
    .prepare('SELECT _id, current_org_id, current_env FROM users WHERE email = ?')
    .get(DEMO_EMAIL.merchant) as { _id: string; current_org_id: string; current_env: string };
  return (
    db
      .prepare(
        'SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND org_id = ? AND env = ? AND read = 0',
      )
      .get(user._id, user.current_org_id, user.current_env) as { n: number }
  ).n;
}

/** A new payout notification for the merchant, as a payout's change would make one. */
function newNotification(): void {
  const db = harness.sandbox.db;
  const user = db
    .prepare('SELECT _id, current_org_id, current_env FROM users WHERE email = ?')
    .get(DEMO_EMAIL.merchant) as { _id: string; current_org_id: string; current_env: string };
  const payout = db.prepare('SELECT _id FROM payouts WHERE org_id = ? LIMIT 1').get(user.current_org_id) as {
    _id: string;
  };
  db.prepare(
    `INSERT INTO notifications (_id, user_id, org_id, env, type, read, data, created_at)
     VALUES (?, ?, ?, ?, 'payout', 0, ?, ?)`,
  ).run(
    'eeeeeeeeeeeeeeeeeeeeeeee',
    user._id,
    user.current_org_id,
    user.current_env,
    JSON.stringify({
      amount: 12.5,
      currency: 'USD',
      endDate: '2026-11-20T00:00:00.000Z',
      payoutId: payout._id,
    }),
    new Date().toISOString(),
  );
}

/** Opens the panel; jsdom never ends Mantine's opening transition, so its content counts as hidden. */
async function openPanel() {
  const user = userEvent.setup();
  await user.click(await bell());
  const panel = await screen.findByRole('dialog', { hidden: true });
  await within(panel).findAllByRole('link', { name: /^Payout of /, hidden: true });
  return { user, panel };
}

describe('the notification bell', () => {
  it("shows the provider's unread count and the newest notifications, unread ones marked", async () => {
    await renderApp(harness, '/main/dashboard/', { as: DEMO_EMAIL.merchant });
    await waitFor(async () => expect(await bellCount()).toBe(providerUnread()));
    expect(providerUnread()).toBeGreaterThan(0);
    const { panel } = await openPanel();
    const links = within(panel).getAllByRole('link', { name: /^Payout of /, hidden: true });
    expect(links.length).toBeGreaterThan(0);
    expect(links.length).toBeLessThanOrEqual(10);
    for (const link of links)
      expect(link.getAttribute('href')).toMatch(/^\/manage\/payout\/[0-9a-f]{24}\?showPayment=true$/);
    const unreadLinks = links.filter((link) => link.getAttribute('data-read') === 'false');
    expect(within(panel).getAllByText('Unread')).toHaveLength(unreadLinks.length);
  });

  it('opens the payout page of an unread notification and counts one fewer', async () => {
    const { router } = await renderApp(harness, '/main/dashboard/', { as: DEMO_EMAIL.merchant });
    await waitFor(async () => expect(await bellCount()).toBe(providerUnread()));
    const before = await bellCount();
    const { user, panel } = await openPanel();
    const unread = within(panel)
      .getAllByRole('link', { name: /^Payout of /, hidden: true })
      .find((link) => link.getAttribute('data-read') === 'false')!;
    const href = unread.getAttribute('href')!;
    await user.click(unread);
    await waitFor(() => expect(router.state.location.href).toBe(href));
    expect(router.state.location.search).toEqual({ showPayment: true });
    await waitFor(async () => expect(await bellCount()).toBe(before - 1));
    await waitFor(() => expect(providerUnread()).toBe(before - 1));
  });

  it('marks all read from the panel: the count goes to 0', async () => {
    await renderApp(harness, '/main/dashboard/', { as: DEMO_EMAIL.merchant });
    await waitFor(async () => expect(await bellCount()).toBeGreaterThan(0));
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Mark all as read', hidden: true }));
    await waitFor(async () => expect(await bellCount()).toBe(0));
    expect(within(panel).queryAllByText('Unread')).toHaveLength(0);
    await waitFor(() => expect(providerUnread()).toBe(0));
  });

  it('counts a new notification without a reload when the tab comes back into view', async () => {
    await renderApp(harness, '/main/dashboard/', { as: DEMO_EMAIL.merchant });
    await waitFor(async () => expect(await bellCount()).toBe(providerUnread()));
    const before = await bellCount();
    newNotification();
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(async () => expect(await bellCount()).toBe(before + 1));
  });

  it('opens the notifications page from View All', async () => {
    const { router } = await renderApp(harness, '/main/dashboard/', { as: DEMO_EMAIL.merchant });
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('link', { name: 'View All', hidden: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/notification'));
    expect(await findScreen('Notifications')).toBeInTheDocument();
  });
});
