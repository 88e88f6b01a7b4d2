import {
  MAX_FACET_IDS,
  type AssetFacets,
  type CatalogueOverview,
  CatalogueRecord,
  type ExploreAnswer,
  type ExploreFilter,
  type ExploreQuery,
  type ExploreSort,
  type ExploreVideo,
  type NamedCount,
  type SpokenMention,
} from '../../core/entities/Catalogue';
import type { Fips } from '../../core/entities/Places';
import type { FacetCount } from '../../core/entities/SpokenWords';
import { MAX_SPOKEN_VIDEOS } from '../../core/entities/SpokenWords';
import type { CatalogueExplorer, CatalogueStore } from '../../core/ports/Catalogue';
import { slugOf } from '../../core/rules/places/gazetteer';
import { countedStatewide } from '../../core/rules/places/resolvePlaces';

function video(record: CatalogueRecord): ExploreVideo {
  const { time } = record;
  return {
    id: record.id,
    title: record.title,
    seriesTitle: record.seriesTitle,
    type: record.type,
    collection: record.collection,
    thumbnail: record.thumbnail,
    ...(time.known ? { decade: time.decade } : {}),
    ...(time.known && time.year !== undefined ? { year: time.year } : {}),
  };
}

const people = (r: CatalogueRecord) => [...new Set(r.contributors.map((c) => c.name))];

function counted<T>(values: T[]): FacetCount<T>[] {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ value, count }));
}

/** Names with their counts of videos, most first then by name. */
function named(lists: string[][]): NamedCount[] {
  const counts = new Map<string, NamedCount>();
  for (const list of lists)
    for (const name of new Set(list)) {
      const slug = slugOf(name);
      if (!slug) continue;
      const entry = counts.get(slug) ?? { slug, name, count: 0 };
      entry.count += 1;
      counts.set(slug, entry);
    }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

const byCount = <T>(a: FacetCount<T>, b: FacetCount<T>) => b.count - a.count;

/** Year order; the undated last either way. */
function ordered(records: CatalogueRecord[], sort: ExploreSort): CatalogueRecord[] {
  if (sort === 'relevance') return records;
  const when = (r: CatalogueRecord) => (r.time.known ? (r.time.year ?? r.time.decade) : undefined);
  const sign = sort === 'oldest' ? 1 : -1;
  return [...records].sort((a, b) => {
    const x = when(a);
    const y = when(b);
    if (x === undefined || y === undefined)
      return (x === undefined ? 1 : 0) - (y === undefined ? 1 : 0);
    return sign * (x - y);
  });
}

/** The catalogue index in memory, over a list of records (tests, screenshots). */
export class InMemoryCatalogue implements CatalogueExplorer, CatalogueStore {
  private readonly held = new Map<string, CatalogueRecord>();

  constructor(records: readonly CatalogueRecord[] = []) {
    for (const record of records) this.held.set(record.id, record);
  }

  async storeRecord(record: CatalogueRecord): Promise<void> {
    this.held.set(record.id, record);
  }

  async records(): Promise<Set<string>> {
    return new Set(this.held.keys());
  }

  async dropRecord(id: string): Promise<void> {
    this.held.delete(id);
  }

  private all(among?: readonly string[]): CatalogueRecord[] {
    const list = [...this.held.values()];
    if (!among) return list;
    const allowed = new Set(among);
    return list.filter((r) => allowed.has(r.id));
  }

  private holding(filter: ExploreFilter, among?: readonly string[]): CatalogueRecord[] {
    return this.all(among).filter(
      (r) =>
        (filter.parish === undefined || r.places.parishes.includes(filter.parish)) &&
        (filter.decade === undefined || (r.time.known && r.time.decade === filter.decade)) &&
        (filter.subject === undefined || r.subjects.some((s) => slugOf(s) === filter.subject)) &&
        (filter.person === undefined || people(r).some((p) => slugOf(p) === filter.person)),
    );
  }

  async overview(): Promise<CatalogueOverview> {
    const all = this.all();
    const decades = counted(all.flatMap((r) => (r.time.known ? [r.time.decade] : [])));
    return {
      parishes: counted(all.flatMap((r) => r.places.parishes)).sort(byCount),
      spokenParishes: counted(all.flatMap((r) => [...new Set(r.spoken.map((s) => s.fips))])).sort(
        byCount,
      ),
      statewide: all.filter((r) => countedStatewide(r.places)).length,
      decades: decades.sort((a, b) => a.value - b.value),
      unknownDate: all.filter((r) => !r.time.known).length,
      subjects: named(all.map((r) => r.subjects)),
      people: named(all.map(people)),
      total: all.length,
    };
  }

  async matching(filter: ExploreFilter, sort: ExploreSort): Promise<string[]> {
    return ordered(this.holding(filter), sort)
      .slice(0, MAX_SPOKEN_VIDEOS)
      .map((r) => r.id);
  }

  async explore(query: ExploreQuery): Promise<ExploreAnswer> {
    const held = ordered(this.holding(query, query.among), query.sort).slice(0, MAX_SPOKEN_VIDEOS);
    const start = (query.page - 1) * query.pageSize;
    return {
      videos: held.slice(start, start + query.pageSize).map(video),
      total: held.length,
      parishes: counted(held.flatMap((r) => r.places.parishes)).sort(byCount),
      decades: counted(held.map((r) => (r.time.known ? r.time.decade : null))),
      subjects: named(held.map((r) => r.subjects)),
      people: named(held.map(people)),
      candidates: held.map((r) => r.id),
    };
  }

  async mentions(parish: Fips, limit: number, among?: readonly string[]): Promise<SpokenMention[]> {
    return this.all(among)
      .flatMap((r) =>
        r.spoken
          .filter((s) => s.fips === parish)
          .map((s) => ({ video: video(r), offset: s.offset, text: s.line, name: s.text })),
      )
      .slice(0, limit);
  }

  async facetsOf(ids: readonly string[]): Promise<AssetFacets[]> {
    return [...new Set(ids)].slice(0, MAX_FACET_IDS).flatMap((id) => {
      const r = this.held.get(id);
      if (!r) return [];
      const parishes = [...r.places.parishes].sort();
      return [{ id, parishes, ...(r.time.known ? { decade: r.time.decade } : {}) }];
    });
  }

  async subject(slug: string): Promise<NamedCount | undefined> {
    return named(this.all().map((r) => r.subjects)).find((s) => s.slug === slug);
  }

  async person(slug: string): Promise<NamedCount | undefined> {
    return named(this.all().map(people)).find((p) => p.slug === slug);
  }
}
