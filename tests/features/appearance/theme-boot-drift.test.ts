// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyPreferences } from '../../../src/features/appearance/apply.ts';
import {
  BACKGROUND_KEY,
  CHOICES,
  loadPreferences,
  PREFERENCES_KEY,
} from '../../../src/features/appearance/model.ts';

/**
 * public/theme-boot.js is a hand-written copy of the appearance feature (the CSP forbids an inline script and it
 * must run before the bundle). It drifts silently, so every stored state here goes through both, and <html>
 * and localStorage must end up the same.
 */
const bootScript = readFileSync('public/theme-boot.js', 'utf8');

interface Stored {
  preferences?: string;
  background?: string;
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
}

function throughBootScript(stored: Stored) {
  prepare(stored);
  new Function(bootScript)();
  return snapshot();
}

function throughFeature(stored: Stored) {
  prepare(stored);
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

  it.each(cases)('%s', (_name, stored) => {
    expect(throughBootScript(stored)).toEqual(throughFeature(stored));
  });

  it('with every preference changed at once', () => {
    const last = Object.fromEntries(Object.entries(CHOICES).map(([key, options]) => [key, options.at(-1)]));
    const stored = { preferences: JSON.stringify({ ...last, primary: '1, 2, 3' }), background: '4, 5, 6' };
    expect(throughBootScript(stored)).toEqual(throughFeature(stored));
  });
});
