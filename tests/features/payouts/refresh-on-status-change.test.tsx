// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { payoutDetailKeys } from '../../../src/features/payouts/detail/keys.ts';
import type { PayoutStatus } from '../../../src/features/payouts/detail/queries.ts';
import { useRefreshOnStatusChange } from '../../../src/features/payouts/detail/refresh-on-status-change.ts';
import type { SessionScope } from '../../../src/session/scope-key.ts';

const scope = { userId: 'u1', orgId: 'o1', env: 'test', masterOrgId: null } as SessionScope;

function setup(status: PayoutStatus) {
  const queryClient = new QueryClient();
  const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
  const onStatusChange = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(
    ({ current }: { current: PayoutStatus }) => useRefreshOnStatusChange(scope, current, onStatusChange),
    { wrapper, initialProps: { current: status } },
  );
  return { ...view, invalidated, onStatusChange };
}

describe('a payout that moves while its page is open', () => {
  it('refreshes the payout list and tells the route, once per move', () => {
    const { rerender, invalidated, onStatusChange } = setup('processing');
    expect(onStatusChange).not.toHaveBeenCalled();
    rerender({ current: 'paid' });
    expect(invalidated).toHaveBeenCalledWith({ queryKey: payoutDetailKeys.list(scope) });
    expect(onStatusChange).toHaveBeenCalledTimes(1);
    rerender({ current: 'paid' });
    expect(onStatusChange).toHaveBeenCalledTimes(1);
  });

  it('refreshes nothing when the page opens', () => {
    const { invalidated, onStatusChange } = setup('paid');
    expect(invalidated).not.toHaveBeenCalled();
    expect(onStatusChange).not.toHaveBeenCalled();
  });
});
