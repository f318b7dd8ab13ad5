import { useCallback, useEffect, useRef, useState } from 'react';

/** A call a form makes, as its fields and button see it. */
interface Submission<TData, TVariables> {
  /**
   * Starts the call, unless one is under way: a second click or Enter while it runs is the same intent, and is
   * not sent again. `onSuccess` runs after it succeeds, if the form is still mounted.
   */
  mutate: (variables: TVariables, callbacks?: { onSuccess?: (data: TData) => void }) => void;
  isPending: boolean;
  isSuccess: boolean;
  /** the last call's failure, until the next starts */
  error: Error | null;
  /** the last successful call's answer */
  data: TData | undefined;
}

type State<TData> =
  | { status: 'idle' | 'pending'; data?: undefined; error: null }
  | { status: 'success'; data: TData; error: null }
  | { status: 'error'; data?: undefined; error: Error };

/**
 * A form's call to the provider, at most once per user intent, without a query cache: the signed-out screens
 * (sign-in, registration, recovery, MFA, terms) load before the query client, which comes with the signed-in
 * layout (src/app/query-layer.ts). Never retried; its failure is the form's to show (`error`), never a toast.
 * It reads as the part of `useMutation` the forms use: `mutate` keeps its identity, so an effect may depend on it.
 */
export function useSubmit<TData, TVariables = void>(
  call: (variables: TVariables) => Promise<TData>,
): Submission<TData, TVariables> {
  const [state, setState] = useState<State<TData>>({ status: 'idle', error: null });
  const latest = useRef(call);
  const pending = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    latest.current = call;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutate = useCallback<Submission<TData, TVariables>['mutate']>((variables, callbacks) => {
    if (pending.current) return;
    pending.current = true;
    setState({ status: 'pending', error: null });
    void Promise.resolve()
      .then(() => latest.current(variables))
      .then(
        (data) => {
          pending.current = false;
          if (!mounted.current) return;
          setState({ status: 'success', data, error: null });
          callbacks?.onSuccess?.(data);
        },
        (error: unknown) => {
          pending.current = false;
          if (mounted.current)
            setState({
              status: 'error',
              error: error instanceof Error ? error : new Error('', { cause: error }),
            });
        },
      );
  }, []);

  return {
    mutate,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    error: state.error,
    data: state.data,
  };
}
