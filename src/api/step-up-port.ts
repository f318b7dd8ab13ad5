import type { ReactNode } from 'react';
import type { ApiClient } from './client.ts';
import type { SessionPort } from './session-port.ts';

/**
 * Issue 33: where the client asks the user to prove it is them when the provider refuses a money move for it.
 * The signed-in layout's slot (./step-up-slot.tsx) attaches itself; without one (the sign-in screens), the
 * refusal stands as the provider sent it. Everything else (./step-up.tsx) loads at the first such refusal.
 */
export interface StepUpPort {
  slot: StepUpSlot | null;
}

export interface StepUpSlot {
  /** shows the dialog in the signed-in layout (null: takes it away) */
  show: (dialog: ReactNode) => void;
  /** the client the dialog calls the provider with */
  api: ApiClient;
  /** set while a question is open: ends it when the slot leaves the screen (signed out) */
  gone?: () => void;
  /**
   * Asks the user (./step-up.tsx, loaded now), then sends `replay` again with the session's current token; its
   * answer, or the failure of a question the user declined.
   */
  resend: (replay: Request, signal: AbortSignal, session: SessionPort, fetch: Fetch) => Promise<Response>;
}

type Fetch = (request: Request) => Promise<Response>;

/** Puts a slot on screen; returns what takes it away (and ends a question still open in it). */
export function attachStepUpSlot(port: StepUpPort, slot: StepUpSlot): () => void {
  port.slot = slot;
  return () => {
    if (port.slot === slot) port.slot = null;
    slot.gone?.();
  };
}
