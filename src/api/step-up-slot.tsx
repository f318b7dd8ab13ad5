import { useEffect, useState, type ReactNode } from 'react';
import { useApiClient } from './context.tsx';
import { networkError } from './errors.ts';
import { attachStepUpSlot, type StepUpSlot as Slot } from './step-up-port.ts';

/**
 * Where the step-up dialog appears (issue 33; ./step-up-port.ts): mounted once in the signed-in layout, it shows
 * nothing until a money move is refused for a fresh proof of identity. Its dialog, words and logic load only then.
 */
export function StepUpSlot() {
  const api = useApiClient();
  const [dialog, show] = useState<ReactNode>(null);
  useEffect(() => {
    const slot: Slot = {
      show,
      api,
      resend: (...args) =>
        import('./step-up.tsx').then(
          ({ resendAfterStepUp }) => resendAfterStepUp(slot, ...args),
          () => Promise.reject(networkError()),
        ),
    };
    return attachStepUpSlot(api.stepUp, slot);
  }, [api]);
  return dialog;
}
