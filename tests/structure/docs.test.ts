import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../sandbox/demo-accounts.ts';

/**
 * The documents a newcomer reads: a link that leads nowhere, or a code comment citing a rule that no page
 * holds, sends them outside the repository for an answer that is no longer there.
 */
const root = resolve(import.meta.dirname, '../..');

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path, keep);
    return keep(entry.name) ? [path] : [];
  });
}

const markdownFiles = [
  join(root, 'README.md'),
  join(root, 'sandbox/README.md'),
  ...filesUnder(join(root, 'docs'), (name) => name.endsWith('.md')),
];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  const headings = withoutCode(markdown).match(/^#{1,6} .+$/gm) ?? [];
  return new Set(headings.map((line) => anchorOf(line.replace(/^#+ /, ''))));
}

/** Fenced blocks and inline code hold examples, not links. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

function relativeLinks(markdown: string): string[] {
  return [...withoutCode(markdown).matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

describe('the documentation', () => {
  it('has every relative link of README.md, docs/ and sandbox/README.md lead to a file and heading', () => {
    const broken: string[] = [];
    for (const file of markdownFiles) {
      for (const link of relativeLinks(readFileSync(file, 'utf8'))) {
        const [path, anchor] = link.split('#') as [string, string | undefined];
        const target = path === '' ? file : resolve(dirname(file), decodeURI(path));
        const where = `${relative(root, file)} → ${link}`;
        if (!existsSync(target)) broken.push(`${where} (no such file)`);
        else if (anchor && statSync(target).isFile() && !anchorsOf(readFileSync(target, 'utf8')).has(anchor))
          broken.push(`${where} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('keeps the README short enough to read in ten minutes', () => {
    expect(readFileSync(join(root, 'README.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(250);
  });

  it('lists every demo account in the README', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    for (const account of DEMO_ACCOUNTS) expect(readme, account.email).toContain(`\`${account.email}\``);
    expect(readme).toContain(`\`${DEMO_ACCOUNTS[0]!.password}\``);
  });

  it('has a numbered section for every rule the code cites (docs/product/NN-page.md §N.M)', () => {
    const sources = ['src', 'sw', 'sandbox', 'tests', 'bench', 'scripts', 'openapi', 'public'].flatMap(
      (dir) =>
        filesUnder(
          join(root, dir),
          (name) => /\.(ts|tsx|js|css|yaml)$/.test(name) && !name.endsWith('.gen.ts'),
        ),
    );
    const missing: string[] = [];
    for (const file of sources) {
      const text = readFileSync(file, 'utf8');
      for (const [, page, section] of text.matchAll(/(docs\/product\/\d\d-[\w-]+\.md)(?: §([\d.]+\d))?/g)) {
        const path = join(root, page!);
        const cited = `${relative(root, file)} → ${page}${section ? ` §${section}` : ''}`;
        if (!existsSync(path)) missing.push(`${cited} (no such page)`);
        else if (
          section &&
          !new RegExp(`^#+ ${section.replace('.', '\\.')} `, 'm').test(readFileSync(path, 'utf8'))
        )
          missing.push(`${cited} (no such section)`);
      }
      if (/\bSPEC\s§|DESIGN\.md/.test(text))
        missing.push(`${relative(root, file)} cites a document not in the repository`);
    }
    expect(missing).toEqual([]);
  });
});
