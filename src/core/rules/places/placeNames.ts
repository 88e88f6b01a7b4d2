import type { Fips } from '../../entities/Places';
import { PARISHES } from './gazetteer';
import { DISTINCT_PARISHES, DISTINCT_TOWNS } from './distinctPlaces';
import { ELSEWHERE, NOT_A_PLACE_AFTER, NOT_A_PLACE_BEFORE } from './placeWords';
import { TOWNS } from './towns';

/** A word of a text, with where it is and how it is written. */
interface Token {
  raw: string;
  /** Lowercase, accents and dots dropped, 'saint' as 'st'. */
  norm: string;
  start: number;
  end: number;
}

/** A place named in a text, before ambiguity is settled. */
export interface NamedPlace {
  /** The words as written. */
  text: string;
  /** The parishes it can be: one, or several for a name found in more than one. */
  candidates: Fips[];
}

// Dotted abbreviations ('D.C.', 'U.S.') are one word; a word keeps a final dot ('St.', 'La.').
// Bounded runs keep the engine's backtracking small on any text (one 10 MB word overflowed it).
const WORD = /(?:\p{Lu}\.){2,8}|[\p{L}\p{N}]{1,64}(?:['’]\p{L}{1,64}){0,3}\.?/gu;
const LETTER = /[\p{L}\p{N}]/u;
// No place name has a word this long; a piece cut from one is no word.
const cutFromLongerWord = (text: string, start: number, end: number): boolean =>
  LETTER.test(text.charAt(start - 1)) || LETTER.test(text.charAt(end));
// Written in lowercase inside a capitalised name: 'St. John the Baptist'.
const CONNECTORS = new Set(['the', 'of', 'de', 'du', 'la', 'le', 'des', 'aux']);

function normalise(word: string): string {
  const plain = word
    .replace(/['’]s$/, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[.’']/g, '')
    .toLowerCase();
  return plain === 'saint' ? 'st' : plain;
}

/** A text's words; `gaps[j]` is what stands between word j - 1 and word j. */
interface Words extends Array<Token> {
  gaps: string[];
}

function tokenise(text: string): Words {
  const tokens = [...text.matchAll(WORD)]
    .filter((m) => !cutFromLongerWord(text, m.index, m.index + m[0].length))
    .map((m) => ({
      raw: m[0],
      norm: normalise(m[0]),
      start: m.index,
      end: m.index + m[0].length,
    }));
  const gaps = tokens.map((token, j) => text.slice(tokens[j - 1]?.end ?? 0, token.start));
  return Object.assign(tokens, { gaps });
}

function gapBetween(tokens: Words, j: number): string {
  return tokens.gaps[j] ?? '';
}

/**
 * The ways a name is written: 'LaSalle' and 'La Salle', 'De Soto' and 'DeSoto',
 * 'DeRidder' and 'De Ridder' ('St.', 'St' and 'Saint' are one word once normalised).
 */
function spellings(name: string): string[][] {
  const words = name.split(/\s+/);
  const split = words.flatMap((w) => {
    const m = /^(La|De|Le|Du)(\p{Lu}\p{L}+)$/u.exec(w);
    return m ? [m[1] ?? '', m[2] ?? ''] : [w];
  });
  const joined: string[] = [];
  for (let i = 0; i < split.length; i++) {
    const w = split[i] ?? '';
    const next = split[i + 1];
    if (/^(La|De|Le|Du)$/.test(w) && next && /^\p{Lu}/u.test(next)) {
      joined.push(w + next);
      i++;
    } else joined.push(w);
  }
  const forms = [words, split, joined].map((ws) => ws.map(normalise));
  const seen = new Set<string>();
  return forms.filter((f) => !seen.has(f.join(' ')) && seen.add(f.join(' ')));
}

interface Entry {
  parish: Fips | undefined;
  towns: Fips[];
  /** Means the place without a cue. */
  distinct: boolean;
}

interface TrieNode {
  next: Map<string, TrieNode>;
  entry?: Entry;
}

function buildTrie(): TrieNode {
  const root: TrieNode = { next: new Map() };
  const distinctParishes = new Set(DISTINCT_PARISHES);
  const distinctTowns = new Set(DISTINCT_TOWNS);
  const add = (name: string, update: (entry: Entry) => void) => {
    for (const words of spellings(name)) {
      let node = root;
      for (const word of words) {
        let child = node.next.get(word);
        if (!child) {
          child = { next: new Map() };
          node.next.set(word, child);
        }
        node = child;
      }
      node.entry ??= { parish: undefined, towns: [], distinct: true };
      update(node.entry);
    }
  };
  // A name is distinct only if every place of that name is.
  for (const parish of PARISHES) {
    add(parish.name, (entry) => {
      entry.parish = parish.fips;
      entry.distinct &&= distinctParishes.has(parish.name);
    });
  }
  for (const town of TOWNS) {
    add(town.name, (entry) => {
      if (!entry.towns.includes(town.parish)) entry.towns.push(town.parish);
      entry.distinct &&= distinctTowns.has(town.name);
    });
  }
  return root;
}

const TRIE = buildTrie();
const ELSEWHERE_WORDS = new Set(ELSEWHERE);
const AFTER = new Set(NOT_A_PLACE_AFTER);
const BEFORE = new Set(NOT_A_PLACE_BEFORE);

// 'Central Louisiana' is a region, not the town of Central.
const REGIONS = new Set(['north', 'south', 'east', 'west', 'central', 'southwest', 'northeast']);

const isCapitalised = (token: Token) => /^\p{Lu}/u.test(token.raw) || CONNECTORS.has(token.norm);
const blank = (gap: string) => /^\s+$/.test(gap);
// A dot ends the sentence, except in an abbreviation such as 'St.'.
const endsSentence = (token: Token) => token.raw.endsWith('.') && token.norm !== 'st';

/** The longest gazetteer name starting at token i, written with capitals, and its last token. */
function longestName(tokens: Words, i: number): { entry: Entry; last: number } | undefined {
  let node: TrieNode | undefined = TRIE;
  let found: { entry: Entry; last: number } | undefined;
  for (let j = i; j < tokens.length; j++) {
    const token = tokens[j];
    if (!token || !isCapitalised(token) || (j === i && CONNECTORS.has(token.norm))) break;
    if (j > i && !blank(gapBetween(tokens, j))) break;
    node = node.next.get(token.norm);
    if (!node) break;
    if (node.entry) found = { entry: node.entry, last: j };
    if (endsSentence(token)) break;
  }
  return found;
}

/** How the words after a name (at tokens[j]) qualify it. */
function cueAfter(tokens: Words, j: number): 'parish' | 'louisiana' | 'elsewhere' | 'not' | '' {
  const last = tokens[j];
  const next = tokens[j + 1];
  if (!last || !next || endsSentence(last)) return '';
  const gap = gapBetween(tokens, j + 1);
  if (blank(gap) && (next.norm === 'parish' || next.norm === 'parishes')) return 'parish';
  if (blank(gap) && AFTER.has(next.norm)) return 'not';
  if (!/^\s*[,(]?\s*$/.test(gap)) return '';
  const region = REGIONS.has(last.norm) && !/[,(]/.test(gap);
  if (!region && (next.norm === 'louisiana' || next.raw === 'La.' || next.raw === 'LA')) {
    return 'louisiana';
  }
  if (/[,(]/.test(gap)) {
    const two = tokens[j + 2] ? `${next.norm} ${tokens[j + 2]?.norm}` : '';
    const three = tokens[j + 3] ? `${two} ${tokens[j + 3]?.norm}` : '';
    if ([next.norm, two, three].some((words) => ELSEWHERE_WORDS.has(words))) return 'elsewhere';
  }
  return '';
}

/**
 * 'Jefferson and Orleans parishes', 'Lafourche, Terrebonne and St. Mary parishes': parish
 * names joined by commas, 'and', 'or' or '&' before 'parishes' are all parishes.
 */
function inParishList(tokens: Words, j: number): boolean {
  let k = j + 1;
  while (k < tokens.length) {
    const token = tokens[k];
    if (!token) return false;
    if (token.norm === 'parishes') return true;
    if (token.norm === 'and' || token.norm === 'or') {
      k++;
      continue;
    }
    if (!/^\s*[,&]?\s*(and\s+|or\s+)?$/.test(gapBetween(tokens, k))) return false;
    const name = longestName(tokens, k);
    if (!name?.entry.parish) return false;
    k = name.last + 1;
  }
  return false;
}

/**
 * Places named in running text (a title, an abstract, a caption line): parishes and towns
 * of the gazetteer, written with capitals. A name that is not distinct needs a cue ('Parish',
 * 'Louisiana', 'La.'); a name followed by another state or a country, by 'Street' or
 * 'County', or preceded by a title ('Governor', 'Mrs.') is not the place. The longest name
 * wins: 'Jefferson Davis Parish' is not 'Jefferson', 'West Baton Rouge' not 'Baton Rouge'.
 */
export function namedPlaces(text: string): NamedPlace[] {
  const tokens = tokenise(text);
  const found: NamedPlace[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const name = longestName(tokens, i);
    if (!name) continue;
    const { entry, last } = name;
    const before = tokens[i - 1];
    const titled = before && BEFORE.has(before.norm) && blank(gapBetween(tokens, i));
    const cue = cueAfter(tokens, last);
    const start = tokens[i]?.start ?? 0;
    let end = tokens[last]?.end ?? start;
    i = last;
    if (titled || cue === 'elsewhere' || cue === 'not') continue;
    let candidates: Fips[];
    if (entry.parish && (cue === 'parish' || inParishList(tokens, last))) {
      candidates = [entry.parish];
      if (cue === 'parish') end = tokens[last + 1]?.end ?? end;
    } else if (cue === 'louisiana') {
      candidates = entry.towns.length ? entry.towns : entry.parish ? [entry.parish] : [];
    } else if (entry.distinct) {
      candidates = [...new Set([...entry.towns, ...(entry.parish ? [entry.parish] : [])])];
    } else continue;
    found.push({ text: text.slice(start, end).replace(/\.$/, ''), candidates });
  }
  return found;
}

/**
 * A whole text that is the name of a Louisiana place, as a catalogue writes it inside
 * 'Houma (La.)' or 'Greenwood (Caddo Parish, La.)': 'X Parish' is that parish; any other
 * name is a town (in the given parish, when one is given), else a parish of that name.
 */
export function louisianaPlace(name: string, inParish?: Fips): Fips[] {
  const tokens = tokenise(name);
  const whole = (from: number, to: number) => {
    let node: TrieNode | undefined = TRIE;
    for (let k = from; k < to && node; k++) node = node.next.get(tokens[k]?.norm ?? '');
    return node?.entry;
  };
  const lastNorm = tokens[tokens.length - 1]?.norm;
  if (lastNorm === 'parish') {
    const entry = whole(0, tokens.length - 1);
    return entry?.parish ? [entry.parish] : [];
  }
  const entry = whole(0, tokens.length);
  if (!entry) return [];
  const towns = inParish ? entry.towns.filter((fips) => fips === inParish) : entry.towns;
  if (towns.length) return towns;
  return entry.parish && (!inParish || entry.parish === inParish) ? [entry.parish] : [];
}
