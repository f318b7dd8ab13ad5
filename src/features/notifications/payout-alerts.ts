import { useCallback, useEffect, useState } from 'react';
import { currentPushSubscription, pushAvailability } from '../../lib/web-push.ts';

/**
 * Where payout alerts stand in this browser: `unsupported` (no Web Push here), `blocked` (notifications denied
 * in the browser), `on` (this browser has a push subscription), `off`, or `checking` while that is looked up.
 */
export type PayoutAlertsState = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on';

function stateWithoutSubscription(): PayoutAlertsState | null {
  const availability = pushAvailability();
  if (availability === 'unsupported') return 'unsupported';
  if (availability === 'denied') return 'blocked';
  if (availability === 'default') return 'off';
  return null;
}

async function subscriptionState(): Promise<PayoutAlertsState> {
  return (await currentPushSubscription()) ? 'on' : 'off';
}

/** The payout alerts' state, read on mount (nothing is asked of the user here) and after each change. */
export function usePayoutAlertsState(): { state: PayoutAlertsState; refresh: () => void } {
  const [state, setState] = useState<PayoutAlertsState>(() => stateWithoutSubscription() ?? 'checking');
  useEffect(() => {
    if (stateWithoutSubscription()) return;
    let mounted = true;
    void subscriptionState().then((next) => mounted && setState(next));
    return () => {
      mounted = false;
    };
  }, []);
  const refresh = useCallback(() => {
    const known = stateWithoutSubscription();
    if (known) setState(known);
    else void subscriptionState().then(setState);
  }, []);
  return { state, refresh };
}
