import type { AssetTime } from '../../entities/Places';
import { readIssued } from '../clip/issued';

// Years a record of this archive can be about: anything else is a typing slip or a code.
const FIRST_YEAR = 1700;
const LAST_YEAR = 2099;

export const plausibleYear = (year: number) =>
  Number.isInteger(year) && year >= FIRST_YEAR && year <= LAST_YEAR;

export function decadeOf(year: number): number {
  return Math.floor(year / 10) * 10;
}

/** A decade as routes and pages write it: 1960 -> '1960s'. */
export function decadeLabel(decade: number): string {
  return `${decade}s`;
}

/** The decade a route names ('1960s' -> 1960), or undefined for any other text (404). */
export function parseDecade(text: string): number | undefined {
  const m = /^(\d{3}0)s$/.exec(text);
  const decade = m ? Number(m[1]) : NaN;
  return plausibleYear(decade) ? decade : undefined;
}

/** What one coverage says of time: a year ('1967'), a decade only ('1960s'), or nothing. */
function coverageTime(coverage: string): { year?: number; decade: number } | undefined {
  const text = coverage.trim();
  const year = /^(\d{4})$/.exec(text);
  if (year) {
    const y = Number(year[1]);
    return plausibleYear(y) ? { year: y, decade: decadeOf(y) } : undefined;
  }
  // '1960s', "1960's", 'ca. 1965' and a range within one decade ('1965-1968') give only it.
  const decade = /^(\d{3}0)['’]?s$/.exec(text);
  const circa = /^(?:ca\.?|circa|c\.)\s*(\d{4})$/i.exec(text);
  const range = /^(\d{4})\s*[-–/]\s*(\d{4})$/.exec(text);
  const from = Number(decade?.[1] ?? circa?.[1] ?? range?.[1] ?? NaN);
  const to = range ? Number(range[2]) : from;
  if (!plausibleYear(from) || !plausibleYear(to) || decadeOf(from) !== decadeOf(to) || to < from) {
    return undefined;
  }
  return { decade: decadeOf(from) };
}

/**
 * When a record is from: the year of its DateIssued; else the year its coverages name, or
 * their decade when they name only a decade or several years of one decade; else unknown.
 * Coverages naming different decades, a century or no date leave it unknown: never guessed.
 */
export function assetTime(record: { dateIssued: string; coverages: readonly string[] }): AssetTime {
  const issued = readIssued(record.dateIssued)?.year;
  if (issued !== undefined && plausibleYear(issued)) {
    return { known: true, year: issued, decade: decadeOf(issued), from: 'dateIssued' };
  }
  const times = record.coverages.flatMap((c) => coverageTime(c) ?? []);
  const decades = new Set(times.map((t) => t.decade));
  const [decade] = decades;
  if (decades.size !== 1 || decade === undefined) return { known: false };
  const years = new Set(times.map((t) => t.year));
  const [year] = years;
  return { known: true, year: years.size === 1 ? year : undefined, decade, from: 'coverage' };
}
