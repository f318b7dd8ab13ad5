import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../src/app/query-client.ts';
import { ApiError } from '../../src/api/errors.ts';

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
