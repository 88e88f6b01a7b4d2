import type { AssetDetail } from '../../entities/AssetDetail';
import { paths } from '../../routes/routeTable';
import type { DetailField } from '../clip/detailFields';
import { assetTime, decadeLabel } from './assetTime';
import { parishByFips, slugOf } from './gazetteer';
import { cataloguePlaces } from './resolvePlaces';

/** A piece of a DETAILS value: its text, and the explore page it opens when it has one. */
export interface LinkedText {
  text: string;
  to?: string;
}

const trimmed = (values: readonly string[]) => values.map((v) => v.trim()).filter(Boolean);

/** The explore page of one coverage: its parish when it names exactly one. */
function placeLink(coverage: string): string | undefined {
  const { parishes } = cataloguePlaces({
    title: '',
    coverages: [coverage],
    subjects: [],
    abstract: '',
  });
  const parish = parishes.length === 1 ? parishByFips(parishes[0] as string) : undefined;
  return parish ? paths.exploreParish(parish.slug) : undefined;
}

/**
 * A DETAILS value as pieces linking to the explore pages: each place covered to
 * its parish, each subject to its page, the date issued to its decade. Other fields, and
 * pieces with no page, are plain text; joined with ', ' they read as `field.value`.
 */
export function linkedDetail(field: DetailField, detail: AssetDetail): LinkedText[] {
  switch (field.label) {
    case 'Place Covered':
      return trimmed(detail.coverages).map((text) => ({ text, to: placeLink(text) }));
    case 'Subjects':
      return trimmed(detail.subjects).map((text) => ({
        text,
        to: slugOf(text) ? paths.exploreSubject(slugOf(text)) : undefined,
      }));
    case 'Date Issued': {
      const time = assetTime({ dateIssued: detail.dateIssued, coverages: [] });
      return [
        {
          text: field.value,
          to: time.known ? paths.exploreDecade(decadeLabel(time.decade)) : undefined,
        },
      ];
    }
    default:
      return [{ text: field.value }];
  }
}

/** A contributor's explore page, by name. */
export function personLink(name: string): string | undefined {
  const slug = slugOf(name);
  return slug ? paths.explorePerson(slug) : undefined;
}
