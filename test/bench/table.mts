/** Aligned text tables for the terminal and the same tables as Markdown. */

export interface Table {
  title: string;
  head: string[];
  rows: string[][];
  /** Lines printed under the table (how a figure was obtained). */
  notes?: string[];
}

/** A column of a table of `T`s: its heading, and its cell for each item. */
export type Column<T> = readonly [head: string, cell: (item: T) => string];

/** The head and the rows of a table with a row per item; each heading stays beside its cell. */
export function columns<T>(
  items: readonly T[],
  of: readonly Column<T>[],
): Pick<Table, 'head' | 'rows'> {
  return {
    head: of.map(([head]) => head),
    rows: items.map((item) => of.map(([, cell]) => cell(item))),
  };
}

const numeric = (cell: string) => /^[-+]?[\d.,]+(-[\d.,]+)?( ?(KB|MB|ms|s|%))?$/.test(cell.trim());

export function textTable(table: Table): string {
  const widths = table.head.map((h, i) =>
    Math.max(h.length, ...table.rows.map((r) => (r[i] ?? '').length)),
  );
  // Numbers line up on the right, text on the left, as a column holds.
  const right = table.head.map((_, i) => table.rows.every((r) => numeric(r[i] ?? '0')));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (right[i] ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [
    `\n${table.title}`,
    line(table.head),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...table.rows.map(line),
    ...(table.notes ?? []).map((n) => `  ${n}`),
  ].join('\n');
}

export function markdownTable(table: Table): string {
  const escape = (c: string) => c.replace(/\|/g, '\\|');
  const right = table.head.map((_, i) => table.rows.every((r) => numeric(r[i] ?? '0')));
  return [
    `### ${table.title}`,
    '',
    `| ${table.head.map(escape).join(' | ')} |`,
    `| ${right.map((r) => (r ? '---:' : '---')).join(' | ')} |`,
    ...table.rows.map((r) => `| ${r.map(escape).join(' | ')} |`),
    ...(table.notes?.length ? ['', ...table.notes.map((n) => `- ${n}`)] : []),
    '',
  ].join('\n');
}

/** Bytes as KB (1 KB = 1000 bytes, as rsbuild prints them), one decimal. */
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

export const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
