import type { Contributor } from '../../entities/AssetDetail';
import { ARCHIVE_NAME, readIssued, type Day } from './issued';

export { ARCHIVE_NAME, readIssued };

/** What a citation is built from: the asset's fields, its page and when it was read. */
export interface CitationSource {
  title: string;
  seriesTitle: string;
  contributors: Contributor[];
  publishers: string[];
  /** DateIssued as the archive sends it: `1967-08-14`, `1967-08`, `1967` or free text. */
  dateIssued: string;
  collectionName: string;
  identifier: string;
  /** The page's canonical address. */
  url: string;
}

export type CitationStyle = 'chicago' | 'mla' | 'apa';

export const CITATION_STYLES: { style: CitationStyle; label: string }[] = [
  { style: 'chicago', label: 'Chicago' },
  { style: 'mla', label: 'MLA' },
  { style: 'apa', label: 'APA' },
];

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
// MLA abbreviates months of more than four letters.
const MLA_MONTHS = MONTHS.map((m) =>
  m.length > 4 ? `${m.slice(0, m === 'September' ? 4 : 3)}.` : m,
);

const monthName = (d: Day, names = MONTHS) => (d.month ? names[d.month - 1] : undefined);

function chicagoDate(d: Day): string {
  const month = monthName(d);
  if (!month) return String(d.year);
  return d.day ? `${month} ${d.day}, ${d.year}` : `${month} ${d.year}`;
}

function mlaDate(d: Day): string {
  const month = monthName(d, MLA_MONTHS);
  if (!month) return String(d.year);
  return d.day ? `${d.day} ${month} ${d.year}` : `${month} ${d.year}`;
}

function apaDate(d: Day): string {
  const month = monthName(d);
  if (!month) return String(d.year);
  return d.day ? `${d.year}, ${month} ${d.day}` : `${d.year}, ${month}`;
}

const SUFFIX = /^(jr\.?|sr\.?|ii|iii|iv)$/i;

interface Name {
  given: string[];
  family: string;
  suffix: string;
}

/** A personal name split for inverting; undefined for one word (an organisation, a mononym). */
function splitName(name: string): Name | undefined {
  const text = name.trim().replace(/\s+/g, ' ');
  if (text.includes(',')) {
    const [family = '', given = ''] = text.split(',').map((s) => s.trim());
    return family && given ? { family, given: given.split(' '), suffix: '' } : undefined;
  }
  const words = text.split(' ');
  const suffix = words.length > 2 && SUFFIX.test(words.at(-1) ?? '') ? (words.pop() ?? '') : '';
  if (words.length < 2) return undefined;
  const family = words.pop() ?? '';
  return { given: words, family, suffix };
}

function inverted(name: string): string {
  const n = splitName(name);
  if (!n) return name.trim();
  return [n.family, n.given.join(' '), n.suffix].filter(Boolean).join(', ');
}

function initials(name: string): string {
  const n = splitName(name);
  if (!n) return name.trim();
  const given = n.given.map((g) => `${g.charAt(0).toUpperCase()}.`).join(' ');
  return [n.family, given, n.suffix].filter(Boolean).join(', ');
}

/** Joins with commas and a final "and" (or "&"), the serial comma for three or more. */
function series(items: string[], and: string): string {
  if (items.length <= 1) return items[0] ?? '';
  if (items.length === 2) return `${items[0]}${and === '&' ? ', &' : ` ${and}`} ${items[1]}`;
  return `${items.slice(0, -1).join(', ')}, ${and} ${items.at(-1)}`;
}

const people = (source: CitationSource) =>
  source.contributors.filter((c) => c.name.trim() && !/^unknown$/i.test(c.name.trim()));

/** Ends a part with a period unless it already ends in a stop. */
const stop = (text: string) => (/[.?!]$/.test(text) ? text : `${text}.`);

/** A title in quotes with its closing period inside, as Chicago and MLA write it. */
const quoted = (title: string) => `"${stop(title)}"`;

function publisher(source: CitationSource): string {
  return source.publishers
    .map((p) => p.trim())
    .filter((p) => p && p !== source.collectionName.trim())
    .join(', ');
}

function seriesOf(source: CitationSource): string {
  const s = source.seriesTitle.trim();
  return s && s !== source.title.trim() ? s : '';
}

function sentence(...parts: string[]): string {
  const text = parts.filter(Boolean).join(', ');
  return text ? stop(text) : '';
}

/** Chicago (notes and bibliography), bibliography entry. */
export function chicagoCitation(source: CitationSource, accessed: Date): string {
  const list = people(source);
  const named = list.length > 3 ? list.slice(0, 1) : list;
  const names = named.map(
    (c, i) => `${i === 0 ? inverted(c.name) : c.name.trim()}, ${c.role.trim().toLowerCase()}`,
  );
  // The first name is inverted, so even two names take a comma before "and".
  const authors =
    list.length > 3
      ? `${names[0]}, et al.`
      : names.length === 2
        ? names.join(', and ')
        : series(names, 'and');
  const issued = readIssued(source.dateIssued);
  const date = issued ? chicagoDate(issued) : source.dateIssued.trim();
  return [
    authors ? stop(authors) : '',
    quoted(source.title.trim()),
    seriesOf(source) ? stop(seriesOf(source)) : '',
    sentence(publisher(source), date),
    sentence(source.collectionName.trim(), source.identifier.trim()),
    `${ARCHIVE_NAME}.`,
    `Accessed ${chicagoDate(dayOf(accessed))}.`,
    stop(source.url),
  ]
    .filter(Boolean)
    .join(' ');
}

/** MLA, 9th edition, works-cited entry. */
export function mlaCitation(source: CitationSource, accessed: Date): string {
  const list = people(source);
  const first = list[0];
  let authors = '';
  if (list.length === 1 && first) authors = `${inverted(first.name)}, ${first.role.toLowerCase()}`;
  else if (list.length === 2 && first) authors = `${inverted(first.name)}, and ${list[1]?.name}`;
  else if (first) authors = `${inverted(first.name)}, et al`;
  const issued = readIssued(source.dateIssued);
  const date = issued ? mlaDate(issued) : source.dateIssued.trim();
  const address = source.url.replace(/^https?:\/\//, '');
  return [
    authors ? stop(authors.trim()) : '',
    quoted(source.title.trim()),
    sentence(seriesOf(source), publisher(source), date),
    sentence(ARCHIVE_NAME, source.collectionName.trim(), address),
    `Accessed ${mlaDate(dayOf(accessed))}.`,
  ]
    .filter(Boolean)
    .join(' ');
}

/** APA, 7th edition, reference-list entry (an archival video). */
export function apaCitation(source: CitationSource, accessed: Date): string {
  const names = people(source)
    .slice(0, 20)
    .map((c) => `${initials(c.name)} (${c.role.trim()})`);
  const authors = series(names, '&');
  const issued = readIssued(source.dateIssued);
  const date = `(${issued ? apaDate(issued) : source.dateIssued.trim() || 'n.d.'}).`;
  const title = `${source.title.trim()} [Video].`;
  const collection = source.collectionName.trim();
  const id = source.identifier.trim();
  const holding = [collection, id ? `(${id})` : ''].filter(Boolean).join(' ');
  return [
    ...(authors ? [stop(authors), date, title] : [title, date]),
    seriesOf(source) ? stop(seriesOf(source)) : '',
    publisher(source) ? stop(publisher(source)) : '',
    sentence(holding, ARCHIVE_NAME),
    `Retrieved ${chicagoDate(dayOf(accessed))}, from ${source.url}`,
  ]
    .filter(Boolean)
    .join(' ');
}

function dayOf(date: Date): Day {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** The three citation forms of an asset, read on `accessed`. */
export function citations(source: CitationSource, accessed: Date): Record<CitationStyle, string> {
  return {
    chicago: chicagoCitation(source, accessed),
    mla: mlaCitation(source, accessed),
    apa: apaCitation(source, accessed),
  };
}
