import { useCallback, useState } from 'react';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';

/**
 * The shape of every call that moves money (a refund, a payout): money moves at most once per user intent.
 *
 * - One Idempotency-Key per intent, created when the intent starts (the form or review opens) and kept for
 *   every attempt of that intent, so a retry after a lost answer is recognised by the provider as the same
 *   request. It changes only after a success, when a new intent may begin (or when `newIntent` is called).
 * - Never retried automatically (`retry: 0`): the user decides, after the outcome is known.
 * - Its failure is shown where the user acted (`errorToast: false`), not as a passing toast.
 */
export function useMoneyMutation<TData, TVariables>(
  options: Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn' | 'retry'> & {
    mutationFn: (variables: TVariables, idempotencyKey: string) => Promise<TData>;
  },
) {
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const newIntent = useCallback(() => setIdempotencyKey(crypto.randomUUID()), []);
  const mutation = useMutation({
    ...options,
    meta: { errorToast: false, ...options.meta },
    retry: 0,
    mutationFn: (variables: TVariables) => options.mutationFn(variables, idempotencyKey),
    onSuccess: (...args) => {
      newIntent();
      return options.onSuccess?.(...args);
    },
  });
  return { ...mutation, idempotencyKey, newIntent };
}
