import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { del, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALES, SOURCE_LOCALE } from '../../src/i18n/locales.ts';
import {
  rememberLanguageForWorker,
  workerLanguage,
  WORKER_LANGUAGE_KEY,
} from '../../src/shared/worker-language.ts';
import { AppBadge } from '../../sw/app-badge.ts';
import { onNotificationClick } from '../../sw/notification-click.ts';
import { onPush } from '../../sw/push-handler.ts';
import ar from '../../src/shared/notification-words/messages/ar.json';
import en from '../../src/shared/notification-words/messages/en.json';
import fr from '../../src/shared/notification-words/messages/fr.json';
import { extendable, fakeScope, fakeWindow } from './push-fake-scope.ts';

/**
 * Issue 31: the worker writes its notifications in the language the app speaks, which the app remembers for it in
 * IndexedDB (src/shared/worker-language.ts); nothing remembered, the browser's language the app speaks.
 */
const PAYOUT_ID = '64b0000000000000000000af';
const payoutText = (data: Record<string, unknown> = {}) =>
  JSON.stringify({
    type: 'payout',
    notificationId: '64b000000000000000000101',
    orgId: '64b000000000000000000201',
    env: 'test',
    data: {
      amount: 25.5,
      currency: 'EUR',
      endDate: '2026-11-20T00:00:00.000Z',
      payoutId: PAYOUT_ID,
      ...data,
    },
  });
const badge = () => new AppBadge({ setAppBadge: async () => undefined });

async function pushTo(scope: ReturnType<typeof fakeScope>, text = payoutText({ status: 'paid' })) {
  const event = extendable({ data: { text: () => text } });
  onPush(event, scope, badge());
  await event.settled();
  const shown = scope.shown.at(-1)!;
  return { title: shown.title, options: shown.options! };
}

beforeEach(async () => {
  await del(WORKER_LANGUAGE_KEY);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the worker's notifications speak the app's language", () => {
  it('follow the language the app remembered for the worker, read again at each push', async () => {
    const scope = fakeScope();
    await rememberLanguageForWorker('fr');
    expect(await pushTo(scope)).toMatchObject({
      title: 'Virement de 25,50 EUR',
      options: { body: 'Payé · Période jusqu’au 20 nov. 2026 · PayDesk', lang: 'fr', dir: 'ltr' },
    });
    await rememberLanguageForWorker('ar');
    expect(await pushTo(scope)).toMatchObject({
      title: 'تسوية بقيمة 25.50 EUR',
      options: { body: 'مدفوعة · الفترة المنتهية في 20 نوفمبر 2026 · PayDesk', lang: 'ar', dir: 'rtl' },
    });
    await rememberLanguageForWorker('en');
    expect(await pushTo(scope)).toMatchObject({
      title: 'Payout of 25.50 EUR',
      options: { body: 'Paid · Period ending 20 Nov 2026 · PayDesk', lang: 'en', dir: 'ltr' },
    });
  });

  it("with nothing remembered, or something the app does not speak, follow the browser's languages, else English", async () => {
    expect((await pushTo(fakeScope(undefined, [], ['de-DE', 'fr-CA', 'en']))).options.lang).toBe('fr');
    await set(WORKER_LANGUAGE_KEY, 'de');
    expect((await pushTo(fakeScope(undefined, [], ['ar-EG']))).options.lang).toBe('ar');
    expect((await pushTo(fakeScope(undefined, [], ['de-DE']))).options.lang).toBe('en');
    expect(await workerLanguage()).toBe('en');
  });

  it('still shows the notification where IndexedDB is missing, in the browser’s language', async () => {
    vi.stubGlobal('indexedDB', undefined);
    await expect(rememberLanguageForWorker('ar')).resolves.toBeUndefined();
    expect((await pushTo(fakeScope(undefined, [], ['fr']))).title).toBe('Virement de 25,50 EUR');
  });

  it('a click on a notification in Arabic still goes to the payout on the app’s own origin, and only there', async () => {
    await rememberLanguageForWorker('ar');
    const window = fakeWindow('http://localhost:4173/main/dashboard');
    const scope = fakeScope('http://localhost:4173', [window]);
    const { options } = await pushTo(scope);
    const click = extendable({ notification: { data: options.data, close: vi.fn() } });
    onNotificationClick(click, scope);
    await click.settled();
    expect(window.navigate).toHaveBeenCalledWith(
      `http://localhost:4173/manage/payout/${PAYOUT_ID}?showPayment=true&org=64b000000000000000000201&env=test`,
    );

    const evil = await pushTo(scope, payoutText({ payoutId: 'https://evil.example/x' }));
    expect(evil.options.data).toMatchObject({ url: null });
    const evilClick = extendable({ notification: { data: evil.options.data, close: vi.fn() } });
    onNotificationClick(evilClick, scope);
    await evilClick.settled();
    expect(window.navigate).toHaveBeenCalledTimes(1);
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });
});

/** The arguments a message uses, select values included: what a translation must keep. */
function slots(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument') found.add(token.arg);
      if (token.type === 'select' || token.type === 'plural') {
        found.add(`${token.arg}: ${token.cases.map((option) => option.key).join(' ')}`);
        for (const option of token.cases) walk(option.tokens);
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

describe("the notifications' catalogs (src/shared/notification-words/messages/)", () => {
  const source = (language: string) =>
    JSON.parse(
      readFileSync(join('src', 'shared', 'notification-words', 'messages', `${language}.json`), 'utf8'),
    ) as Record<string, string>;

  for (const language of LOCALES.filter((locale) => locale !== SOURCE_LOCALE)) {
    it(`${language}: the same keys, arguments and select cases as English, translated`, () => {
      const english = source(SOURCE_LOCALE);
      const translated = source(language);
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
      for (const [key, message] of Object.entries(english)) {
        expect(slots(translated[key]!), `${language}:${key}`).toEqual(slots(message));
        expect(translated[key], `${language}:${key}`).not.toBe(message);
        expect(translated[key], `${language}:${key} uses typographic apostrophes`).not.toContain("'");
      }
    });
  }

  it('are compiled when bundled, so the worker carries no ICU parser', () => {
    for (const catalog of [en, fr, ar])
      for (const message of Object.values(catalog) as unknown[])
        // a message with arguments is compiled to Lingui's array form; plain text stays a string, with no braces
        expect(Array.isArray(message) || (typeof message === 'string' && !/[{}]/.test(message))).toBe(true);
  });
});
