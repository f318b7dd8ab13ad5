/**
 * Issue 33, loaded at the first step-up refusal (./middleware/refresh.ts): asks the user to prove it is them in
 * the step-up dialog, once for every request refused meanwhile, then sends each refused request again exactly
 * as it was (same body, same Idempotency-Key: the provider stored nothing), with the session's current token.
 * Declined, the requests fail with a clear message, and the forms that sent them keep what the user typed.
 */
import {
  StepUpDialog,
  stepUpDeclinedMessage,
  type StepUpProof,
} from '../components/step-up/step-up-dialog.tsx';
import { dataOf } from './client.ts';
import { ApiError, isApiError, networkError } from './errors.ts';
import type { SessionPort } from './session-port.ts';
import type { StepUpSlot } from './step-up-port.ts';

/** The question on screen now, which every request refused meanwhile waits for. */
let asking: Promise<void> | null = null;

export async function resendAfterStepUp(
  slot: StepUpSlot,
  replay: Request,
  signal: AbortSignal,
  session: SessionPort,
  fetch: (request: Request) => Promise<Response>,
): Promise<Response> {
  asking ??= ask(slot).finally(() => {
    asking = null;
  });
  await whileWanted(asking, signal);
  const retry = new Request(replay, { signal });
  const token = session.accessToken();
  if (token) retry.headers.set('Authorization', `Bearer ${token}`);
  try {
    return await fetch(retry);
  } catch (error) {
    throw isApiError(error) || (error instanceof DOMException && error.name === 'AbortError')
      ? error
      : networkError();
  }
}

function ask(slot: StepUpSlot): Promise<void> {
  const { api } = slot;
  return new Promise<void>((resolve, reject) => {
    const settle = (outcome: () => void) => {
      slot.gone = undefined;
      slot.show(null);
      outcome();
    };
    // signed out meanwhile: the question ends with the screen that asked it
    slot.gone = () => reject(networkError());
    slot.show(
      <StepUpDialog
        key={Date.now()}
        loadOptions={() => dataOf(api.POST('/v1/auth/step-up/options'))}
        prove={async (proof: StepUpProof) => {
          await dataOf(api.POST('/v1/auth/step-up', { body: proof }));
        }}
        onProved={() => settle(resolve)}
        onCancel={() => settle(() => reject(new ApiError(stepUpDeclinedMessage, 403)))}
      />,
    );
  });
}

/** Waits for `work` unless `signal` aborts first (the question stays open for the other requests). */
function whileWanted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  let stop = () => {};
  const aborted = new Promise<never>((_, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    stop = () => signal.removeEventListener('abort', onAbort);
  });
  return Promise.race([work, aborted]).finally(stop);
}
