import {
  MAX_MENTIONS,
  type AssetFacets,
  type CatalogueOverview,
  type ExploreAnswer,
  type ExploreFilter,
  type ExploreQuery,
  type ExploreSort,
  type ExploreVideo,
  type NamedCount,
  type SpokenMention,
} from '../entities/Catalogue';
import type { Fips } from '../entities/Places';
import type { CallOptions } from '../ports/CallOptions';
import type { CatalogueExplorer } from '../ports/Catalogue';
import { unlessAborted } from '../rules/values/abort';
import type { PublicAssets } from './PublicAssets';

/**
 * The hub's counts are the same for every visitor: one read of the index serves them for
 * this long (the archive answers' window), rather than a read of the index for each page.
 */
export const OVERVIEW_KEPT_MS = 60_000;

/** Videos asked of the index at once when listing them all (its largest page). */
const VIDEOS_AT_ONCE = 100;

export const NO_EXPLORE_RESULTS: ExploreAnswer = {
  videos: [],
  total: 0,
  parishes: [],
  decades: [],
  subjects: [],
  people: [],
  candidates: [],
};

/**
 * Exploring the catalogue that shows and counts only what the archive makes public now,
 * whatever the index still holds: the videos a list holds (the first MAX_SPOKEN_VIDEOS in its
 * order) are checked through the archive's cached answers, and a list is kept only when all
 * of them are public; otherwise the index pages and counts the public ones again. A video the
 * archive could not answer for is left out of that answer. The hub's counts and a subject's
 * or person's count are the index's own: they name no video, and every read and every pass
 * drops what is no longer public.
 */
export class ExploreCatalogue implements CatalogueExplorer {
  /** The overview read last, and when; a failed read is not kept. */
  private kept: { at: number; overview: Promise<CatalogueOverview> } | undefined;

  constructor(
    private readonly catalogue: CatalogueExplorer,
    private readonly publicAssets: PublicAssets,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The index's counts, read at most once per OVERVIEW_KEPT_MS by all who ask; a caller who
   * leaves stops waiting, the read goes on for the others.
   */
  overview(options?: CallOptions): Promise<CatalogueOverview> {
    const at = this.now();
    if (!this.kept || at - this.kept.at >= OVERVIEW_KEPT_MS) {
      const kept = { at, overview: this.catalogue.overview() };
      this.kept = kept;
      kept.overview.catch(() => {
        if (this.kept === kept) this.kept = undefined;
      });
    }
    return unlessAborted(this.kept.overview, options?.signal);
  }

  async matching(
    filter: ExploreFilter,
    sort: ExploreSort,
    options?: CallOptions,
  ): Promise<string[]> {
    const ids = await this.catalogue.matching(filter, sort, options);
    return (await this.publicAssets.sort(ids, options)).public;
  }

  /**
   * One read of the index when every video it considered is public (the usual case), a
   * second among the public ones otherwise.
   */
  async explore(query: ExploreQuery, options?: CallOptions): Promise<ExploreAnswer> {
    const first = await this.catalogue.explore(query, options);
    const { public: among } = await this.publicAssets.sort(first.candidates, options);
    if (among.length === first.candidates.length) return first;
    if (among.length === 0) return NO_EXPLORE_RESULTS;
    return this.catalogue.explore({ ...query, among }, options);
  }

  /**
   * Every public video a filter holds (the first MAX_SPOKEN_VIDEOS in its order), for lists
   * that are not paged (a IIIF Collection).
   */
  async videos(
    filter: ExploreFilter,
    sort: ExploreSort,
    options?: CallOptions,
  ): Promise<ExploreVideo[]> {
    const among = await this.matching(filter, sort, options);
    const videos: ExploreVideo[] = [];
    for (let page = 1; (page - 1) * VIDEOS_AT_ONCE < among.length; page += 1) {
      const query = { ...filter, sort, page, pageSize: VIDEOS_AT_ONCE, among };
      videos.push(...(await this.catalogue.explore(query, options)).videos);
    }
    return videos;
  }

  /**
   * The moments of public videos only: the videos of the first MAX_MENTIONS moments are
   * checked, then the index lists `limit` moments among the public ones.
   */
  async mentions(
    parish: Fips,
    limit: number,
    among?: readonly string[],
    options?: CallOptions,
  ): Promise<SpokenMention[]> {
    const found = await this.catalogue.mentions(parish, MAX_MENTIONS, among, options);
    const ids = [...new Set(found.map((mention) => mention.video.id))];
    const { public: shown } = await this.publicAssets.sort(ids, options);
    if (shown.length === 0) return [];
    if (shown.length === ids.length) return found.slice(0, Math.max(0, limit));
    return this.catalogue.mentions(parish, limit, shown, options);
  }

  /**
   * The index's own answer, unchecked: its callers ask of the ids the archive has just
   * answered a search with (public by that answer), and a decade and parishes name no video
   * the search did not.
   */
  facetsOf(ids: readonly string[], options?: CallOptions): Promise<AssetFacets[]> {
    return this.catalogue.facetsOf(ids, options);
  }

  subject(slug: string, options?: CallOptions): Promise<NamedCount | undefined> {
    return this.catalogue.subject(slug, options);
  }

  person(slug: string, options?: CallOptions): Promise<NamedCount | undefined> {
    return this.catalogue.person(slug, options);
  }
}
