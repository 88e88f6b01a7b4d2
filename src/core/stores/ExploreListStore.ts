import { observed } from './observed';
import {
  EXPLORE_PAGE_SIZE,
  EXPLORE_SORTS,
  type ExploreFilter,
  type ExploreResults,
  type ExploreSort,
  type ExploreVideo,
  type SpokenMention,
} from '../entities/Catalogue';
import { parsePage } from '../entities/Browse';
import { NotFoundError } from '../ports/NotFound';
import type { Logger } from '../ports/Logger';
import { decadeLabel, parseDecade } from '../rules/places/assetTime';
import { parishBySlug, parishTitle } from '../rules/places/gazetteer';
import { paths, type ExploreAddress } from '../routes/routeTable';
import { parishPlace } from '../rules/places/linkedData';
import { absoluteUrl, collectionPage, type JsonLd } from '../rules/seo/structuredData';
import type { ExploreSource } from '../use-cases/ReadCatalogue';
import {
  exploreFacets,
  sortLinks,
  type ExploreKind,
  type Facet,
  type SortLink,
} from '../rules/catalogue/exploreFacets';
import { Load } from './Load';
import type { PageData } from './PageData';

export type { ExploreKind, Facet, FacetLink, SortLink } from '../rules/catalogue/exploreFacets';

/** Moments a parish page lists where it is named on camera. */
export const MENTIONS_SHOWN = 20;

/** The page's address: its own slug, and the query's other dimensions, sort and page. */
export interface ExploreListAddress {
  slug: string;
  parish?: string | null;
  decade?: string | null;
  subject?: string | null;
  person?: string | null;
  sort?: string | null;
  page?: string | null;
}

interface ExploreListAnswer {
  /** The page's own name: 'Orleans Parish', '1960s', 'Mardi Gras'. */
  name: string;
  results: ExploreResults;
  mentions: SpokenMention[];
}

const EMPTY: ExploreListAnswer = {
  name: '',
  results: { videos: [], total: 0, parishes: [], decades: [], subjects: [], people: [] },
  mentions: [],
};

/** A parish, decade, subject or person page: its public videos, paged, sorted, narrowed. */
export class ExploreListStore {
  private readonly answer: Load<ExploreListAnswer>;
  private address: ExploreListAddress = { slug: '' };

  constructor(
    readonly kind: ExploreKind,
    private readonly source: ExploreSource | undefined,
    logger: Logger,
    data?: PageData,
  ) {
    this.answer = new Load<ExploreListAnswer>(EMPTY, {
      logger,
      failure: 'Error fetching the catalogue:',
      data,
      pending: source !== undefined,
    });
    observed<ExploreListStore, 'answer' | 'source'>(this, {
      answer: false,
      source: false,
    });
  }

  /** Reads the address; state only, `start` loads it. */
  at(address: ExploreListAddress): void {
    this.address = address;
  }

  get sort(): ExploreSort {
    const sort = this.address.sort as ExploreSort;
    return EXPLORE_SORTS.includes(sort) ? sort : 'relevance';
  }

  /** 1-based. */
  get page(): number {
    return parsePage(this.address.page ?? undefined);
  }

  /**
   * The page's own dimension and the query's others as a filter; undefined when the page's
   * own slug or decade names nothing (404). A query naming nothing is left out.
   */
  get filter(): ExploreFilter | undefined {
    const own = this.own;
    if (!own) return undefined;
    const { parish, decade, subject, person } = this.address;
    return {
      ...(parish && parishBySlug(parish) ? { parish: parishBySlug(parish)?.fips } : {}),
      ...(decade && parseDecade(decade) !== undefined ? { decade: parseDecade(decade) } : {}),
      ...(subject ? { subject } : {}),
      ...(person ? { person } : {}),
      ...own,
    };
  }

  private get own(): ExploreFilter | undefined {
    const { slug } = this.address;
    switch (this.kind) {
      case 'parish': {
        const parish = parishBySlug(slug);
        return parish ? { parish: parish.fips } : undefined;
      }
      case 'decade': {
        const decade = parseDecade(slug);
        return decade === undefined ? undefined : { decade };
      }
      case 'subject':
        return slug ? { subject: slug } : undefined;
      case 'person':
        return slug ? { person: slug } : undefined;
    }
  }

  /** The site has no catalogue index (yet), or it could not be read: the page says so. */
  get unavailable(): boolean {
    return (this.source === undefined && !this.answer.settled && !this.missing) || this.failed;
  }

  /** The slug or decade names nothing: the page is a 404. */
  get missing(): boolean {
    return this.filter === undefined || this.answer.missing;
  }

  get loading(): boolean {
    return this.answer.loading;
  }

  get failed(): boolean {
    return this.answer.failed && !this.answer.missing;
  }

  /** The page's h1. */
  get heading(): string {
    if (this.kind === 'parish') {
      const parish = parishBySlug(this.address.slug);
      return parish ? parishTitle(parish) : '';
    }
    if (this.kind === 'decade') {
      const decade = parseDecade(this.address.slug);
      return decade === undefined ? '' : decadeLabel(decade);
    }
    return this.answer.value.name;
  }

  get videos(): ExploreVideo[] {
    return this.answer.value.results.videos;
  }

  get total(): number {
    return this.answer.value.results.total;
  }

  get mentions(): SpokenMention[] {
    return this.answer.value.mentions;
  }

  /** The address of this list with `change` over its current choices (page 1 unless given). */
  addressWith(change: ExploreAddress): string {
    const { parish, decade, subject, person } = this.address;
    const current: ExploreAddress = {
      parish: parish ?? undefined,
      decade: decade ?? undefined,
      subject: subject ?? undefined,
      person: person ?? undefined,
      sort: this.sort === 'relevance' ? undefined : this.sort,
    };
    const next = { ...current, ...change };
    const slug = this.address.slug;
    switch (this.kind) {
      case 'parish':
        return paths.exploreParish(slug, { ...next, parish: undefined });
      case 'decade':
        return paths.exploreDecade(slug, { ...next, decade: undefined });
      case 'subject':
        return paths.exploreSubject(slug, { ...next, subject: undefined });
      case 'person':
        return paths.explorePerson(slug, { ...next, person: undefined });
    }
  }

  /** The page as a schema.org CollectionPage on the site at `origin`, with what it lists. */
  structuredData(origin: string): JsonLd | undefined {
    const name = this.heading;
    if (!name || this.missing) return undefined;
    const slug = this.address.slug;
    const own = {
      parish: paths.exploreParish(slug),
      decade: paths.exploreDecade(slug),
      subject: paths.exploreSubject(slug),
      person: paths.explorePerson(slug),
    }[this.kind];
    const url = absoluteUrl(own, origin);
    const parish = this.kind === 'parish' ? parishBySlug(slug) : undefined;
    const decade = this.kind === 'decade' ? parseDecade(slug) : undefined;
    return collectionPage({
      name,
      url,
      breadcrumbs: [
        { name: 'Home', url: absoluteUrl(paths.home(), origin) },
        { name: 'Explore', url: absoluteUrl(paths.explore(), origin) },
        { name, url },
      ],
      items: this.videos.map((video) => ({
        name: video.title,
        url: absoluteUrl(paths.assetDetail(video.id), origin),
      })),
      spatialCoverage: parish ? parishPlace(parish, url) : undefined,
      temporalCoverage: decade === undefined ? undefined : `${decade}/${decade + 9}`,
      about:
        this.kind === 'subject'
          ? { '@type': 'Thing', name }
          : this.kind === 'person'
            ? { '@type': 'Person', name }
            : undefined,
    });
  }

  /** The address of a 0-based page (the paginator links to it). */
  pageRoute(pageIndex: number): string {
    return this.addressWith({ page: pageIndex + 1 });
  }

  /** The sort choices, each a link to this list in that order. */
  get sorts(): SortLink[] {
    return sortLinks(this.sort, (change) => this.addressWith(change));
  }

  /** The other dimensions' counts within this list, each a link narrowing it. */
  get facets(): Facet[] {
    return exploreFacets(this.kind, this.answer.value.results, this.address, (change) =>
      this.addressWith(change),
    );
  }

  start(): Promise<void> {
    return this.load();
  }

  restore(): void {
    this.answer.restore(this.loadKey);
  }

  dispose(): void {
    this.answer.dispose();
  }

  private get loadKey(): string {
    const f = this.filter ?? {};
    return `explore/${this.kind}/${JSON.stringify([f.parish, f.decade, f.subject, f.person, this.sort, this.page])}`;
  }

  private async load(): Promise<void> {
    const source = this.source;
    const filter = this.filter;
    if (!source || !filter) return;
    const { kind } = this;
    const own = this.address.slug;
    const query = { ...filter, sort: this.sort, page: this.page, pageSize: EXPLORE_PAGE_SIZE };
    await this.answer.run(this.loadKey, async (signal) => {
      let name = '';
      if (kind === 'subject' || kind === 'person') {
        const named = await (kind === 'subject'
          ? source.subject(own, { signal })
          : source.person(own, { signal }));
        if (!named) throw new NotFoundError(`No ${kind} '${own}'`);
        name = named.name;
      }
      const [results, mentions] = await Promise.all([
        source.explore(query, { signal }),
        kind === 'parish' && filter.parish !== undefined
          ? source.mentions(filter.parish, MENTIONS_SHOWN, { signal })
          : Promise.resolve([]),
      ]);
      return { name, results, mentions };
    });
  }
}
