/**
 * The sandbox clock: what time it is for every rule of the sandbox (expiries, windows of the limits, payouts'
 * steps, seed dates) and the one place instants are moved along it. Tests pin or move it with `manualClock`.
 */
export type Clock = () => Date;

/** The real time: `npm start`, `npm run dev`. */
export const systemClock: Clock = () => new Date();

/** The instant `ms` after `from` (before it, for a negative `ms`), as the ISO text the database stores. */
export function isoAfter(from: Date | string, ms: number): string {
  const start = typeof from === 'string' ? Date.parse(from) : from.getTime();
  return new Date(start + ms).toISOString();
}

/** The instant `ms` before `from`, as the ISO text the database stores: where a window of a limit starts. */
export function isoBefore(from: Date | string, ms: number): string {
  return isoAfter(from, -ms);
}

/** Whole seconds (rounded up) from `now` until `ms` after `from`: a Retry-After; zero or less once passed. */
export function secondsUntil(from: string, ms: number, now: Date): number {
  return Math.ceil((Date.parse(from) + ms - now.getTime()) / 1000);
}

/** A clock that stands still until moved: tests step through expiries and payout steps with it. */
export interface ManualClock {
  now: Clock;
  advance(ms: number): void;
}

export function manualClock(start: Date | number): ManualClock {
  let time = typeof start === 'number' ? start : start.getTime();
  return {
    now: () => new Date(time),
    advance: (ms) => {
      time += ms;
    },
  };
}
