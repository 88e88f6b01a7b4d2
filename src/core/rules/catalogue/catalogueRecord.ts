import type { CatalogueRecord, SpokenPlaceLine } from '../../entities/Catalogue';
import type { AssetDetail } from '../../entities/AssetDetail';
import type { PlaceLine } from '../../entities/Places';
import { indexedAssetOf } from '../media/spokenIndex';
import { assetTime } from '../places/assetTime';
import { catalogueText, cataloguePlaces, spokenPlaces } from '../places/resolvePlaces';

/**
 * What the catalogue keeps of a public video's detail: its fields as the archive wrote them,
 * its parishes (from coverages, subjects, title and abstract) and its time. Its title and
 * thumbnail are the ones search results show.
 */
export function catalogueRecordOf(
  id: string,
  detail: AssetDetail,
): Omit<CatalogueRecord, 'spoken'> {
  const shown = indexedAssetOf(id, detail);
  const text = catalogueText(detail);
  return {
    ...shown,
    abstract: detail.descriptions[0]?.text ?? '',
    subjects: detail.subjects,
    genres: detail.genres.map((genre) => genre.text).filter((genre) => genre.trim() !== ''),
    contributors: detail.contributors
      .filter((c) => c.name.trim() !== '' && c.role.trim() !== '')
      .map(({ name, role }) => ({ name, role })),
    coverages: detail.coverages,
    dateIssued: detail.dateIssued,
    duration: detail.duration,
    places: cataloguePlaces(text),
    time: assetTime(detail),
  };
}

/** The parishes named on camera in these lines, each with the line it was said in. */
export function spokenPlaceLines(lines: readonly PlaceLine[]): SpokenPlaceLine[] {
  return lines.flatMap((line) =>
    spokenPlaces([line]).map((place) => ({ ...place, line: line.text })),
  );
}
