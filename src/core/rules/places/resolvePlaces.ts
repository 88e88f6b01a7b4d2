import type { AssetDetail } from '../../entities/AssetDetail';
import type {
  CataloguePlace,
  CataloguePlaces,
  Fips,
  PlaceField,
  PlaceLine,
  SpokenPlace,
} from '../../entities/Places';
import { parishByFips } from './gazetteer';
import { louisianaPlace, namedPlaces, type NamedPlace } from './placeNames';

/** The fields of a catalogue record that name places. */
export interface CatalogueText {
  title: string;
  coverages: readonly string[];
  subjects: readonly string[];
  abstract: string;
}

/** The place-bearing fields of an asset's detail (its Abstract descriptions as one text). */
export function catalogueText(
  detail: Pick<AssetDetail, 'title' | 'coverages' | 'subjects' | 'descriptions'>,
): CatalogueText {
  return {
    title: detail.title,
    coverages: detail.coverages,
    subjects: detail.subjects,
    abstract: detail.descriptions.map((d) => d.text).join('\n'),
  };
}

interface Read extends NamedPlace {
  field: PlaceField;
}

const LOUISIANA = /^(Louisiana|La\.?)$/i;
const STATEWIDE = /^Louisiana(\s*\((U\.S\.|State)\))?$/i;

/**
 * One LCSH-style place: 'Houma (La.)', 'Lafourche Parish (La.)', 'Greenwood (Caddo Parish,
 * La.)', 'French Quarter (New Orleans, La.)', 'New Orleans, La.'. A qualifier other than
 * Louisiana ('(Ind.)', '(D.C.)', '(France)') is a place elsewhere. Text in no such form is
 * read as running text. Returns undefined for 'Louisiana' itself.
 */
function headingPlaces(heading: string): NamedPlace[] | undefined {
  const text = heading.trim().replace(/\.$/, '');
  if (STATEWIDE.test(text)) return undefined;
  const qualified = /^(.+?)\s*\(([^()]+)\)$/.exec(text);
  const commaLa = /^(.+?),\s*(Louisiana|La\.?)$/.exec(text);
  if (!qualified && !commaLa) return namedPlaces(text);
  const name = (qualified?.[1] ?? commaLa?.[1] ?? '').trim();
  const qualifiers = (qualified?.[2] ?? 'La.').split(',').map((q) => q.trim());
  if (!LOUISIANA.test(qualifiers[qualifiers.length - 1] ?? '')) return [];
  const inner = qualifiers.length > 1 ? (qualifiers[0] ?? '') : '';
  const innerParish = /\sParish$/i.test(inner) ? louisianaPlace(inner)[0] : undefined;
  let candidates = louisianaPlace(name, innerParish);
  // A place the gazetteer does not know, inside a parish or town it knows.
  if (!candidates.length && innerParish) candidates = [innerParish];
  if (!candidates.length && inner) candidates = louisianaPlace(inner);
  return candidates.length ? [{ text: heading.trim(), candidates }] : [];
}

/**
 * An LCSH subject: its place parts ('New Orleans (La.)--History') and the place after a
 * 'Louisiana' subdivision ('Cajuns--Louisiana--Lafourche Parish'). Topical and personal
 * parts ('Jackson, Andrew, 1767-1845') name no place. 'Louisiana' with no place after it
 * is statewide.
 */
function subjectPlaces(subject: string): { places: NamedPlace[]; statewide: boolean } {
  const parts = subject.split('--').map((part) => part.trim());
  const places: NamedPlace[] = [];
  let statewide = false;
  parts.forEach((part, i) => {
    if (/\)$/.test(part)) {
      const read = headingPlaces(part);
      if (read) places.push(...read);
      else statewide = true;
    } else if (LOUISIANA.test(part)) {
      const next = parts[i + 1];
      const candidates = next ? louisianaPlace(next) : [];
      if (next && candidates.length) places.push({ text: next, candidates });
      else statewide = true;
    }
  });
  return { places, statewide };
}

/**
 * A name found in several parishes counts only when another place of the same text settles
 * it (one of its parishes is named unambiguously); otherwise it resolves to none.
 */
function settle<T extends NamedPlace>(read: T[]): (T & { fips: Fips })[] {
  const sure = new Set(read.filter((r) => r.candidates.length === 1).flatMap((r) => r.candidates));
  return read.flatMap((r) => {
    const fits = r.candidates.length === 1 ? r.candidates : r.candidates.filter((f) => sure.has(f));
    return fits.length === 1 && fits[0] ? [{ ...r, fips: fits[0] }] : [];
  });
}

/**
 * The parishes a catalogue record is about, from its coverages, subjects, title and
 * abstract. Places outside Louisiana resolve to no parish. 'Louisiana' is no parish: the
 * record is statewide when a coverage is Louisiana itself, or when a subject places it in
 * Louisiana and nothing names a parish.
 */
export function cataloguePlaces(record: CatalogueText): CataloguePlaces {
  const read: Read[] = [];
  let louisiana = false;
  let inLouisiana = false;
  for (const coverage of record.coverages) {
    if (/^\s*[\d\s\-–/s']+\s*$|century/i.test(coverage)) continue;
    // Some catalogues write a coverage as a heading: 'Louisiana--Lafourche Parish'.
    if (coverage.includes('--')) {
      const found = subjectPlaces(coverage);
      louisiana ||= found.statewide;
      read.push(...found.places.map((p) => ({ ...p, field: 'coverage' as const })));
      continue;
    }
    const places = headingPlaces(coverage);
    if (places) read.push(...places.map((p) => ({ ...p, field: 'coverage' as const })));
    else louisiana = true;
  }
  for (const subject of record.subjects) {
    const found = subjectPlaces(subject);
    inLouisiana ||= found.statewide;
    read.push(...found.places.map((p) => ({ ...p, field: 'subject' as const })));
  }
  // The cataloguer's places are the record's; running text names reference points too
  // ('plants between Baton Rouge and New Orleans'), so it speaks only when they are silent.
  const catalogued = settle(read).length > 0;
  for (const field of catalogued ? [] : (['title', 'abstract'] as const)) {
    read.push(...namedPlaces(record[field]).map((p) => ({ ...p, field })));
  }
  const places: CataloguePlace[] = settle(read).map(({ fips, field, text }) => ({
    fips,
    field,
    text,
  }));
  const parishes = [...new Set(places.map((p) => p.fips))]
    .filter((fips) => parishByFips(fips))
    .sort();
  // 'Rice--Harvesting--Louisiana' on a record about Jennings places rice, not the record.
  const statewide = louisiana || (inLouisiana && !parishes.length);
  return { parishes, statewide, places };
}

/**
 * Parishes named on camera: each caption line read on its own, a parish or one of its
 * towns with the line's moment. A common-word name needs its cue in the same line, and a
 * name found in several parishes needs one of them named in that line.
 */
export function spokenPlaces(lines: readonly PlaceLine[]): SpokenPlace[] {
  return lines.flatMap((line) =>
    settle(namedPlaces(line.text)).map(({ fips, text }) => ({ fips, text, offset: line.offset })),
  );
}

/** Statewide as the explore hub counts it apart from the map: Louisiana as a whole, no parish. */
export function countedStatewide(places: CataloguePlaces): boolean {
  return places.statewide && places.parishes.length === 0;
}
