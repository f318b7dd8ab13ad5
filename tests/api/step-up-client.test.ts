import type { ReactElement, ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../src/api/client.ts';
import { resendAfterStepUp } from '../../src/api/step-up.tsx';
import type { StepUpSlot } from '../../src/api/step-up-port.ts';
import type { StepUpDialogProps } from '../../src/components/step-up/step-up-dialog.tsx';
import { endStepUpGrants } from '../../sandbox/step-up/grants.ts';
import { API_ORIGIN, sandboxHarnessForFile } from '../support/sandbox-msw.ts';
import { loginTokens } from '../support/sign-in.ts';
import { memorySession } from '../support/memory-session.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../support/demo.ts';

/**
 * Issue 33: the client meets the provider's step-up refusal (403, `Step-Up: required`) by asking the user once
 * in the signed-in layout's slot, then sending each refused request again unchanged; declined, the requests fail.
 */
const harness = sandboxHarnessForFile();

/**
 * A slot as the signed-in layout attaches it (src/api/step-up-slot.tsx, which loads step-up.tsx itself), whose user answers each dialog shown with `answer` (the dialog's
 * own props: what its buttons call). Returns how many dialogs were shown.
 */
function userAnswering(api: ApiClient, answer: (dialog: StepUpDialogProps) => Promise<void>) {
  const shown: StepUpDialogProps[] = [];
  const slot: StepUpSlot = {
    api,
    show(dialog: ReactNode) {
      if (!dialog) return;
      const props = (dialog as ReactElement<StepUpDialogProps>).props;
      shown.push(props);
      void answer(props);
    },
    resend: (...args) => resendAfterStepUp(slot, ...args),
  };
  api.stepUp.slot = slot;
  return shown;
}

/** The user types their password and confirms. */
const proveWithPassword = async (dialog: StepUpDialogProps) => {
  expect(await dialog.loadOptions()).toEqual({ password: true, otp: false, passkey: null });
  await dialog.prove({ password: DEMO_PASSWORD });
  dialog.onProved();
};

/** The merchant signed in, their sign-in's grant then ended: the next money move is refused until proved. */
async function signedInWithoutGrant() {
  const tokens = await loginTokens(harness.sandbox, DEMO_EMAIL.merchant);
  endStepUpGrants(harness.sandbox.db, tokens.userId);
  const session = memorySession({ access: tokens.access.token, refresh: tokens.refresh.token });
  return createApiClient({ baseUrl: API_ORIGIN, session: session.port });
}

const keyPosts = () =>
  harness.requests.filter((r) => r.method === 'POST' && r.path === '/v1/user/signing-keys');

describe('a step-up refusal', () => {
  it('asks once for requests refused together, then sends each again unchanged', async () => {
    const api = await signedInWithoutGrant();
    const shown = userAnswering(api, proveWithPassword);
    const [first, second] = await Promise.all([
      api.POST('/v1/user/signing-keys', { body: { name: 'Till one' } }),
      api.POST('/v1/user/signing-keys', { body: { name: 'Till two' } }),
    ]);
    expect(shown).toHaveLength(1);
    expect([first.data?.name, second.data?.name]).toEqual(['Till one', 'Till two']);
    // each refused once, then sent again
    expect(keyPosts()).toHaveLength(4);
  });

  it('keeps the Idempotency-Key and body of a refused refund: one refund is made', async () => {
    const api = await signedInWithoutGrant();
    const payment = harness.sandbox.db
      .prepare(
        `SELECT t.payment_id FROM transactions t JOIN users u ON u.current_org_id = t.org_id AND u.current_env = t.env
         WHERE u.email = ? AND t.status = 'success' AND t.captured_amount >= 1000000000 LIMIT 1`,
      )
      .get(DEMO_EMAIL.merchant) as { payment_id: string };
    const sent: { key: string | null; body: string }[] = [];
    harness.server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/v1/refund/'))
        void request
          .clone()
          .text()
          .then((body) => sent.push({ key: request.headers.get('Idempotency-Key'), body }));
    });
    userAnswering(api, proveWithPassword);
    const { data } = await api.POST('/v1/refund/{paymentId}', {
      params: { path: { paymentId: payment.payment_id }, header: { 'Idempotency-Key': 'client-step-up-1' } },
      body: { amount: 1.5 },
    });
    expect(data).toMatchObject({ amount: 1.5, status: 'pending' });
    expect(sent).toEqual([
      { key: 'client-step-up-1', body: '{"amount":1.5}' },
      { key: 'client-step-up-1', body: '{"amount":1.5}' },
    ]);
    const stored = harness.sandbox.db
      .prepare('SELECT COUNT(*) n FROM refunds WHERE idempotency_key = ?')
      .get('client-step-up-1') as { n: number };
    expect(stored.n).toBe(1);
  });

  it('fails with a clear message when the user cancels, and nothing is sent again', async () => {
    const api = await signedInWithoutGrant();
    userAnswering(api, async (dialog) => dialog.onCancel());
    await expect(api.POST('/v1/user/signing-keys', { body: { name: 'Till' } })).rejects.toMatchObject({
      status: 403,
      message:
        "Not done: this action needs you to confirm it's you. Nothing was changed, and what you entered is still here.",
    });
    expect(keyPosts()).toHaveLength(1);
  });

  it("without a slot on screen to ask in, fails with the provider's refusal", async () => {
    const api = await signedInWithoutGrant();
    await expect(api.POST('/v1/user/signing-keys', { body: { name: 'Till' } })).rejects.toMatchObject({
      status: 403,
      message: "Confirm it's you to continue: this action needs a recent proof of identity",
    });
  });
});
