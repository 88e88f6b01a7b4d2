import { observed } from './observed';
import type { CatalogueOverview, NamedCount } from '../entities/Catalogue';
import type { Fips } from '../entities/Places';
import type { Logger } from '../ports/Logger';
import type { ParishMap, ParishMapGeometry } from '../ports/ParishMap';
import { decadeLabel } from '../rules/places/assetTime';
import { PARISHES } from '../rules/places/gazetteer';
import { paths } from '../routes/routeTable';
import type { ExploreSource } from '../use-cases/ReadCatalogue';
import { absoluteUrl, collectionPage, type JsonLd } from '../rules/seo/structuredData';
import { Load } from './Load';
import type { PageData } from './PageData';

/** The hub's answer: the counts, and the map drawn where its shapes are (the server). */
export interface ExploreHub {
  overview: CatalogueOverview;
  map: ParishMapGeometry | undefined;
}

/** A parish with its count of videos (by catalogue places) and of videos naming it. */
export interface ParishEntry {
  fips: Fips;
  name: string;
  to: string;
  count: number;
  spoken: number;
  /** Its shade on the map: 0 for none, then 1 to SHADES by count. */
  shade: number;
}

export interface DecadeEntry {
  label: string;
  /** Undefined for 'date unknown', which has no page. */
  to: string | undefined;
  count: number;
  /** Its bar's length against the largest decade, 0 to 1. */
  share: number;
}

export interface NamedEntry extends NamedCount {
  to: string;
}

/** Shades of the map above 'none'. */
export const SHADES = 4;

/**
 * The upper bound (inclusive) of each shade above none: quartiles of the parishes that have
 * videos, so one parish with many does not leave all the others in the lightest shade.
 * Fewer shades when counts repeat.
 */
export function shadeBounds(counts: readonly number[]): number[] {
  const sorted = counts.filter((c) => c > 0).sort((a, b) => a - b);
  const bounds: number[] = [];
  for (let i = 1; i <= SHADES; i++) {
    const bound = sorted[Math.ceil((sorted.length * i) / SHADES) - 1];
    if (bound !== undefined && bound > (bounds[bounds.length - 1] ?? 0)) bounds.push(bound);
  }
  return bounds;
}

function shadeOf(count: number, bounds: readonly number[]): number {
  if (count <= 0) return 0;
  const index = bounds.findIndex((bound) => count <= bound);
  return index < 0 ? bounds.length : index + 1;
}

const EMPTY: ExploreHub = {
  overview: {
    parishes: [],
    spokenParishes: [],
    statewide: 0,
    decades: [],
    unknownDate: 0,
    subjects: [],
    people: [],
    total: 0,
  },
  map: undefined,
};

/** Subjects and people the hub shows. */
export const HUB_NAMED = 12;

/** `/explore`: the 64 parishes on a map and in a list, the decades, the most used names. */
export class ExploreHubStore {
  private readonly hub: Load<ExploreHub>;

  constructor(
    private readonly source: ExploreSource | undefined,
    private readonly parishMap: ParishMap | undefined,
    logger: Logger,
    data?: PageData,
  ) {
    this.hub = new Load<ExploreHub>(EMPTY, {
      logger,
      failure: 'Error fetching the catalogue:',
      data,
      pending: source !== undefined,
    });
    observed<ExploreHubStore, 'hub' | 'source' | 'parishMap'>(this, {
      hub: false,
      source: false,
      parishMap: false,
    });
  }

  /** The site has no catalogue index (yet), or it could not be read: the page says so. */
  get unavailable(): boolean {
    return (this.source === undefined && !this.hub.settled) || this.hub.failed;
  }

  get loading(): boolean {
    return this.hub.loading;
  }

  get failed(): boolean {
    return this.hub.failed;
  }

  get overview(): CatalogueOverview {
    return this.hub.value.overview;
  }

  get map(): ParishMapGeometry | undefined {
    return this.hub.value.map;
  }

  /** The shade bounds of the map's legend. */
  get bounds(): number[] {
    return shadeBounds(this.overview.parishes.map((p) => p.count));
  }

  /** Every one of the 64 parishes, in FIPS order, with its counts (0 when it has none). */
  get parishes(): ParishEntry[] {
    const counts = new Map(this.overview.parishes.map((p) => [p.value, p.count]));
    const spoken = new Map(this.overview.spokenParishes.map((p) => [p.value, p.count]));
    const bounds = this.bounds;
    return PARISHES.map((parish) => {
      const count = counts.get(parish.fips) ?? 0;
      return {
        fips: parish.fips,
        name: parish.name,
        to: paths.exploreParish(parish.slug),
        count,
        spoken: spoken.get(parish.fips) ?? 0,
        shade: shadeOf(count, bounds),
      };
    });
  }

  /** The decades in time order, then 'date unknown' when some are. */
  get decades(): DecadeEntry[] {
    const known = [...this.overview.decades].sort((a, b) => a.value - b.value);
    const max = Math.max(1, ...known.map((d) => d.count), this.overview.unknownDate);
    const entries: DecadeEntry[] = known.map((d) => ({
      label: decadeLabel(d.value),
      to: paths.exploreDecade(decadeLabel(d.value)),
      count: d.count,
      share: d.count / max,
    }));
    if (this.overview.unknownDate > 0)
      entries.push({
        label: 'Date unknown',
        to: undefined,
        count: this.overview.unknownDate,
        share: this.overview.unknownDate / max,
      });
    return entries;
  }

  get subjects(): NamedEntry[] {
    return this.overview.subjects
      .slice(0, HUB_NAMED)
      .map((s) => ({ ...s, to: paths.exploreSubject(s.slug) }));
  }

  get people(): NamedEntry[] {
    return this.overview.people
      .slice(0, HUB_NAMED)
      .map((p) => ({ ...p, to: paths.explorePerson(p.slug) }));
  }

  /** The hub as a schema.org CollectionPage: its parish pages are what it lists. */
  structuredData(origin: string): JsonLd {
    const url = absoluteUrl(paths.explore(), origin);
    return collectionPage({
      name: 'Explore by Place and Time',
      url,
      breadcrumbs: [
        { name: 'Home', url: absoluteUrl(paths.home(), origin) },
        { name: 'Explore', url },
      ],
      items: this.parishes.map((p) => ({
        name: `${p.name} Parish`,
        url: absoluteUrl(p.to, origin),
      })),
      spatialCoverage: { '@type': 'State', name: 'Louisiana' },
    });
  }

  start(): Promise<void> {
    return this.load();
  }

  restore(): void {
    this.hub.restore(KEY);
  }

  dispose(): void {
    this.hub.dispose();
  }

  private async load(): Promise<void> {
    const source = this.source;
    if (!source) return;
    await this.hub.run(KEY, async (signal) => ({
      overview: await source.overview({ signal }),
      map: this.parishMap?.geometry(),
    }));
  }
}

const KEY = 'explore/hub';
