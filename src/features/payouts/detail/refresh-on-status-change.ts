import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionScope } from '../../../session/scope-key.ts';
import { payoutDetailKeys } from './keys.ts';
import type { PayoutStatus } from './queries.ts';

/**
 * When the payout moves while its page is open, the payout list is out of date too: it is read again instead
 * of waiting for its own refresh. `onStatusChange` is for what other features show of it (each change brings
 * a notification: the route refreshes the bell).
 */
export function useRefreshOnStatusChange(
  scope: SessionScope,
  status: PayoutStatus | undefined,
  onStatusChange: () => void,
) {
  const queryClient = useQueryClient();
  const previous = useRef(status);
  // the latest callback, without making a new one a reason to run the effect
  const onChange = useRef(onStatusChange);
  useEffect(() => {
    onChange.current = onStatusChange;
  });
  useEffect(() => {
    if (previous.current !== undefined && status !== undefined && previous.current !== status) {
      void queryClient.invalidateQueries({ queryKey: payoutDetailKeys.list(scope) });
      onChange.current();
    }
    previous.current = status;
  }, [queryClient, scope, status]);
}
