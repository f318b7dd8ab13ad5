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

  /** Seconds until `key` may be counted again at `now`: 0 when it has room now. Counts nothing. */
  wait(key: string, now: Date): number {
    const at = now.getTime();
    const recent = (this.hits.get(key) ?? []).filter((time) => time > at - this.windowMs);
    this.hits.set(key, recent);
    if (recent.length < this.limit) return 0;
    // free again once the oldest hit of the full window leaves it
    return Math.max(1, Math.ceil((recent[recent.length - this.limit]! + this.windowMs - at) / 1000));
  }

  /** Counts a hit for `key` at `now` (after `wait` said there is room). */
  count(key: string, now: Date): void {
    const times = this.hits.get(key) ?? [];
    times.push(now.getTime());
    this.hits.set(key, times);
    if (this.hits.size > 10_000) this.prune(now.getTime());
  }

  private prune(at: number): void {
    for (const [key, times] of this.hits)
      if (times.length === 0 || times[times.length - 1]! <= at - this.windowMs) this.hits.delete(key);
  }
}

/** One limit a request is held to: the limit, the key it counts under, and the refusal's first sentence. */
export interface LimitCheck {
  limit: RateLimit;
  key: string;
  what: string;
}

/**
 * Throws 429 with `Retry-After` (seconds) and "<what>. Try again in N minutes." for the first check whose key
 * has used up its window; otherwise counts the request under every check. A refused request counts nowhere,
 * so a client that retries does not push its own wait further away.
 */
export function takeOrRefuse(c: Context, now: Date, checks: LimitCheck[]): void {
  for (const { limit, key, what } of checks) {
    const seconds = limit.wait(key, now);
    if (seconds === 0) continue;
    const minutes = Math.ceil(seconds / 60);
    c.header('Retry-After', String(seconds));
    throw new ApiError(429, `${what}. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`);
  }
  for (const { limit, key } of checks) limit.count(key, now);
}
