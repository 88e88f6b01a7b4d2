import type {
  CatalogueOverview,
  ExploreQuery,
  ExploreResults,
  NamedCount,
  SpokenMention,
} from '../entities/Catalogue';
import type { Fips } from '../entities/Places';
import type { CallOptions } from '../ports/CallOptions';
import type { CatalogueExplorer } from '../ports/Catalogue';

/**
 * What the explore screens read of the catalogue. The public check (public at every
 * read) belongs to the use case that implements it; the stores see only this.
 */
export interface ExploreSource {
  overview(options?: CallOptions): Promise<CatalogueOverview>;
  explore(query: Omit<ExploreQuery, 'among'>, options?: CallOptions): Promise<ExploreResults>;
  mentions(parish: Fips, limit: number, options?: CallOptions): Promise<SpokenMention[]>;
  subject(slug: string, options?: CallOptions): Promise<NamedCount | undefined>;
  person(slug: string, options?: CallOptions): Promise<NamedCount | undefined>;
}

/**
 * The catalogue index as it stands, without asking the archive what is public now: for an
 * index that holds only public videos (tests, the demo). A server facing a real archive
 * composes the public-check use case instead.
 */
export class ReadCatalogue implements ExploreSource {
  constructor(private readonly explorer: CatalogueExplorer) {}

  overview(options?: CallOptions): Promise<CatalogueOverview> {
    return this.explorer.overview(options);
  }

  /** The page and its counts; the ids behind them stay here (a page's data need not carry 1,000). */
  async explore(
    query: Omit<ExploreQuery, 'among'>,
    options?: CallOptions,
  ): Promise<ExploreResults> {
    const { candidates: _candidates, ...results } = await this.explorer.explore(query, options);
    return results;
  }

  mentions(parish: Fips, limit: number, options?: CallOptions): Promise<SpokenMention[]> {
    return this.explorer.mentions(parish, limit, undefined, options);
  }

  subject(slug: string, options?: CallOptions): Promise<NamedCount | undefined> {
    return this.explorer.subject(slug, options);
  }

  person(slug: string, options?: CallOptions): Promise<NamedCount | undefined> {
    return this.explorer.person(slug, options);
  }
}
