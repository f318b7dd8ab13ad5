import { useCallback, useState } from 'react';

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong';
}

/**
 * Runs a form's submit action with its pending state and the failure message to show under the form.
 * Deliberately not a React Query mutation: the query client toasts every mutation error, and a sign-in
 * failure belongs next to the form that caused it, once.
 */
export function useAction<Args extends unknown[]>(action: (...args: Args) => Promise<void>) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (...args: Args) => {
      setPending(true);
      setError(null);
      try {
        await action(...args);
      } catch (failure) {
        setError(messageOf(failure));
      } finally {
        setPending(false);
      }
    },
    [action],
  );
  return { run, pending, error };
}
