import { Fragment, type ReactNode } from 'react';

/** `<name>chunk</name>` or `<name/>` in a translated message: the parts a translator may move, never add. */
const TAG = /<([a-zA-Z][\w-]*)>(.*?)<\/\1>|<([a-zA-Z][\w-]*)\s*\/>/gs;

/**
 * A translated sentence with elements inside it ("Read the <terms>terms</terms>"): each tag becomes what
 * `parts` makes of its text, the rest stays text. Never HTML: a tag `parts` does not name is written as its
 * text, so a catalog cannot inject markup.
 */
export function RichText({
  text,
  parts,
}: {
  text: string;
  parts: Record<string, (chunk: string) => ReactNode>;
}): ReactNode {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = match[3] ?? '', chunk = ''] = match;
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const make = parts[name];
    nodes.push(<Fragment key={match.index}>{make ? make(chunk) : chunk}</Fragment>);
    last = match.index + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}
