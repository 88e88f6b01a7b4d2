import { plausibleYear } from '../places/assetTime';

/**
 * What a sub-listing says of its series or topic once, above its cards: the record's first
 * description, how many items it holds and the years it covers. The archive's list answers
 * carry no dates, so the years are those the series' or topic's own record names.
 */

interface Years {
  from: number;
  to: number;
  /** How one coverage alone is written: '1967', '1960s', '1956–1992'. */
  text: string;
}

/** The years one coverage names: a year, a decade, 'ca. 1965' or a range; else undefined. */
function yearsOf(coverage: string): Years | undefined {
  const text = coverage.trim();
  const year = /^(?:(?:ca\.?|circa|c\.)\s*)?(\d{4})$/i.exec(text);
  const decade = /^(\d{3}0)['’]?s$/.exec(text);
  const range = /^(\d{4})\s*(?:-|–|—|\/|to)\s*(\d{4})$/i.exec(text);
  let found: Years | undefined;
  if (year) {
    const y = Number(year[1]);
    found = { from: y, to: y, text: String(y) };
  } else if (decade) {
    const d = Number(decade[1]);
    found = { from: d, to: d + 9, text: `${d}s` };
  } else if (range) {
    const [from, to] = [Number(range[1]), Number(range[2])];
    found = { from, to, text: `${from}–${to}` };
  }
  if (!found || !plausibleYear(found.from) || !plausibleYear(found.to) || found.to < found.from) {
    return undefined;
  }
  return found;
}

/**
 * The span of years a record's coverages name, earliest to latest ('1956–1992'); a decade
 * alone as it reads ('1960s'). '' when they name no span: no time at all, or one year only,
 * which dates the record itself rather than what it holds (places and codes are left aside).
 */
export function coverageYears(coverages: readonly string[]): string {
  const spans = coverages.flatMap((c) => yearsOf(c) ?? []);
  const [first] = spans;
  if (!first) return '';
  const from = Math.min(...spans.map((s) => s.from));
  const to = Math.max(...spans.map((s) => s.to));
  if (from === to) return '';
  if (spans.every((s) => s.from === first.from && s.to === first.to)) return first.text;
  return `${from}–${to}`;
}

/** '1 video', '42 videos', with the count grouped as en-US writes it. */
export function itemCount(total: number): string {
  const n = Math.max(0, Math.trunc(total));
  return `${n.toLocaleString('en-US')} ${n === 1 ? 'video' : 'videos'}`;
}
