import { useEffect, useState } from 'react';

/**
 * The present (epoch ms), read again every `intervalMs` while it is not null, so that "in 3 minutes" and
 * "2 hours ago" move on by themselves; null stops the clock (a settled payout's times only grow older).
 */
export function useNow(intervalMs: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (intervalMs === null) return;
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
