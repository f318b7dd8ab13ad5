import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../src/app/query-client.ts';
import { ApiError, networkError, timeoutError } from '../../src/api/errors.ts';

function refused(): Promise<never> {
  return Promise.reject(new ApiError('Current password is incorrect', 400));
}

describe('the query client’s error toast', () => {
  it('shows a failed query’s server message once', async () => {
    const toast = vi.fn();
    const client = createQueryClient(toast);
    await client.fetchQuery({ queryKey: ['probe'], queryFn: refused }).catch(() => undefined);
    expect(toast).toHaveBeenCalledExactlyOnceWith('Current password is incorrect');
  });

  it('stays quiet for a query or mutation that shows its errors itself (meta.errorToast false)', async () => {
    const toast = vi.fn();
    const client = createQueryClient(toast);
    await client
      .fetchQuery({ queryKey: ['probe'], queryFn: refused, meta: { errorToast: false } })
      .catch(() => undefined);
    const mutation = client
      .getMutationCache()
      .build(client, { mutationFn: refused, meta: { errorToast: false } });
    await mutation.execute(undefined).catch(() => undefined);
    expect(toast).not.toHaveBeenCalled();
  });

  it('toasts a failed mutation by default', async () => {
    const toast = vi.fn();
    const client = createQueryClient(toast);
    await client
      .getMutationCache()
      .build(client, { mutationFn: refused })
      .execute(undefined)
      .catch(() => undefined);
    expect(toast).toHaveBeenCalledExactlyOnceWith('Current password is incorrect');
  });
});

describe('the query client’s retries', () => {
  /** How many times a query that always fails with `error` is tried, with the app's retry rule. */
  async function attempts(error: ApiError): Promise<number> {
    const client = createQueryClient(vi.fn());
    let calls = 0;
    await client
      .fetchQuery({
        queryKey: ['probe'],
        queryFn: () => ((calls += 1), Promise.reject(error)),
        retry: client.getDefaultOptions().queries?.retry,
        retryDelay: 0,
      })
      .catch(() => undefined);
    return calls;
  }

  it('tries a network failure three times, a refusal once', async () => {
    expect(await attempts(networkError())).toBe(3);
    expect(await attempts(new ApiError('Forbidden', 403))).toBe(1);
  });

  it('does not try again a call the provider left unanswered past its time limit (the wait would triple)', async () => {
    expect(await attempts(timeoutError())).toBe(1);
  });
});
