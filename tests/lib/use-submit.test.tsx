// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failureMessage } from '../../src/lib/form.ts';
import { useSubmit } from '../../src/lib/use-submit.ts';

afterEach(cleanup);

/** A call the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Form({ call, onSuccess }: { call: (name: string) => Promise<string>; onSuccess?: () => void }) {
  const send = useSubmit(call);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate('Maya', onSuccess ? { onSuccess } : undefined);
      }}
    >
      <button type="submit">Send</button>
      {send.isPending && <p>Sending</p>}
      {send.isSuccess && <p role="status">{send.data}</p>}
      {send.error && <p role="alert">{failureMessage(send.error)}</p>}
    </form>
  );
}

describe('useSubmit (the signed-out forms’ calls, without a query cache)', () => {
  it('sends once per intent: a second submit while the first is under way is not sent', async () => {
    const answer = deferred<string>();
    const call = vi.fn(() => answer.promise);
    const onSuccess = vi.fn();
    render(<Form call={call} onSuccess={onSuccess} />);
    const send = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(send);
    fireEvent.click(send);
    await screen.findByText('Sending');
    fireEvent.click(send);
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith('Maya');
    await act(async () => answer.resolve('Hello Maya'));
    expect(screen.getByRole('status')).toHaveTextContent('Hello Maya');
    expect(onSuccess).toHaveBeenCalledOnce();
    expect(screen.queryByText('Sending')).toBeNull();
  });

  it('shows a failure where the user acted, and a new submit is a new intent that clears it', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const call = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const onSuccess = vi.fn();
    render(<Form call={call} onSuccess={onSuccess} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await act(async () => first.reject(new Error('Invalid email or password')));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(onSuccess).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => second.resolve('Hello again'));
    expect(call).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent('Hello again');
  });

  it('says "Something went wrong" for a failure that is not an Error, and never retries', async () => {
    const call = vi.fn(() => Promise.reject('down'));
    render(<Form call={call} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(call).toHaveBeenCalledOnce();
  });

  it('does not call back a form that has gone', async () => {
    const answer = deferred<string>();
    const onSuccess = vi.fn();
    const { unmount } = render(<Form call={() => answer.promise} onSuccess={onSuccess} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    unmount();
    await act(async () => answer.resolve('late'));
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
