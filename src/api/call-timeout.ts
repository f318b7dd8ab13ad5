import { timeoutError } from './errors.ts';

/**
 * How long one call to the provider may take before it is given up as a network failure
 * (docs/product/08-errors.md §8.1's message): a provider that accepts a connection and never answers would
 * otherwise leave a screen on "Loading…" with no way out. Generous, because a list page on a poor mobile
 * connection can take seconds.
 */
export const CALL_TIMEOUT_MS = 20_000;

type Fetch = (request: Request) => Promise<Response>;

/**
 * `fetch`, given up after `timeoutMs`. The caller's own AbortSignal still aborts as an AbortError (a cancelled
 * query is not a failure); only the time limit becomes a timed-out ApiError.
 */
export function withCallTimeout(fetchImpl: Fetch, timeoutMs = CALL_TIMEOUT_MS): Fetch {
  return async (request) => {
    const limit = AbortSignal.timeout(timeoutMs);
    try {
      return await fetchImpl(new Request(request, { signal: eitherSignal(request.signal, limit) }));
    } catch (error) {
      if (limit.aborted && !request.signal.aborted) throw timeoutError();
      throw error;
    }
  };
}

/** AbortSignal.any, or its equivalent on browsers without it (Safari before 17.4, still on many phones). */
function eitherSignal(first: AbortSignal, second: AbortSignal): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([first, second]);
  const either = new AbortController();
  for (const signal of [first, second]) {
    if (signal.aborted) either.abort(signal.reason);
    else signal.addEventListener('abort', () => either.abort(signal.reason), { once: true });
  }
  return either.signal;
}
