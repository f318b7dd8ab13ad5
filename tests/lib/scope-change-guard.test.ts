import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeScopeWhenAllowed, registerScopeChangeGuard } from '../../src/lib/scope-change-guard.ts';

describe('changeScopeWhenAllowed', () => {
  const removals: (() => void)[] = [];
  afterEach(() => removals.splice(0).forEach((remove) => remove()));

  it('switches at once when no screen holds unsaved input', async () => {
    const change = vi.fn();
    await changeScopeWhenAllowed(change);
    expect(change).toHaveBeenCalledOnce();
  });

  it('switches only when every guard allows it', async () => {
    const change = vi.fn();
    removals.push(registerScopeChangeGuard(async () => true));
    removals.push(registerScopeChangeGuard(async () => false));
    await changeScopeWhenAllowed(change);
    expect(change).not.toHaveBeenCalled();
  });

  it('forgets a guard once removed (the form was saved or left)', async () => {
    const change = vi.fn();
    registerScopeChangeGuard(async () => false)();
    await changeScopeWhenAllowed(change);
    expect(change).toHaveBeenCalledOnce();
  });
});
