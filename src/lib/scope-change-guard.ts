/**
 * A screen with unsaved input can hold back a switch of organization or environment (the header's controls),
 * which would otherwise replace what it shows and drop what the user typed without a word. The header asks
 * every registered guard before it switches; a guard answers after asking the user.
 */
type ScopeChangeGuard = () => Promise<boolean>;

const guards = new Set<ScopeChangeGuard>();

/** Registers a guard; returns its removal (an effect's cleanup). */
export function registerScopeChangeGuard(guard: ScopeChangeGuard): () => void {
  guards.add(guard);
  return () => {
    guards.delete(guard);
  };
}

/** Runs `change` once every guard allows it; a refusal leaves everything as it is. */
export async function changeScopeWhenAllowed(change: () => void): Promise<void> {
  for (const guard of [...guards]) if (!(await guard())) return;
  change();
}

/**
 * Whether a screen holds unsaved input (a guard is registered only while its form is dirty): an update of the
 * app, accepted in another tab, must not reload this one under it.
 */
export function hasUnsavedInput(): boolean {
  return guards.size > 0;
}
