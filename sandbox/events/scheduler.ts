/**
 * The scheduler: runs the due work of the sandbox (events/index.ts runDue: payout steps, refund settlement, alert
 * rules' sliding windows, dispute reminders, digests) once at start — a sandbox that was down catches up — and
 * then every `tickMs` of real time. What is due is decided by the sandbox clock, so tests move the clock and call
 * runDue themselves. One timer, unref'd: it never keeps a process (a test run, a closing server) alive.
 */

/** How often the due work runs: a digest or a reminder is at most this late. */
export const DEFAULT_SCHEDULER_TICK_MS = 5000;

export interface Scheduler {
  /** runs the due work now */
  runDue(): void;
  /** stops the timer for good (the sandbox is closing) */
  stop(): void;
}

export function startScheduler(opts: { runDue: () => void; tickMs: number }): Scheduler {
  let stopped = false;
  const runDue = () => {
    if (!stopped) opts.runDue();
  };
  runDue();
  const timer = setInterval(runDue, opts.tickMs);
  timer.unref?.();
  return {
    runDue,
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}
