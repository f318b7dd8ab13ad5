/**
 * The push messages the sandbox sent, kept in memory for the test-only GET /__sandbox/pushes (routes/dev.ts):
 * no real push service is reachable from a test browser, so an end-to-end test reads the message here and hands
 * it to the app's service worker itself. Kept only when the sandbox serves /__sandbox (exposeOutbox).
 */
import type { Schemas } from '../contract-types.ts';

interface LoggedPush {
  userId: string;
  /** when it was sent, on the sandbox clock */
  at: string;
  payload: Schemas['PushMessage'];
}

export interface PushLog {
  record(entry: LoggedPush): void;
  /** the user's latest pushes, newest first */
  of(userId: string, limit: number): LoggedPush[];
}

/** The newest `max` pushes of every user together; older ones are forgotten. */
export function createPushLog(max = 1000): PushLog {
  const entries: LoggedPush[] = [];
  return {
    record(entry) {
      entries.push(entry);
      if (entries.length > max) entries.splice(0, entries.length - max);
    },
    of(userId, limit) {
      const mine: LoggedPush[] = [];
      for (let i = entries.length - 1; i >= 0 && mine.length < limit; i--)
        if (entries[i]!.userId === userId) mine.push(entries[i]!);
      return mine;
    },
  };
}
