import type { Page } from '@playwright/test';

/** One rendered character of a text: where the browser drew it. */
export interface Glyph {
  char: string;
  x: number;
  y: number;
}

/**
 * The first visible text node on the page whose trimmed text matches `pattern`, with the place the browser drew
 * each of its non-blank characters (a Range per character: the rendered order, not the DOM's). Null when none.
 */
export async function renderedText(
  page: Page,
  pattern: RegExp,
): Promise<{ text: string; glyphs: Glyph[] } | null> {
  return page.evaluate(
    ({ source, flags }) => {
      const regex = new RegExp(source, flags);
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        if (!regex.test(text.trim()) || !node.parentElement?.checkVisibility()) continue;
        const glyphs = [];
        for (let index = 0; index < text.length; index++) {
          if (/\s/.test(text[index]!)) continue;
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const { x, y, width } = range.getBoundingClientRect();
          if (width > 0) glyphs.push({ char: text[index]!, x, y });
        }
        if (glyphs.length > 0) return { text, glyphs };
      }
      return null;
    },
    { source: pattern.source, flags: pattern.flags },
  );
}

/**
 * The characters that are drawn left of the one before them on the same line: none when an English text reads
 * left to right as written ("30 days", not "days 30"). A wrapped line starts again at the left, so only
 * neighbours on one line are compared.
 */
export function outOfOrder(glyphs: Glyph[]): string[] {
  return glyphs.flatMap((glyph, index) => {
    const previous = glyphs[index - 1];
    if (!previous || Math.abs(previous.y - glyph.y) > 2 || glyph.x > previous.x) return [];
    return [`${previous.char}${glyph.char}`];
  });
}

/** Where the first occurrence of `fragment` in the text is drawn: the x of its first character. */
export function xOf(rendered: { text: string; glyphs: Glyph[] }, fragment: string): number {
  const start = rendered.text.replace(/\s/g, '').indexOf(fragment.replace(/\s/g, ''));
  if (start < 0) throw new Error(`"${fragment}" is not in "${rendered.text}"`);
  return rendered.glyphs[start]!.x;
}
