// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setAmountsHidden } from '../../src/lib/privacy.ts';
import { scopeStore } from '../../src/session/scope.ts';
import { renderApp } from '../support/render-app.tsx';
import { API_ORIGIN, sandboxHarnessForFile } from '../support/sandbox-msw.ts';
import { loginTokens } from '../support/sign-in.ts';
import { findScreen } from '../support/screen-ready.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

/**
 * Issue 32: the alert rules' screen against the sandbox: the rules in words, validation before sending, create,
 * edit, subscribe and delete; a viewer sees no Edit or Delete on another's rule; a master with all
 * organizations is asked to pick one; failure with Try again.
 */
const harness = sandboxHarnessForFile(cleanup);

/** Calls the provider as `email` (its current organization and environment) and returns the data. */
async function callAs<T>(email: string, method: string, path: string, body?: unknown): Promise<T> {
  const { access } = await loginTokens(harness.sandbox, email);
  const response = await harness.sandbox.app.fetch(
    new Request(`http://sandbox.local${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${access.token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  const answer = (await response.json()) as { code: number; data: T };
  expect(answer.code, `${method} ${path}: ${JSON.stringify(answer.data)}`).toBe(1);
  return answer.data;
}

interface Rule {
  _id: string;
  kind: string;
}

/** Every rule of Maya's Coffee (test) goes, so each test starts from none. */
afterEach(async () => {
  const rules = await callAs<Rule[]>(DEMO_EMAIL.merchant, 'GET', '/v1/alerts');
  for (const rule of rules) await callAs(DEMO_EMAIL.merchant, 'DELETE', `/v1/alerts/${rule._id}`);
});

const sent = (method: string, path: RegExp) =>
  harness.requests.filter((request) => request.method === method && path.test(request.path));

async function openAlerts(as: string) {
  const view = await renderApp(harness, '/manage/alerts/', { as });
  await findScreen('Alerts');
  return view;
}

/** The list of rules (cards in jsdom, which is as narrow as a phone) and the card of one rule. */
const rulesList = () => screen.findByRole('list', { name: 'Alert rules' });
async function ruleCard(words: string | RegExp) {
  const list = await rulesList();
  const card = within(list)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(words));
  expect(card, `a card for ${String(words)}`).toBeDefined();
  return card!;
}

describe('the alerts screen (/manage/alerts/)', () => {
  it('creates a rule after checking its decimals, changes it and deletes it after asking', async () => {
    const user = userEvent.setup();
    await openAlerts(DEMO_EMAIL.merchant);
    expect(screen.getByRole('heading', { name: 'No alerts yet' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New alert' }));
    const dialog = await screen.findByRole('dialog', { name: 'New alert' });
    await user.selectOptions(within(dialog).getByLabelText('Alert me when'), 'balanceBelow');
    await user.selectOptions(within(dialog).getByLabelText('Currency'), 'USD');
    // said before sending: USD has 2 decimals
    expect(within(dialog).getByText('Up to 2 decimals for USD')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Amount'), '500.123');
    await user.click(within(dialog).getByRole('button', { name: 'Create alert' }));
    expect(await within(dialog).findByText('USD amounts have at most 2 decimals')).toBeInTheDocument();
    expect(sent('POST', /^\/v1\/alerts$/)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Amount'));
    await user.type(within(dialog).getByLabelText('Amount'), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Create alert' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New alert' })).toBeNull());
    const card = await ruleCard('Available USD balance below 500.00 USD');
    expect(within(card).getByText('You')).toBeInTheDocument();
    expect(within(card).getByText(/^(Armed|Triggered)$/)).toBeInTheDocument();
    // its owner is subscribed; every button is named with the rule it acts on
    expect(
      within(card).getByRole('button', { name: 'Unsubscribe Available USD balance below 500.00 USD' }),
    ).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: /^Edit / }));
    const edit = await screen.findByRole('dialog', { name: 'Edit alert' });
    expect(within(edit).getByLabelText('Alert me when')).toBeDisabled();
    expect(within(edit).getByLabelText('Amount')).toHaveValue('500');
    await user.clear(within(edit).getByLabelText('Amount'));
    await user.type(within(edit).getByLabelText('Amount'), '250.5');
    await user.click(within(edit).getByRole('button', { name: 'Save alert' }));
    await ruleCard('Available USD balance below 250.50 USD');
    expect(sent('PATCH', /^\/v1\/alerts\/[0-9a-f]{24}$/)).toHaveLength(1);

    await user.click(within(await ruleCard(/250\.50 USD/)).getByRole('button', { name: /^Delete / }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this alert?' });
    expect(confirm).toHaveTextContent('Available USD balance below 250.50 USD');
    await user.click(within(confirm).getByRole('button', { name: 'Delete alert' }));
    expect(await screen.findByRole('heading', { name: 'No alerts yet' })).toBeInTheDocument();
    expect(await callAs<Rule[]>(DEMO_EMAIL.merchant, 'GET', '/v1/alerts')).toEqual([]);
  });

  it('masks a rule’s amount in privacy mode, in its words and in its buttons’ names', async () => {
    await callAs(DEMO_EMAIL.merchant, 'POST', '/v1/alerts', {
      kind: 'balanceBelow',
      currency: 'USD',
      threshold: 500,
    });
    setAmountsHidden(true);
    try {
      await openAlerts(DEMO_EMAIL.merchant);
      const list = await rulesList();
      expect(list.textContent).not.toMatch(/500/);
      expect(
        within(list).getByRole('button', { name: 'Edit Available USD balance below Amount hidden, USD' }),
      ).toBeInTheDocument();
    } finally {
      setAmountsHidden(false);
    }
  });

  it('takes a failure rate as a percentage from 0 to 100 and words it per hour', async () => {
    const user = userEvent.setup();
    await openAlerts(DEMO_EMAIL.merchant);
    await user.click(screen.getByRole('button', { name: 'New alert' }));
    const dialog = await screen.findByRole('dialog', { name: 'New alert' });
    await user.selectOptions(within(dialog).getByLabelText('Alert me when'), 'failureRateAbove');
    expect(within(dialog).queryByLabelText('Currency')).toBeNull();
    const percent = within(dialog).getByLabelText('Percentage of failed payments');
    await user.type(percent, '120');
    await user.click(within(dialog).getByRole('button', { name: 'Create alert' }));
    expect(await within(dialog).findByText('Enter a percentage above 0 and below 100')).toBeInTheDocument();
    await user.clear(percent);
    await user.type(percent, '20');
    await user.click(within(dialog).getByRole('button', { name: 'Create alert' }));
    await ruleCard('Failed payments above 20 % in the last hour');
    expect(sent('POST', /^\/v1\/alerts$/)).toHaveLength(1);
  });

  it("lets a viewer subscribe to another's rule, without Edit or Delete", async () => {
    const user = userEvent.setup();
    await callAs(DEMO_EMAIL.merchant, 'POST', '/v1/alerts', {
      kind: 'payoutAbove',
      currency: 'BTC',
      threshold: 0.5,
    });
    await openAlerts(DEMO_EMAIL.viewer);
    const card = await ruleCard('Payout in BTC above 0.50 BTC');
    expect(within(card).getByText('Maya Merchant')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(within(card).queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(within(card).getByText('You do not get its alerts')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: /^Subscribe / }));
    expect(await within(await ruleCard(/0\.50 BTC/)).findByText('You get its alerts')).toBeInTheDocument();
    expect(within(await ruleCard(/0\.50 BTC/)).getByText('2 subscribers')).toBeInTheDocument();
    await user.click(within(await ruleCard(/0\.50 BTC/)).getByRole('button', { name: /^Unsubscribe / }));
    expect(
      await within(await ruleCard(/0\.50 BTC/)).findByText('You do not get its alerts'),
    ).toBeInTheDocument();
    expect(sent('PUT', /\/subscription$/)).toHaveLength(1);
    expect(sent('DELETE', /\/subscription$/)).toHaveLength(1);
  });

  it('shows the provider’s refusal in the form and keeps what was typed', async () => {
    const user = userEvent.setup();
    harness.server.use(
      http.post(`${API_ORIGIN}/v1/alerts`, () =>
        HttpResponse.json(
          { code: 0, data: 'An organization can have at most 50 alert rules per environment' },
          { status: 422 },
        ),
      ),
    );
    await openAlerts(DEMO_EMAIL.merchant);
    await user.click(screen.getByRole('button', { name: 'New alert' }));
    const dialog = await screen.findByRole('dialog', { name: 'New alert' });
    await user.type(within(dialog).getByLabelText('Amount'), '75');
    await user.click(within(dialog).getByRole('button', { name: 'Create alert' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An organization can have at most 50 alert rules per environment',
    );
    expect(within(dialog).getByLabelText('Amount')).toHaveValue('75');
  });

  it('asks a master looking at all organizations to pick one, and reads no rules', async () => {
    scopeStore.reload();
    await renderApp(harness, '/manage/alerts/', { as: DEMO_EMAIL.master });
    await findScreen('Alerts');
    expect(screen.getByRole('heading', { name: 'Choose an organization' })).toBeInTheDocument();
    expect(sent('GET', /^\/v1\/alerts$/)).toHaveLength(0);
  });

  it('shows a failure with Try again, which loads the rules once the provider answers', async () => {
    const user = userEvent.setup();
    harness.server.use(
      http.get(`${API_ORIGIN}/v1/alerts`, () =>
        HttpResponse.json({ code: 0, data: 'Alerts are unavailable' }, { status: 500 }),
      ),
    );
    await renderApp(harness, '/manage/alerts/', { as: DEMO_EMAIL.merchant });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeInTheDocument();
    const alert = screen
      .getAllByRole('alert')
      .find((element) => within(element).queryByRole('button', { name: 'Try again' }));
    expect(alert).toHaveTextContent('Alerts are unavailable');
    harness.server.resetHandlers();
    await user.click(within(alert!).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No alerts yet' })).toBeInTheDocument();
  });
});
