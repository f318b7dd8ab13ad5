import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 31: the shell mirrors in a right-to-left language (Arabic, or the theme panel's RTL). Mantine mirrors
 * what it draws; the shell's own styles must say start and end, never left and right, or a margin, a border or
 * an alignment would stay on the wrong side. (Which side a drawer or a menu opens on is Mantine's, and mirrored.)
 */
function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const PHYSICAL_CSS = [
  /\b(margin|padding|border|inset|scroll-margin|scroll-padding)-(left|right)\b/,
  /(^|[\s;{])(left|right)\s*:/,
  /text-align\s*:\s*(left|right)/,
  /float\s*:\s*(left|right)/,
  /border-(top|bottom)-(left|right)-radius/,
];
/** Mantine's physical style props and inline styles written in a component. */
const PHYSICAL_PROPS = [
  /\s(ml|mr|pl|pr)=\{/,
  /\sta=["{]['"]?(left|right)/,
  /\b(marginLeft|marginRight|paddingLeft|paddingRight|borderLeft|borderRight)\b/,
  /textAlign:\s*['"](left|right)/,
];

describe("the shell's styles", () => {
  const shellFiles = files('src/shell');

  it.each(shellFiles.filter((file) => file.endsWith('.css')))('%s uses logical sides only', (file) => {
    const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    for (const pattern of PHYSICAL_CSS) expect(css, `${pattern}`).not.toMatch(pattern);
  });

  it.each(shellFiles.filter((file) => file.endsWith('.tsx')))('%s uses logical sides only', (file) => {
    const code = readFileSync(file, 'utf8');
    for (const pattern of PHYSICAL_PROPS) expect(code, `${pattern}`).not.toMatch(pattern);
  });

  it('mirror the icons and chevrons Mantine leaves pointing one way', () => {
    const css = readFileSync('src/shell/shell.css', 'utf8');
    expect(css).toMatch(/html\[dir='rtl'\] \.bo-flip-rtl \{\s*transform: scaleX\(-1\);/);
    expect(css).toMatch(/html\[dir='rtl'\] \.bo-navbar \.mantine-NavLink-chevron \{/);
    expect(readFileSync('src/shell/profile-menu-opened.tsx', 'utf8')).toMatch(
      /<IconLogout[^>]*className="bo-flip-rtl"/,
    );
  });
});
