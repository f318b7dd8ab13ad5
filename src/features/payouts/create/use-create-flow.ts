import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/errors.ts';
import { useApiClient } from '../../../api/context.tsx';
import { failureMessage } from '../../../lib/form.ts';
import { showToast } from '../../../lib/toast.ts';
import { translate } from '../../../i18n/translate.ts';
import { payoutsMessages } from '../messages/index.ts';
import type { SessionScope } from '../../../session/scope-key.ts';
import { findCreatedPayout, newestPayoutIds, useCreatePayout } from '../mutations.ts';
import { payoutKeys, type Payout } from '../queries.ts';
import type { PayoutChoice } from './queries.ts';

/**
 * Where one payout intent stands. `ready`: may be sent (again: `notice` says why it was not created: offline,
 * the provider unreachable before anything was sent, or a lost answer and no payout in the list); `sending`;
 * `checking`: the answer was lost and the payout list is being read; `unknown`: the list could not be read
 * either, so nothing may be sent until it is; `refused`: the provider said no, in its words (null: it gave
 * none); `created`. No sentence of ours is kept here: FlowMessage words it in the language of the moment.
 */
export type CreateFlow =
  | { phase: 'ready'; notice?: 'offline' | 'unreachable' | 'not-created' }
  | { phase: 'sending' }
  | { phase: 'checking' }
  | { phase: 'unknown' }
  | { phase: 'refused'; message: string | null }
  | { phase: 'created'; payout: Payout };

/** A failure whose outcome the client cannot know: no answer at all, or a gateway's answer (5xx, 408). */
function outcomeUnknown(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === undefined || error.status >= 500 || error.status === 408;
}

/**
 * One review's payout creation, safe against every way money could move twice: a second click while one is
 * under way is ignored (a ref, set before anything renders); offline nothing is sent; a lost answer is
 * reconciled by reading the payout list before another attempt is allowed; every attempt of the review
 * carries the same Idempotency-Key (`useCreatePayout`), so even a retry of a created payout creates nothing.
 */
export function useCreateFlow(scope: SessionScope, choice: PayoutChoice) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const create = useCreatePayout(scope);
  const [flow, setFlow] = useState<CreateFlow>({ phase: 'ready' });
  const busy = useRef(false);
  // The newest payouts as the review opened: a payout not among them, of this currency and end date, is ours.
  const [knownAtOpen] = useState(() => newestPayoutIds(api).catch(() => null));
  const known = useRef<Set<string> | null>(null);

  function created(payout: Payout) {
    showToast(translate(payoutsMessages, 'createdTitle'), 'success');
    setFlow({ phase: 'created', payout });
  }

  async function reconcile() {
    setFlow({ phase: 'checking' });
    try {
      const payout = await findCreatedPayout(api, choice, known.current ?? new Set());
      if (payout) {
        // the intent is fulfilled: the next one gets a new key
        create.newIntent();
        await queryClient.invalidateQueries({ queryKey: payoutKeys.all(scope) });
        created(payout);
      } else {
        busy.current = false;
        setFlow({ phase: 'ready', notice: 'not-created' });
      }
    } catch {
      setFlow({ phase: 'unknown' });
    }
  }

  async function send() {
    if (busy.current) return;
    busy.current = true;
    if (!navigator.onLine) {
      busy.current = false;
      setFlow({ phase: 'ready', notice: 'offline' });
      return;
    }
    setFlow({ phase: 'sending' });
    known.current = (await knownAtOpen) ?? (await newestPayoutIds(api).catch(() => null));
    if (!known.current) {
      // nothing was sent: the provider could not even be read
      busy.current = false;
      setFlow({ phase: 'ready', notice: 'unreachable' });
      return;
    }
    create.mutate(choice, {
      onSuccess: created,
      onError: (error) => {
        if (outcomeUnknown(error)) {
          void reconcile();
          return;
        }
        busy.current = false;
        setFlow({ phase: 'refused', message: failureMessage(error) });
      },
    });
  }

  return { flow, send, checkAgain: reconcile, idempotencyKey: create.idempotencyKey };
}
