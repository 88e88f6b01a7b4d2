import type { Vector } from './transcriptWords';
import { found, lexemesOf, type Query } from './webSearch';

interface Item {
  position: number;
  lexeme: string;
}

/** Every word of the default weight counts 1 / 0.1 (a float4) in a cover's sum. */
const INVERSE_WEIGHT = 1 / Math.fround(0.1);

/** A window of the document's items, read as a text of its own. */
class Window {
  private readonly held = new Map<string, number[]>();

  /** Adds an item: `first` puts it before those held (a window read backwards). */
  add(item: Item, first = false): void {
    const positions = this.held.get(item.lexeme) ?? [];
    this.held.set(item.lexeme, positions);
    if (first) positions.unshift(item.position);
    else positions.push(item.position);
  }

  matches(query: Query): boolean {
    return found(query, (lexeme) => this.held.get(lexeme));
  }
}

/**
 * PostgreSQL's `ts_rank_cd` (no normalization, every word of weight D): each smallest
 * stretch of the text that matches the query adds 0.1, divided by one plus the words in it
 * that are not the query's. The video that says it most, and closest together, ranks first.
 */
export function coverDensity(vector: Vector, query: Query): number {
  const named = lexemesOf(query);
  const items: Item[] = [];
  for (const [lexeme, positions] of vector) {
    if (named.has(lexeme)) for (const position of positions) items.push({ position, lexeme });
  }
  items.sort((a, b) => a.position - b.position);
  let rank = 0;
  let from = 0;
  while (from < items.length) {
    // The first item at which the text so far matches ends a cover...
    const forward = new Window();
    let end = -1;
    for (let i = from; i < items.length && end < 0; i++) {
      forward.add(items[i] as Item);
      if (forward.matches(query)) end = i;
    }
    if (end < 0) break;
    // ...and the last item before it at which the text back to it matches begins it.
    const backward = new Window();
    let begin = -1;
    for (let i = end; i >= from && begin < 0; i--) {
      backward.add(items[i] as Item, true);
      if (backward.matches(query)) begin = i;
    }
    if (begin < 0) {
      from += 1;
      continue;
    }
    const count = end - begin + 1;
    const span = (items[end] as Item).position - (items[begin] as Item).position;
    let noise = span - (end - begin);
    if (noise < 0) noise = Math.trunc((end - begin) / 2);
    rank += count / (count * INVERSE_WEIGHT) / (1 + noise);
    from = begin + 1;
  }
  return Math.fround(rank);
}
