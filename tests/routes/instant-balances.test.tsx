// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  BALANCES_SNAPSHOT_KEY,
  saveBalancesSnapshot,
  type BalancesSnapshot,
} from '../../src/features/organizations/balances-snapshot.ts';
import { renderApp } from '../support/render-app.tsx';
import { runInstantBalances } from '../support/run-instant-balances.ts';
import { API_ORIGIN, sandboxHarnessForFile } from '../support/sandbox-msw.ts';

/**
 * Issue 13's offline repeat load: the Organizations tab saves its balances as printed, the page's boot script
 * paints them before the app loads (scripts/vite/instant-balances.js), and the app takes the view away in the
 * commit that shows a screen. Against the sandbox, through the whole app.
 */
const harness = sandboxHarnessForFile(cleanup);

const saved = () =>
  JSON.parse(localStorage.getItem(BALANCES_SNAPSHOT_KEY) ?? 'null') as BalancesSnapshot | null;

/** A view as the boot script leaves it in the page before the app renders. */
function paintedView() {
  const view = document.createElement('div');
  view.id = 'instant-view';
  document.body.appendChild(view);
}

const instantView = () => document.getElementById('instant-view');

afterEach(() => {
  localStorage.clear();
  document.querySelectorAll('#instant-view').forEach((view) => view.remove());
});

describe('the balances painted before the app', () => {
  it('are saved as the Organizations tab prints them, and the boot script paints the same', async () => {
    await renderApp(harness, '/manage/organization/', { as: 'merchant@demo.test' });
    const list = await screen.findByRole('list', { name: 'Your organizations' });
    const printed = within(list)
      .getAllByTestId('organization-card')
      .map((card) => ({
        name: card.getAttribute('aria-label'),
        balances: within(card)
          .getAllByTestId('balance')
          .map((amount) => amount.textContent),
      }));
    await waitFor(() => expect(saved()?.organizations).toHaveLength(printed.length));
    cleanup();

    // the next page load, with this session's cookies
    const view = runInstantBalances().view();
    expect(view).not.toBeNull();
    const painted = [...view!.querySelectorAll('li[aria-label]')].map((card) => ({
      name: card.getAttribute('aria-label'),
      balances: [...card.querySelectorAll('.iv-amount')].map((amount) => amount.textContent),
    }));
    expect(painted).toEqual(printed);
    expect(printed.flatMap((card) => card.balances).length).toBeGreaterThan(0);
  });

  it('go in the commit that shows the balances', async () => {
    paintedView();
    await renderApp(harness, '/manage/organization/', { as: 'merchant@demo.test' });
    await screen.findByRole('list', { name: 'Your organizations' });
    expect(instantView()).toBeNull();
  });

  it('go when the app settles on another screen', async () => {
    paintedView();
    await renderApp(harness, '/main/dashboard/', { as: 'merchant@demo.test' });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(instantView()).toBeNull();
  });

  it('give way to the screen’s error view', async () => {
    harness.server.use(
      http.get(`${API_ORIGIN}/v1/org/member/organizations`, () =>
        HttpResponse.json({ code: 0, data: 'Organizations are unavailable' }, { status: 500 }),
      ),
    );
    paintedView();
    await renderApp(harness, '/manage/organization/', { as: 'merchant@demo.test' });
    await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' });
    expect(instantView()).toBeNull();
  });

  it('are removed when the session ends, and a screen still rendering cannot save them again', async () => {
    const app = await renderApp(harness, '/manage/organization/', { as: 'merchant@demo.test' });
    await screen.findByRole('list', { name: 'Your organizations' });
    await waitFor(() => expect(saved()).not.toBeNull());
    const snapshot = saved()!;
    await app.endSession({ to: '/' });
    expect(saved()).toBeNull();
    saveBalancesSnapshot(snapshot);
    expect(saved()).toBeNull();
  });
});
