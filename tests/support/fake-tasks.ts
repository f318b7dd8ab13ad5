/**
 * The browser's task queue for a boot script run in a test: `setTimeout` only records its callback; the test
 * runs the queued tasks when the browser would. A task may queue others (the app's modules are inserted one per
 * task, scripts/vite/app-start.js): `runQueued` runs those too, until no task without a delay is left.
 */
export function fakeTasks() {
  const timers: { run: () => void; ms: number; ran?: boolean }[] = [];
  const runQueued = () => {
    for (let timer = timers.find(isQueued); timer; timer = timers.find(isQueued)) {
      timer.ran = true;
      timer.run();
    }
  };
  return {
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
    timers,
    runQueued,
  };
}

const isQueued = (timer: { ms: number; ran?: boolean }) => timer.ms === 0 && !timer.ran;
