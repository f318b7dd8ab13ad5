// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://localhost/"}
import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endStepUpGrants } from '../../sandbox/step-up/grants.ts';
import { renderApp } from '../support/render-app.tsx';
import { sandboxHarnessForFile } from '../support/sandbox-msw.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../support/demo.ts';

/**
 * Issue 33: a money move refused for a missing proof of identity opens the step-up dialog; proved, the action
 * completes with what the user typed; cancelled, it fails with a clear message and the form keeps its values.
 */
const harness = sandboxHarnessForFile(cleanup);
const MERCHANT = DEMO_EMAIL.merchant;

const merchantId = () =>
  (harness.sandbox.db.prepare('SELECT _id FROM users WHERE email = ?').get(MERCHANT) as { _id: string })._id;
const keyPosts = () =>
  harness.requests.filter((r) => r.method === 'POST' && r.path === '/v1/user/signing-keys');

/** The API key screen, the merchant's grant ended, a key named `name` asked for. */
async function createKeyAskedForProof(name: string) {
  const user = userEvent.setup();
  await renderApp(harness, '/manage/apikey/', { as: MERCHANT });
  endStepUpGrants(harness.sandbox.db, merchantId());
  await user.click(await screen.findByRole('button', { name: 'Create API key' }));
  const form = await screen.findByRole('dialog', { name: 'Create a test API key' });
  await user.type(within(form).getByLabelText(/^Name/), name);
  await user.click(within(form).getByRole('button', { name: 'Create key' }));
  const stepUp = await screen.findByRole('dialog', { name: "Confirm it's you" });
  return { user, form, stepUp };
}

describe('the step-up dialog', () => {
  it('asks for the password, then the refused request completes with what was typed', async () => {
    const { user, stepUp } = await createKeyAskedForProof('Checkout server');
    expect(within(stepUp).queryByLabelText(/Authentication code/)).toBeNull();
    await user.type(await within(stepUp).findByLabelText(/^Password/), DEMO_PASSWORD);
    await user.click(within(stepUp).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('dialog', { name: 'Secret of “Checkout server”' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: "Confirm it's you" })).toBeNull();
    // refused once, sent again once
    expect(keyPosts()).toHaveLength(2);
  });

  it('shows a wrong password in the dialog and lets the user try again', async () => {
    const { user, stepUp } = await createKeyAskedForProof('Nightly job');
    const password = await within(stepUp).findByLabelText(/^Password/);
    await user.type(password, 'Not-my-pass-1');
    await user.click(within(stepUp).getByRole('button', { name: 'Confirm' }));
    expect(await within(stepUp).findByRole('alert')).toHaveTextContent('Password is incorrect');
    await user.clear(password);
    await user.type(password, DEMO_PASSWORD);
    await user.click(within(stepUp).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('dialog', { name: 'Secret of “Nightly job”' })).toBeInTheDocument();
  });

  it('cancelled, the action fails with a clear message and the form keeps its values', async () => {
    const { user, form, stepUp } = await createKeyAskedForProof('Reporting');
    await user.click(await within(stepUp).findByRole('button', { name: 'Cancel' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      "Not done: this action needs you to confirm it's you. Nothing was changed, and what you entered is still here.",
    );
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Reporting');
    expect(keyPosts()).toHaveLength(1);
    // sent again from the same form, the question comes again
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await screen.findByRole('dialog', { name: "Confirm it's you" })).toBeInTheDocument();
    await waitFor(() => expect(keyPosts()).toHaveLength(2));
  });
});
