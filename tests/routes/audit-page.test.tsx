// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordAudit, type AuditInput } from '../../sandbox/audit/record.ts';
import { activateLocale } from '../../src/i18n/locale-store.ts';
import { AMOUNT_MASK, setAmountsHidden } from '../../src/lib/privacy.ts';
import { renderApp } from '../support/render-app.tsx';
import { sandboxHarnessForFile } from '../support/sandbox-msw.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/** Issue 33: the audit log screen against the sandbox (entries in words, filters in the URL, the CSV, roles). */
const harness = sandboxHarnessForFile(cleanup);
afterEach(() => activateLocale('en'));

const PIXEL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const db = () => harness.sandbox.db;
const idOf = (table: 'users' | 'organizations', column: string, value: string) =>
  (db().prepare(`SELECT _id FROM ${table} WHERE ${column} = ?`).get(value) as { _id: string })._id;

/** An entry of Maya's Coffee, recorded as the provider records one, an hour ago from the sandbox's clock. */
function record(input: Omit<AuditInput, 'actorId'> & { actor: string }, minutesAgo = 60) {
  const { actor, ...rest } = input;
  recordAudit(
    db(),
    idOf('organizations', 'name', "Maya's Coffee"),
    { ...rest, actorId: idOf('users', 'email', actor) },
    { clientAddress: '203.0.113.50', userAgent: PIXEL },
    new Date(Date.now() - minutesAgo * 60_000),
  );
}

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

function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** jsdom is a narrow screen: each entry is a card of label and value (a table from 992 px, see e2e). */
const list = () => screen.findByRole('list', { name: 'Audit log' });
const cards = async () =>
  within(await list())
    .getAllByRole('listitem')
    .filter((item) => item.closest('dl') === null);
const valuesOf = (card: HTMLElement) =>
  Object.fromEntries(
    [...card.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );

describe('the audit log screen (/manage/audit/)', () => {
  it('says who did what, when, from where and what changed, before → after', async () => {
    record({
      actor: DEMO_EMAIL.admin,
      kind: 'memberRoleChanged',
      env: null,
      targetId: idOf('users', 'email', DEMO_EMAIL.developer),
      targetLabel: DEMO_EMAIL.developer,
      changes: [{ field: 'role', before: 'developer', after: 'admin' }],
    });
    await renderApp(harness, '/manage/audit/?kind=memberRoleChanged', { as: DEMO_EMAIL.merchant });
    const [card] = await cards();
    const values = valuesOf(card!);
    expect(values['Who']).toContain(DEMO_EMAIL.admin);
    expect(values['What']).toBe(`Changed a member's role${DEMO_EMAIL.developer}`);
    expect(values['When']).toMatch(/^\d{1,2} \w+ \d{4}, \d{2}:\d{2} UTC$/);
    expect(values['From where']).toBe('203.0.113.50Chrome 131 · Android');
    expect(values['What changed']).toBe('Role: developer → admin');
  });

  it('filters through the URL, and drops what the URL gets wrong', async () => {
    const user = userEvent.setup();
    record({
      actor: DEMO_EMAIL.admin,
      kind: 'apiKeyCreated',
      env: 'test',
      targetLabel: 'Checkout server',
      changes: [{ field: 'name', before: null, after: 'Checkout server' }],
    });
    const admin = idOf('users', 'email', DEMO_EMAIL.admin);
    const { router } = await renderApp(harness, `/manage/audit/?member=${admin}`, {
      as: DEMO_EMAIL.merchant,
    });
    await list();
    for (const card of await cards()) expect(valuesOf(card)['Who']).toContain(DEMO_EMAIL.admin);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind of change' }), 'apiKeyCreated');
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ member: admin, kind: 'apiKeyCreated' }),
    );
    await waitFor(async () => {
      const shown = await cards();
      expect(shown).toHaveLength(1);
      expect(valuesOf(shown[0]!)['What']).toContain('Created an API key');
    });
    // the request carried the filters under the provider's names
    const asked = harness.requests.filter((request) => request.path === '/v1/audit').at(-1)!;
    expect(asked.search).toContain('kind=apiKeyCreated');
    expect(asked.search).toContain(`member=${admin}`);

    cleanup();
    const wrong = await renderApp(
      harness,
      '/manage/audit/?kind=coffeeBrewed,signIn&from=2026-02-30&member=me&page=0',
      {
        as: DEMO_EMAIL.merchant,
      },
    );
    await list();
    // the address becomes the view it opened, without a new history entry
    await waitFor(() => expect(wrong.router.state.location.search).toEqual({ kind: 'signIn' }));
    expect(screen.getByRole('combobox', { name: 'Kind of change' })).toHaveValue('signIn');
  });

  it('shows an empty state for filters nothing matches', async () => {
    await renderApp(harness, '/manage/audit/?to=2001-01-01', { as: DEMO_EMAIL.merchant });
    expect(await screen.findByRole('heading', { name: 'No entries match these filters' })).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await list()).toBeVisible();
  });

  it('exports the filtered entries as CSV, its cells safe from formulas', async () => {
    record({
      actor: DEMO_EMAIL.admin,
      kind: 'apiKeyCreated',
      env: 'test',
      targetLabel: '=HYPERLINK("https://evil.example","x")',
      changes: [{ field: 'name', before: null, after: '=HYPERLINK("https://evil.example","x")' }],
    });
    await renderApp(harness, '/manage/audit/?kind=apiKeyCreated,apiKeyRevoked', { as: DEMO_EMAIL.merchant });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
    const [{ blob, name }] = saved as [{ blob: Blob; name: string }];
    expect(name).toBe('audit_maya-s-coffee_test_all-dates.csv');
    const [header, ...lines] = (await textOf(blob))
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .slice(0, -1);
    expect(header).toBe(
      'Entry ID,Time (UTC),Kind,Actor ID,Actor e-mail,Actor name,Client address,Browser,User agent,Environment,Target ID,Target,Changes',
    );
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/,apiKey(Created|Revoked),/);
    const evil = lines.find((line) => line.includes('HYPERLINK'))!;
    expect(evil).toContain(`"'=HYPERLINK(""https://evil.example"",""x"")"`);
    expect(evil).toContain('name: (none) -> =HYPERLINK');
    expect(evil).toContain(',203.0.113.50,Chrome 131 · Android,');
    expect(
      await screen.findByText(/^Exported [\d,]+ entr(y|ies) to audit_maya-s-coffee_test_all-dates\.csv$/),
    ).toBeVisible();
  });

  it('asks before writing hidden amounts into the file, as the transactions’ export does', async () => {
    record({
      actor: DEMO_EMAIL.admin,
      kind: 'refundCreated',
      env: 'test',
      targetLabel: 'pay_privacy',
      changes: [{ field: 'amount', before: null, after: '1234.56' }],
    });
    setAmountsHidden(true);
    const user = userEvent.setup();
    await renderApp(harness, '/manage/audit/?kind=refundCreated', { as: DEMO_EMAIL.merchant });
    await waitFor(async () => expect(valuesOf((await cards())[0]!)['What changed']).toContain(AMOUNT_MASK));
    const auditRequests = () => harness.requests.filter((request) => request.path === '/v1/audit').length;
    const listed = auditRequests();

    // declining exports nothing: no page is read, no file saved
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export with amounts?' });
    expect(dialog).toHaveTextContent('The file will contain every amount of the exported entries.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(auditRequests()).toBe(listed);
    expect(saved).toHaveLength(0);

    // confirming writes the amounts; the screen still hides them
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Export with amounts?' })).getByRole('button', {
        name: 'Export with amounts',
      }),
    );
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
    expect(await textOf(saved[0]!.blob)).toContain('amount: (none) -> 1234.56');
    expect(valuesOf((await cards())[0]!)['What changed']).toContain(AMOUNT_MASK);
  });

  it('shows a webhook URL by its host and a secret as changed, in every language and in the CSV, never the URL', async () => {
    // as the routes pass them: the provider keeps what audit/fields.ts allows (issue 46)
    record({
      actor: DEMO_EMAIL.merchant,
      kind: 'webhookChanged',
      env: null,
      changes: [
        { field: 'notificationWebhook', before: null, after: 'https://alerts.example.com/hooks/T0KEN-1' },
      ],
    });
    record({
      actor: DEMO_EMAIL.merchant,
      kind: 'webhookChanged',
      env: 'test',
      changes: [
        {
          field: 'webhookUrl',
          before: 'https://receiver.example.org/a/T0KEN-2',
          after: 'https://receiver.example.org/b/T0KEN-3',
        },
      ],
    });
    record({
      actor: DEMO_EMAIL.merchant,
      kind: 'webhookChanged',
      env: 'test',
      changes: [{ field: 'signingSecret', before: 'whsec_T0KEN-4', after: 'whsec_T0KEN-5' }],
    });
    const expectations: [locale: 'en' | 'fr' | 'ar', title: string, lines: string[]][] = [
      [
        'en',
        'Audit log',
        [
          'Notification webhook: a URL on alerts.example.com',
          'Webhook URL: changed, still on receiver.example.org',
          'Signing secret: changed',
        ],
      ],
      [
        'fr',
        'Journal d’audit',
        [
          'Webhook de notification : une URL sur alerts.example.com',
          'URL du webhook : a changé, toujours sur receiver.example.org',
          'Secret de signature : a changé',
        ],
      ],
      [
        'ar',
        'سجل التدقيق',
        [
          'خطاف ويب الإشعارات: رابط على alerts.example.com (جديد)',
          'عنوان خطاف الويب: تغيّر، وما زال على receiver.example.org',
          'سر التوقيع: تغيّر',
        ],
      ],
    ];
    for (const [locale, title, lines] of expectations) {
      cleanup();
      await activateLocale(locale);
      await renderApp(harness, '/manage/audit/?kind=webhookChanged', { as: DEMO_EMAIL.merchant });
      const shown = (await screen.findByRole('list', { name: title })).textContent ?? '';
      for (const line of lines) expect(shown).toContain(line);
      expect(shown).not.toContain('T0KEN');
    }
    await activateLocale('en');
    cleanup();
    await renderApp(harness, '/manage/audit/?kind=webhookChanged', { as: DEMO_EMAIL.merchant });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
    const file = await textOf(saved[0]!.blob);
    expect(file).toContain('notificationWebhook (host): (none) -> alerts.example.com');
    expect(file).toContain('webhookUrl (host): receiver.example.org -> receiver.example.org');
    expect(file).toContain('signingSecret: (changed)');
    expect(file).not.toContain('T0KEN');
  });

  it("refuses a viewer with the provider's sentence", async () => {
    await renderApp(harness, '/manage/audit/', { as: DEMO_EMAIL.viewer });
    expect(await screen.findByText('Your role (viewer) cannot read the audit log')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Audit log' })).not.toBeInTheDocument();
  });
});
