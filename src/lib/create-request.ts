import { useEffect, useEffectEvent } from 'react';

/**
 * `?new=1` on a list's address (payouts, API keys, the team tab): the screen opens its create dialog, as its own
 * "New" button would. The command palette's actions ("New payout", "New API key", "Invite a member") link there.
 * The route takes the parameter off once the screen has acted on it, so Back or a reload does not open the
 * dialog again.
 */
// a type, not an interface: the routes' validators take it as a record of the address's parameters
export type CreateRequestSearch = { new?: 1 };

/** `new` kept only as the palette writes it (1, or "1" typed by hand); anything else is dropped. */
export function validateCreateRequest(search: Record<string, unknown>): CreateRequestSearch {
  return search.new === 1 || search.new === '1' ? { new: 1 } : {};
}

/**
 * Opens a screen's create dialog when asked through the address, then says it was handled (the route drops the
 * parameter). Works on a screen already shown: a new request arrives as the parameter coming back.
 */
export function useCreateRequest(requested: boolean, open: () => void, handled: () => void): void {
  const act = useEffectEvent(() => {
    open();
    handled();
  });
  useEffect(() => {
    if (requested) act();
  }, [requested]);
}
