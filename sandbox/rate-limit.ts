import type { Context } from 'hono';
import { ApiError } from './http.ts';

/**
 * A sliding-window rate limit: at most `limit` hits per key in any `windowMs`. Kept in memory — a restart
 * forgets it, which only ever lets a client in sooner — and pruned as it goes, so keys of clients that
 * stopped calling do not pile up.
 */
export class RateLimit {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Counts a hit for `key` at `now` and returns 0, or, when the key has used up its window, the seconds to wait (nothing counted). */
  take(key: string, now: Date): number {
    const at = now.getTime();
    const recent = (this.hits.get(key) ?? []).filter((time) => time > at - this.windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      // free again once the oldest hit of the full window leaves it
      return Math.max(1, Math.ceil((recent[recent.length - this.limit]! + this.windowMs - at) / 1000));
    }
    recent.push(at);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.prune(at);
    return 0;
  }

  private prune(at: number): void {
    for (const [key, times] of this.hits)
      if (times[times.length - 1]! <= at - this.windowMs) this.hits.delete(key);
  }
}

/**
 * Throws 429 with `Retry-After` (seconds) and "<what>. Try again in N minutes." when the key has used up its
 * window; counts the hit otherwise.
 */
export function takeOrRefuse(c: Context, limit: RateLimit, key: string, now: Date, what: string): void {
  const seconds = limit.take(key, now);
  if (seconds === 0) return;
  const minutes = Math.ceil(seconds / 60);
  c.header('Retry-After', String(seconds));
  throw new ApiError(429, `${what}. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`);
}

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The address of the client's connection as @hono/node-server hands it over (the request's env). No
 * X-Forwarded-For is believed: `npm start` is the server clients connect to, and a header is the client's to
 * write. Requests without a socket (in-process calls) share one key.
 */
export function clientAddressOf(c: Context): string {
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? 'unknown';
}
