// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  BACKGROUND_KEY,
  DEFAULT_PREFERENCES,
  PREFERENCES_KEY,
  clearPreferences,
  loadPreferences,
  savePreferences,
} from '../../../src/features/appearance/model.ts';
import { applyPreferences } from '../../../src/features/appearance/apply.ts';

describe('theme preference storage', () => {
  beforeEach(() => localStorage.clear());

  it('defaults to light, the language’s direction, vertical, fullwidth, fixed menu and header', () => {
    expect(loadPreferences(localStorage)).toMatchObject({
      colorScheme: 'light',
      dir: null,
      nav: 'vertical',
      width: 'fullwidth',
      menuPosition: 'fixed',
      headerPosition: 'fixed',
    });
  });

  it('round-trips preferences, the background under its own key', () => {
    const preferences = { ...DEFAULT_PREFERENCES, colorScheme: 'dark' as const, background: '20, 30, 96' };
    savePreferences(localStorage, preferences);
    expect(localStorage.getItem(BACKGROUND_KEY)).toBe('20, 30, 96');
    expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY)!)).toEqual({ colorScheme: 'dark' });
    expect(loadPreferences(localStorage)).toEqual(preferences);
  });

  it('removes an unparseable stored background', () => {
    localStorage.setItem(BACKGROUND_KEY, '{not a colour');
    expect(loadPreferences(localStorage).background).toBeNull();
    expect(localStorage.getItem(BACKGROUND_KEY)).toBeNull();
  });

  it('ignores unknown values and malformed JSON', () => {
    localStorage.setItem(
      PREFERENCES_KEY,
      JSON.stringify({ dir: 'sideways', width: 'boxed', primary: 'blue' }),
    );
    expect(loadPreferences(localStorage)).toEqual({ ...DEFAULT_PREFERENCES, width: 'boxed' });
    localStorage.setItem(PREFERENCES_KEY, '{oops');
    expect(loadPreferences(localStorage)).toEqual(DEFAULT_PREFERENCES);
  });

  it('clears everything on Reset', () => {
    savePreferences(localStorage, { ...DEFAULT_PREFERENCES, dir: 'rtl', background: '1, 2, 3' });
    clearPreferences(localStorage);
    expect(localStorage.length).toBe(0);
  });

  it('mirrors preferences onto <html>', () => {
    const root = document.documentElement;
    applyPreferences(root, { ...DEFAULT_PREFERENCES, dir: 'rtl', primary: '1, 2, 3', menuImage: 'bgimg2' });
    expect(root.getAttribute('dir')).toBe('rtl');
    expect(root.getAttribute('data-bg-img')).toBe('bgimg2');
    expect(root.style.getPropertyValue('--primary-rgb')).toBe('1, 2, 3');
    applyPreferences(root, DEFAULT_PREFERENCES);
    // no direction chosen: the language's (English here)
    expect(root.getAttribute('dir')).toBe('ltr');
    expect(root.hasAttribute('data-bg-img')).toBe(false);
    expect(root.style.getPropertyValue('--primary-rgb')).toBe('');
  });
});
