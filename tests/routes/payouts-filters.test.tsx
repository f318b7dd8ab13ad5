// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../support/render-app.tsx';
import { sandboxHarnessForFile } from '../support/sandbox-msw.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/** Issue 34: the payout list's status and currency filters, in the URL, against the sandbox. */
const harness = sandboxHarnessForFile(cleanup);

const SLOW = { timeout: 15_000 };
const statusesShown = async () =>
  within(await screen.findByRole('list', { name: 'Payouts' }, SLOW))
    .getAllByRole('listitem')
    .map((card) => card.querySelector('dd')?.textContent);

describe('the payout list’s filters', { timeout: 60_000 }, () => {
  it('read the status from the address and write a chosen one into it, from page 1', async () => {
    const { router } = await renderApp(harness, '/manage/payout/?status=paid&page=1', {
      as: DEMO_EMAIL.merchant,
    });
    const status = await screen.findByRole('combobox', { name: 'Status' }, SLOW);
    expect(status).toHaveValue('paid');
    expect(new Set(await statusesShown())).toEqual(new Set(['Paid']));
    await userEvent.selectOptions(status, 'failed');
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'failed' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '');
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('leave out an unknown status instead of failing, and say when nothing matches', async () => {
    await renderApp(harness, '/manage/payout/?status=lost&currency=ZZZ', { as: DEMO_EMAIL.merchant });
    expect(await screen.findByRole('combobox', { name: 'Status' }, SLOW)).toHaveValue('');
    expect(
      await screen.findByRole('heading', { name: 'No payouts match these filters' }, SLOW),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('list', { name: 'Payouts' }, SLOW)).toBeVisible();
  });
});
