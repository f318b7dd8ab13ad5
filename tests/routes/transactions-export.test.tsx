// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../support/render-app.tsx';
import { API_ORIGIN, sandboxHarnessForFile } from '../support/sandbox-msw.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/** Issue 11: "Export CSV" on the transactions screen, against the sandbox (the list route mounts the button). */
const harness = sandboxHarnessForFile(cleanup);

let saved: { blob: Blob; name: string }[] = [];
beforeEach(() => {
  saved = [];
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs and does not download: what the anchor would save is recorded instead
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:https://localhost/${blobs.size + 1}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ blob: blobs.get(this.href)!, name: this.download });
  });
});
afterEach(() => vi.restoreAllMocks());

/** jsdom's Blob has no text(); its FileReader reads it. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

function failedPaymentsOfCoffee(): number {
  const row = harness.sandbox.db
    .prepare(
      `SELECT COUNT(*) AS n FROM transactions t JOIN organizations o ON o._id = t.org_id
       WHERE o.name = 'Maya''s Coffee' AND t.env = 'test' AND t.status = 'failed'`,
    )
    .get() as { n: number };
  return row.n;
}

describe('Export CSV (/manage/transactions/)', () => {
  it('saves the filtered payments under a name with organization, environment and range', async () => {
    await renderApp(harness, '/manage/transactions/?status=failed&startDate=2000-01-01&endDate=2100-12-31', {
      as: DEMO_EMAIL.merchant,
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
    const [{ blob, name }] = saved as [{ blob: Blob; name: string }];
    expect(name).toBe('transactions_maya-s-coffee_test_2000-01-01_2100-12-31.csv');
    const lines = (await textOf(blob)).split('\r\n').slice(1, -1);
    expect(lines).toHaveLength(failedPaymentsOfCoffee());
    for (const line of lines) expect(line).toMatch(/,failed,/);
    expect(
      await screen.findByText(/^Exported [\d,]+ transactions to transactions_maya-s-coffee/),
    ).toBeVisible();
    // the export's pages of 100 (the list on screen reads its own page of 10 beside them)
    const pages = harness.requests.filter(
      (request) => request.path === '/v1/transaction' && request.search.includes('limit=100'),
    );
    expect(pages.length).toBe(Math.ceil(lines.length / 100));
  });

  it("shows the provider's message when a page fails, and saves nothing", async () => {
    harness.server.use(
      http.get(`${API_ORIGIN}/v1/transaction`, ({ request }) =>
        new URL(request.url).searchParams.get('page') === '2'
          ? HttpResponse.json({ code: 0, data: 'The payments are being reindexed' }, { status: 503 })
          : undefined,
      ),
    );
    await renderApp(harness, '/manage/transactions/', { as: DEMO_EMAIL.merchant });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Export CSV' }));
    const title = await screen.findByText('The export failed; no file was saved', {}, { timeout: 10_000 });
    const alert = title.closest('[role="alert"]')!;
    expect(alert).toHaveTextContent('The payments are being reindexed');
    expect(saved).toHaveLength(0);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('Cancel aborts the page in flight and saves nothing', async () => {
    let aborted = false;
    harness.server.use(
      http.get(`${API_ORIGIN}/v1/transaction`, async ({ request }) => {
        if (new URL(request.url).searchParams.get('page') !== '2') return undefined;
        await new Promise<void>((resolve) =>
          request.signal.addEventListener('abort', () => {
            aborted = true;
            resolve();
          }),
        );
        return HttpResponse.error();
      }),
    );
    await renderApp(harness, '/manage/transactions/', { as: DEMO_EMAIL.merchant });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(/^Exporting 100 of [\d,]+ rows$/, {}, { timeout: 10_000 })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel export' }));
    expect(await screen.findByText('Export cancelled; no file was saved.')).toBeVisible();
    await waitFor(() => expect(aborted).toBe(true));
    expect(saved).toHaveLength(0);
  });
});
