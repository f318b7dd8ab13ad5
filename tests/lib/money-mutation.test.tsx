// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useApiClient } from '../../src/api/context.tsx';
import { dataOf } from '../../src/api/client.ts';
import { failureMessage } from '../../src/lib/form.ts';
import { useMoneyMutation } from '../../src/lib/money-mutation.ts';
import { memorySession } from '../support/memory-session.ts';
import { renderWithProviders } from '../support/render.tsx';
import { API_ORIGIN, sandboxHarnessForFile } from '../support/sandbox-msw.ts';
import { loginTokens } from '../support/sign-in.ts';
import { DEMO_EMAIL } from '../support/demo.ts';

const harness = sandboxHarnessForFile(cleanup);

/** A button that pays out the organization's USD, the way a money-moving screen does. */
function PayOutUsd() {
  const api = useApiClient();
  const payout = useMoneyMutation({
    mutationFn: (_: void, idempotencyKey: string) =>
      dataOf(
        api.POST('/v1/payout/create', {
          params: { query: { currency: 'USD' }, header: { 'Idempotency-Key': idempotencyKey } },
          body: { endDate: '2099-12-31', currencyCategory: 'fiat' },
        }),
      ),
  });
  return (
    <>
      <button type="button" disabled={payout.isPending} onClick={() => payout.mutate()}>
        Create payout
      </button>
      {payout.isSuccess && <p role="status">Payout {payout.data._id} created</p>}
      {payout.error && <p role="alert">{failureMessage(payout.error)}</p>}
    </>
  );
}

const createCalls = () => harness.requests.filter((r) => r.path === '/v1/payout/create');
const payoutCount = () =>
  (harness.sandbox.db.prepare('SELECT COUNT(*) AS n FROM payouts').get() as { n: number }).n;

describe('a money mutation (one intent, one movement of money)', () => {
  it('retried after a lost answer, it reuses its Idempotency-Key and creates one payout', async () => {
    const tokens = await loginTokens(harness.sandbox, DEMO_EMAIL.merchant);
    const { port } = memorySession({ access: tokens.access.token, refresh: tokens.refresh.token });
    // the provider creates the payout, but its answer never arrives
    harness.server.use(
      http.post(
        `${API_ORIGIN}/v1/payout/create`,
        async ({ request }) => {
          await harness.sandbox.app.fetch(request);
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    const before = payoutCount();
    renderWithProviders(<PayOutUsd />, { session: port });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Create payout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error occurred');
    expect(payoutCount()).toBe(before + 1);
    expect(createCalls()).toHaveLength(1); // not retried behind the user's back

    await user.click(screen.getByRole('button', { name: 'Create payout' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/Payout \w+ created/);
    expect(payoutCount()).toBe(before + 1);
    const [first, second] = createCalls().map((call) => call.headers.get('Idempotency-Key'));
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);

    // a new intent after the success gets a new key
    await user.click(screen.getByRole('button', { name: 'Create payout' }));
    await screen.findByRole('alert');
    expect(createCalls()[2]!.headers.get('Idempotency-Key')).not.toBe(first);
  });
});
