import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A rule or an at-rule of a stylesheet: its prelude, its declarations or its nested rules. */
export interface CssBlock {
  prelude: string;
  declarations: Record<string, string>;
  rules: CssBlock[];
}

function declarationsOf(body: string): Record<string, string> {
  const declarations: Record<string, string> = {};
  for (const part of body.split(';')) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    declarations[part.slice(0, colon).trim()] = part.slice(colon + 1).trim();
  }
  return declarations;
}

/** Enough of CSS for the site's own stylesheets: comments, rules and nested at-rules. */
export function parseCss(text: string): CssBlock[] {
  const css = text.replace(/\/\*[\s\S]*?\*\//g, '');
  const blocks: CssBlock[] = [];
  let start = 0;
  let i = 0;
  while (i < css.length) {
    if (css[i] !== '{') {
      if (css[i] === ';') start = i + 1;
      i += 1;
      continue;
    }
    let depth = 1;
    let j = i + 1;
    while (j < css.length && depth > 0) {
      if (css[j] === '{') depth += 1;
      else if (css[j] === '}') depth -= 1;
      j += 1;
    }
    const prelude = css.slice(start, i).trim();
    const body = css.slice(i + 1, j - 1);
    const nested = body.includes('{');
    blocks.push({
      prelude,
      declarations: nested ? {} : declarationsOf(body),
      rules: nested ? parseCss(body) : [],
    });
    start = j;
    i = j;
  }
  return blocks;
}

/** One of src/ui/styles' stylesheets, parsed. */
export function stylesheet(name: string): CssBlock[] {
  return parseCss(readFileSync(join(__dirname, '../../src/ui/styles', name), 'utf8'));
}

/** The top-level rules whose selector list names `selector` exactly. */
export function rulesFor(blocks: CssBlock[], selector: string): CssBlock[] {
  return blocks.filter(
    (block) =>
      !block.prelude.startsWith('@') && block.prelude.split(',').some((s) => s.trim() === selector),
  );
}
