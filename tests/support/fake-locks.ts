/**
 * An in-memory stand-in for the Web Locks API (`navigator.locks`, absent in Node): exclusive locks by name,
 * granted in request order, shared by every "tab" of a test that is given the same instance.
 */
export function fakeLocks(): LockManager {
  const tails = new Map<string, Promise<unknown>>();
  const request = (
    name: string,
    optionsOrCallback: LockOptions | LockGrantedCallback<unknown>,
    maybeCallback?: LockGrantedCallback<unknown>,
  ): Promise<unknown> => {
    const options = typeof optionsOrCallback === 'function' ? {} : optionsOrCallback;
    const callback = (typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback)!;
    const previous = tails.get(name) ?? Promise.resolve();
    const granted = new Promise<void>((resolve, reject) => {
      void previous.then(
        () => resolve(),
        () => resolve(),
      );
      options.signal?.addEventListener('abort', () => reject(options.signal!.reason), { once: true });
    });
    const run = granted.then(() => callback({ name, mode: 'exclusive' } as Lock));
    // the next request waits for this one and, if this one gave up waiting, for the holder before it
    tails.set(name, Promise.allSettled([previous, run]));
    return run;
  };
  return { request, query: async () => ({ held: [], pending: [] }) } as unknown as LockManager;
}
