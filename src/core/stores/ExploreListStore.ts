import { makeAutoObservable } from 'mobx';
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
import { parishByFips, parishBySlug, parishTitle } from '../rules/places/gazetteer';
import { paths, type ExploreAddress } from '../routes/routeTable';
import { parishPlace } from '../rules/places/linkedData';
import { absoluteUrl, collectionPage, type JsonLd } from '../rules/seo/structuredData';
import type { ExploreSource } from '../use-cases/ReadCatalogue';
import { Load } from './Load';
import type { PageData } from './PageData';

/** The dimension an explore page is of. */
export type ExploreKind = 'parish' | 'decade' | 'subject' | 'person';

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

/** One count of a facet: a link that narrows the list (or widens it when chosen). */
export interface FacetLink {
  label: string;
  count: number;
  to: string;
  chosen: boolean;
}

export interface Facet {
  kind: ExploreKind;
  title: string;
  links: FacetLink[];
  /** The list without this facet's choice, when one is made. */
  clear: string | undefined;
}

export interface SortLink {
  sort: ExploreSort;
  label: string;
  to: string;
  chosen: boolean;
}

const SORT_LABELS: Record<ExploreSort, string> = {
  relevance: 'Relevance',
  oldest: 'Oldest',
  newest: 'Newest',
};

const FACET_TITLES: Record<ExploreKind, string> = {
  parish: 'Parish',
  decade: 'Decade',
  subject: 'Subject',
  person: 'Person',
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
    makeAutoObservable<ExploreListStore, 'answer' | 'source'>(this, {
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

  /** The site has no catalogue index (yet): the page says so. */
  get unavailable(): boolean {
    return this.source === undefined && !this.answer.settled && !this.missing;
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

  get sorts(): SortLink[] {
    return EXPLORE_SORTS.map((sort) => ({
      sort,
      label: SORT_LABELS[sort],
      to: this.addressWith({ sort: sort === 'relevance' ? undefined : sort }),
      chosen: sort === this.sort,
    }));
  }

  /** The other dimensions' counts within this list, each a link narrowing it. */
  get facets(): Facet[] {
    const { results } = this.answer.value;
    const chosen = this.address;
    const facets: Facet[] = [];
    const facet = (kind: ExploreKind, links: FacetLink[]) => {
      const key = kind;
      facets.push({
        kind,
        title: FACET_TITLES[kind],
        links,
        clear: chosen[key] ? this.addressWith({ [key]: undefined }) : undefined,
      });
    };
    if (this.kind !== 'parish')
      facet(
        'parish',
        results.parishes.flatMap(({ value, count }) => {
          const parish = parishByFips(value);
          if (!parish) return [];
          return [
            {
              label: parishTitle(parish),
              count,
              to: this.addressWith({ parish: parish.slug }),
              chosen: chosen.parish === parish.slug,
            },
          ];
        }),
      );
    if (this.kind !== 'decade')
      facet(
        'decade',
        // In time order, whatever order the index counted them in.
        [...results.decades]
          .sort((a, b) => (a.value ?? 0) - (b.value ?? 0))
          .flatMap(({ value, count }) => {
            // 'Date unknown' has no page of its own, and is not a filter.
            if (value === null) return [];
            const label = decadeLabel(value);
            return [
              {
                label,
                count,
                to: this.addressWith({ decade: label }),
                chosen: chosen.decade === label,
              },
            ];
          }),
      );
    if (this.kind !== 'subject')
      facet(
        'subject',
        results.subjects.map(({ slug, name, count }) => ({
          label: name,
          count,
          to: this.addressWith({ subject: slug }),
          chosen: chosen.subject === slug,
        })),
      );
    if (this.kind !== 'person')
      facet(
        'person',
        results.people.map(({ slug, name, count }) => ({
          label: name,
          count,
          to: this.addressWith({ person: slug }),
          chosen: chosen.person === slug,
        })),
      );
    return facets;
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
