import type { AssetDetail, Contributor } from '../../entities/AssetDetail';
import { parseHms } from '../values/time';

/** One line of the DETAILS panel; lines without a value are never produced (but Duration). */
export interface DetailField {
  label: string;
  value: string;
}

const joined = (values: string[]) =>
  values
    .map((v) => v.trim())
    .filter(Boolean)
    .join(', ');

/** What DETAILS says of a clip whose duration the archive does not give. */
export const UNKNOWN_DURATION = 'Unknown';

// A duration that is not hh:mm:ss, or is zero, says nothing true about the clip.
const shownDuration = (duration: string) =>
  (parseHms(duration) ?? 0) > 0 ? duration.trim() : UNKNOWN_DURATION;

/**
 * The DETAILS panel of SPEC §2 "Video detail", in order, empty fields left out. Duration is
 * always listed (SPEC §2 names it): 'Unknown' when the archive gives none that can be read.
 */
export function detailFields(detail: AssetDetail): DetailField[] {
  const fields: DetailField[] = [
    { label: 'Collection', value: detail.collectionName.trim() },
    { label: 'Genre', value: joined(detail.genres.map((g) => g.text)) },
    { label: 'Place Covered', value: joined(detail.coverages) },
    { label: 'Copyright Holder', value: joined(detail.publishers) },
    { label: 'Date Issued', value: detail.dateIssued.trim() },
    { label: 'Duration', value: shownDuration(detail.duration) },
    { label: 'Subjects', value: joined(detail.subjects) },
  ];
  return fields.filter((f) => f.value !== '');
}

/** The first Abstract description, trimmed; '' when there is none. */
export function abstractText(detail: AssetDetail): string {
  const abstract = detail.descriptions.find(
    (d) => d.type.trim().toLowerCase() === 'abstract' && d.text.trim() !== '',
  );
  return abstract?.text.trim() ?? '';
}

/** The contributors that have both a name and a role. */
export function namedContributors(detail: AssetDetail): Contributor[] {
  return detail.contributors.filter((c) => c.name.trim() && c.role.trim());
}
