import { wordsOf, type Vector } from './transcriptWords';

/** A word of a phrase and its distance from the phrase's first word. */
export interface Term {
  lexeme: string;
  at: number;
}

/** A query as `websearch_to_tsquery('english', …)` reads it; a word is a phrase of one term. */
export type Query =
  | { op: 'phrase'; terms: readonly Term[] }
  | { op: 'not'; arg: Query }
  | { op: 'and' | 'or'; left: Query; right: Query };

/** The positions of a lexeme, in order, in what is searched. */
export type Positions = (lexeme: string) => readonly number[] | undefined;

// Read as spaces: tsquery's own operators are no syntax here.
const SEPARATOR = /[\s!&|()<]/u;

/** The words of `text` one after another, stop words keeping their places; null for none. */
function phraseOf(text: string): Query | null {
  const terms: Term[] = [];
  let first: number | undefined;
  for (const [index, word] of wordsOf(text).entries()) {
    if (word.lexeme === null) continue;
    first ??= index;
    terms.push({ lexeme: word.lexeme, at: index - first });
  }
  return terms.length ? { op: 'phrase', terms } : null;
}

function joined(op: 'and' | 'or', parts: readonly Query[]): Query | null {
  return parts.reduce<Query | null>((left, right) => (left ? { op, left, right } : right), null);
}

/**
 * Web search syntax: words (all of them), "a phrase" (in its order), -word (not), OR
 * (either side; `and` binds closer). Stop words are left out; null when nothing is left.
 */
export function parseWebSearch(text: string): Query | null {
  const groups: Query[][] = [[]];
  let negations = 0;
  let afterOperand = false;
  const push = (operand: Query | null) => {
    let node = operand;
    for (; node && negations > 0; negations--) node = { op: 'not', arg: node };
    if (node) groups.at(-1)?.push(node);
    negations = 0;
    afterOperand = true;
  };
  let i = 0;
  while (i < text.length) {
    const char = text.charAt(i);
    if (SEPARATOR.test(char)) {
      i += 1;
    } else if (char === '"') {
      const close = text.indexOf('"', i + 1);
      const end = close < 0 ? text.length : close;
      push(phraseOf(text.slice(i + 1, end)));
      i = end + 1;
    } else if (char === '-') {
      // What follows is read as a word, "or" too.
      negations += 1;
      afterOperand = false;
      i += 1;
    } else {
      let end = i;
      while (end < text.length && !SEPARATOR.test(text.charAt(end)) && text.charAt(end) !== '"') {
        end += 1;
      }
      const value = text.slice(i, end);
      if (afterOperand && value.toLowerCase() === 'or') {
        groups.push([]);
        afterOperand = false;
        negations = 0;
      } else {
        push(phraseOf(value));
      }
      i = end;
    }
  }
  return joined(
    'or',
    groups.map((group) => joined('and', group)).filter((group): group is Query => !!group),
  );
}

/**
 * The part of the query an index could look up (PostgreSQL's `querytree`): no `not`; null
 * when nothing is left, as for a query of exclusions alone.
 */
export function lookedUp(query: Query): Query | null {
  switch (query.op) {
    case 'phrase':
      return query;
    case 'not':
      return null;
    case 'or': {
      const left = lookedUp(query.left);
      const right = lookedUp(query.right);
      return left && right ? { op: 'or', left, right } : null;
    }
    case 'and': {
      const left = lookedUp(query.left);
      const right = lookedUp(query.right);
      return left && right ? { op: 'and', left, right } : (left ?? right);
    }
  }
}

/** Every lexeme the query names, excluded ones too. */
export function lexemesOf(query: Query): Set<string> {
  const found = new Set<string>();
  const visit = (node: Query): void => {
    if (node.op === 'phrase') for (const term of node.terms) found.add(term.lexeme);
    else if (node.op === 'not') visit(node.arg);
    else {
      visit(node.left);
      visit(node.right);
    }
  };
  visit(query);
  return found;
}

/** A query matching any of `lexemes`, or null for none. */
export function anyOf(lexemes: Iterable<string>): Query | null {
  return joined(
    'or',
    Array.from(lexemes, (lexeme) => ({ op: 'phrase', terms: [{ lexeme, at: 0 }] })),
  );
}

function phraseFound(terms: readonly Term[], positions: Positions): boolean {
  const [first, ...rest] = terms;
  const starts = first && positions(first.lexeme);
  if (!starts?.length) return false;
  const others = rest.map((term) => ({ at: term.at, positions: positions(term.lexeme) ?? [] }));
  return starts.some((start) =>
    others.every((other) => other.positions.includes(start + other.at)),
  );
}

/** Whether the words at `positions` match the query. */
export function found(query: Query, positions: Positions): boolean {
  switch (query.op) {
    case 'phrase':
      return phraseFound(query.terms, positions);
    case 'not':
      return !found(query.arg, positions);
    case 'and':
      return found(query.left, positions) && found(query.right, positions);
    case 'or':
      return found(query.left, positions) || found(query.right, positions);
  }
}

/** Whether a text's vector matches the query (PostgreSQL's `@@`). */
export function matches(vector: Vector, query: Query): boolean {
  return found(query, (lexeme) => vector.get(lexeme));
}
