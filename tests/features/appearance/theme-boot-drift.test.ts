// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyPreferences } from '../../../src/features/appearance/apply.ts';
import { activateLocale, currentLocale } from '../../../src/i18n/locale-store.ts';
import { isLocale, LOCALE_KEY, localeFromBrowser } from '../../../src/i18n/locales.ts';
import {
  BACKGROUND_KEY,
  CHOICES,
  loadPreferences,
  PREFERENCES_KEY,
} from '../../../src/features/appearance/model.ts';

/**
 * public/theme-boot.js is a hand-written copy of the appearance feature (the CSP forbids an inline script and it
 * must run before the bundle). It drifts silently, so every stored state here goes through both, and <html>
 * and localStorage must end up the same. The direction left unset is the language's (issue 31): the script
 * picks the language as the app does (this device's choice, else the browser's) and puts it on <html lang>.
 */
const bootScript = readFileSync('public/theme-boot.js', 'utf8');

interface Stored {
  preferences?: string;
  background?: string;
  /** the language chosen on this device (src/i18n/locales.ts, LOCALE_KEY) */
  language?: string;
  /** the browser's languages; ['en-US'] unless given */
  browser?: string[];
}

function snapshot() {
  const root = document.documentElement;
  const attributes = Object.fromEntries([...root.attributes].map((a) => [a.name, a.value]));
  return {
    attributes,
    primary: root.style.getPropertyValue('--primary-rgb'),
    background: root.style.getPropertyValue('--body-bg-rgb'),
    storage: {
      preferences: localStorage.getItem(PREFERENCES_KEY),
      background: localStorage.getItem(BACKGROUND_KEY),
    },
  };
}

function prepare(stored: Stored) {
  const root = document.documentElement;
  for (const { name } of [...root.attributes]) root.removeAttribute(name);
  root.removeAttribute('style');
  localStorage.clear();
  if (stored.preferences !== undefined) localStorage.setItem(PREFERENCES_KEY, stored.preferences);
  if (stored.background !== undefined) localStorage.setItem(BACKGROUND_KEY, stored.background);
  if (stored.language !== undefined) localStorage.setItem(LOCALE_KEY, stored.language);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(stored.browser ?? ['en-US']);
}

function throughBootScript(stored: Stored) {
  prepare(stored);
  new Function(bootScript)();
  return snapshot();
}

/** As the app starts: the language spoken (its catalog loaded, <html lang> set), then the preferences applied. */
async function throughFeature(stored: Stored) {
  prepare(stored);
  const chosen = localStorage.getItem(LOCALE_KEY);
  await activateLocale(isLocale(chosen) ? chosen : localeFromBrowser(navigator.languages));
  // the language store writes <html lang> when the language changes; prepare() took it off
  document.documentElement.setAttribute('lang', currentLocale());
  applyPreferences(document.documentElement, loadPreferences(localStorage));
  return snapshot();
}

const cases: [string, Stored][] = [
  ['nothing stored', {}],
  ['malformed JSON', { preferences: '{not json' }],
  ['JSON null', { preferences: 'null' }],
  ['a valid custom primary', { preferences: JSON.stringify({ primary: '12, 34, 56' }) }],
  ['an out-of-range primary', { preferences: JSON.stringify({ primary: '300, 0, 0' }) }],
  ['a valid background', { background: '20, 30, 96' }],
  ['an unparseable background', { background: 'blue' }],
  ['unknown keys', { preferences: JSON.stringify({ colourScheme: 'dark', extra: 1 }) }],
  ['Arabic chosen on this device: right to left', { language: 'ar' }],
  ['French chosen on this device', { language: 'fr', browser: ['ar-EG'] }],
  ['an Arabic browser', { browser: ['ar-EG', 'en'] }],
  ['a browser in a language the app does not speak', { browser: ['de-DE'] }],
  ['an unknown language stored', { language: 'xx', browser: ['fr-CA'] }],
  ['Arabic with LTR chosen in the panel', { language: 'ar', preferences: JSON.stringify({ dir: 'ltr' }) }],
  ['French with RTL chosen in the panel', { language: 'fr', preferences: JSON.stringify({ dir: 'rtl' }) }],
  ...Object.entries(CHOICES).flatMap(([key, options]): [string, Stored][] => [
    ...options.map((value): [string, Stored] => [
      `${key} = ${value}`,
      { preferences: JSON.stringify({ [key]: value }) },
    ]),
    [`${key} = an unknown value`, { preferences: JSON.stringify({ [key]: 'nope' }) }],
  ]),
];

describe('public/theme-boot.js and the appearance feature agree', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => activateLocale('en'));

  it.each(cases)('%s', async (_name, stored) => {
    expect(throughBootScript(stored)).toEqual(await throughFeature(stored));
  });

  it('with every preference changed at once', async () => {
    const last = Object.fromEntries(Object.entries(CHOICES).map(([key, options]) => [key, options.at(-1)]));
    const stored = { preferences: JSON.stringify({ ...last, primary: '1, 2, 3' }), background: '4, 5, 6' };
    expect(throughBootScript(stored)).toEqual(await throughFeature(stored));
  });

  it('leaves the direction to the language until the panel sets one', async () => {
    expect((await throughFeature({ language: 'ar' })).attributes).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect((await throughFeature({ language: 'en' })).attributes).toMatchObject({ lang: 'en', dir: 'ltr' });
    const overridden = { language: 'ar', preferences: JSON.stringify({ dir: 'ltr' }) };
    expect((await throughFeature(overridden)).attributes).toMatchObject({ lang: 'ar', dir: 'ltr' });
  });
});
