// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../support/render-app.tsx';
import { sandboxHarnessForFile } from '../support/sandbox-msw.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/** Issue 32: "Add to calendar" on the disputes view downloads the deadline as an .ics file made in the browser. */
const harness = sandboxHarnessForFile(cleanup);
const MERCHANT = DEMO_EMAIL.merchant;
const DAY = 86_400_000;

/** jsdom's Blob has no text(); its FileReader reads it. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  vi.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

interface DisputeRow {
  _id: string;
  payment_id: string;
}

/** The merchant's newest dispute (first in the list), made open with a deadline five days ahead, and the next one closed. */
function stageDisputes(): { open: DisputeRow; closed: DisputeRow } {
  const [open, closed] = harness.sandbox.db
    .prepare(
      `SELECT d._id, d.payment_id FROM disputes d JOIN users u ON u.email = ?
       WHERE d.env = u.current_env AND d.org_id = u.current_org_id ORDER BY d.created_at DESC, d._id DESC LIMIT 2`,
    )
    .all(MERCHANT) as DisputeRow[];
  const set = harness.sandbox.db.prepare('UPDATE disputes SET status = ?, due_by = ? WHERE _id = ?');
  set.run('open', new Date(Date.now() + 5 * DAY).toISOString(), open!._id);
  set.run('won', new Date(Date.now() + 5 * DAY).toISOString(), closed!._id);
  return { open: open!, closed: closed! };
}

describe('Add to calendar', () => {
  it('downloads an open dispute’s deadline as an .ics with the payment and a link back; a closed one has none', async () => {
    const user = userEvent.setup();
    const { open, closed } = stageDisputes();
    let saved: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:https://localhost/ics';
    });
    URL.revokeObjectURL = vi.fn();
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });

    await renderApp(harness, '/manage/transactions/?tab=disputes', { as: MERCHANT });
    const list = await screen.findByRole('list', { name: 'Disputes' });
    const rowOf = (paymentId: string) =>
      within(list)
        .getAllByRole('listitem')
        .find((row) => within(row).queryByRole('link', { name: paymentId }))!;
    expect(within(rowOf(closed.payment_id)).queryByRole('button', { name: /^Add to calendar/ })).toBeNull();

    await user.click(
      within(rowOf(open.payment_id)).getByRole('button', {
        name: `Add to calendar: the response deadline of the dispute on ${open.payment_id}`,
      }),
    );
    expect(downloads).toEqual([`dispute-${open.payment_id}.ics`]);
    expect(saved?.type).toBe('text/calendar;charset=utf-8');
    const ics = (await textOf(saved!)).replace(/\r\n /g, '');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain(`UID:dispute-${open._id}@localhost\r\n`);
    expect(ics).toContain(`SUMMARY:Respond to the dispute on payment ${open.payment_id}\r\n`);
    expect(ics).toContain(`URL:https://localhost/manage/transactions/${open.payment_id}\r\n`);
    expect(ics).toMatch(
      new RegExp(
        `DESCRIPTION:The response to the dispute on payment ${open.payment_id} \\(.+\\) is due by .+ UTC\\.\\\\nOpen the payment: https://localhost/manage/transactions/${open.payment_id}\\r\\n`,
      ),
    );
    expect(ics.match(/BEGIN:VALARM/g)).toHaveLength(2);
  });
});
