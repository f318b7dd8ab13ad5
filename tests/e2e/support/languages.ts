/**
 * Issue 31's journeys: the catalogs as the tests read them (to find a control by its translated name and to
 * know English when it shows), and the checks each screen passes in each language.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, type Page } from '@playwright/test';

export type Locale = 'en' | 'fr' | 'ar';

/** Every catalog's messages in one language, keyed `namespace:key` (as src/i18n/catalog-loader.ts keys them). */
function readCatalogs(locale: Locale): Map<string, string> {
  const messages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (!entry.isDirectory()) continue;
      if (entry.name !== 'messages') walk(path);
      else {
        const namespace = relative('src', dir).replaceAll('\\', '/');
        const catalog = JSON.parse(readFileSync(join(path, `${locale}.json`), 'utf8')) as Record<
          string,
          string
        >;
        for (const [key, message] of Object.entries(catalog)) messages.set(`${namespace}:${key}`, message);
      }
    }
  };
  walk('src');
  return messages;
}

const catalogs = new Map<Locale, Map<string, string>>();
function catalog(locale: Locale): Map<string, string> {
  let found = catalogs.get(locale);
  if (!found) catalogs.set(locale, (found = readCatalogs(locale)));
  return found;
}

/** A message without arguments as the app writes it in `locale` ("features/auth/sign-in:submit"). */
export function message(locale: Locale, id: string): string {
  const text = catalog(locale).get(id);
  if (text === undefined) throw new Error(`no message ${id}`);
  return text.replace(/'(?=[{}])/g, '');
}

/**
 * English a page shows in `locale`: an English message of the catalogs (one without arguments, that the
 * language writes otherwise) that a text of the page is, or, for a message of two words or more, holds. The
 * texts are the page's visible text nodes and the names users hear (aria-label, title, placeholder, alt).
 */
export async function englishOnPage(page: Page, locale: Locale): Promise<string[]> {
  const english = catalog('en');
  const translated = catalog(locale);
  const candidates = [...english]
    .filter(([id, text]) => !/[{}<]/.test(text) && /\p{L}{2}/u.test(text) && translated.get(id) !== text)
    .map(([, text]) => text);
  const phrases = candidates.filter((text) => /\s/.test(text.trim()));
  const words = new Set(candidates.filter((text) => !/\s/.test(text.trim())));
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && node.parentElement && visible(node.parentElement)) found.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]'))
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    found.push(document.title);
    return found;
  });
  const shown = new Set<string>();
  for (const text of texts) {
    if (words.has(text)) shown.add(text);
    for (const phrase of phrases) if (text.includes(phrase)) shown.add(phrase);
  }
  return [...shown];
}

/** Elements wider than the page's width, or a page that scrolls sideways: what a 390 px phone must never do. */
export async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.scrollingElement && document.scrollingElement.scrollWidth > width + 1)
      found.push(`the page scrolls sideways: ${document.scrollingElement.scrollWidth} > ${width}`);
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // inside a scrolling container (a table's own scroll) is not the page overflowing, nor is what is fixed to
      // the viewport (a closed drawer waits beside it)
      let clipped = false;
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if ((node !== element && style.overflowX !== 'visible') || style.position === 'fixed') {
          clipped = true;
          break;
        }
      }
      if (!clipped && (box.right > width + 1 || box.left < -1))
        found.push(
          `${element.tagName.toLowerCase()}.${element.className}: ${Math.round(box.left)}–${Math.round(box.right)}`,
        );
    }
    return found.slice(0, 10);
  });
}

/** The page speaks `locale`: <html lang> and the direction it sets. */
export async function expectLanguage(page: Page, locale: Locale): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
}

/** A message with its `{arguments}` as a pattern: "Refund of {amount} succeeded." → /^Refund of .+ succeeded\.$/ */
export function translatedPattern(locale: Locale, id: string): RegExp {
  const parts = message(locale, id)
    .split(/\{[^{}]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}$`);
}
