import { ASSET_TYPES, parseAssetType, type Asset, type AssetType } from '../../entities/Asset';
import type { AssetFacets } from '../../entities/Catalogue';
import { LPB, LSA, parseCollection, type CollectionId } from '../../entities/Collection';
import type { Fips } from '../../entities/Places';
import { decadeLabel, parseDecade } from '../places/assetTime';
import { parishByFips, parishBySlug } from '../places/gazetteer';

/** What the search results are narrowed to; a facet left out is every value of it. */
export interface SearchFilter {
  collection?: CollectionId;
  type?: AssetType;
  /** The decade's first year (1960 for the 1960s): the catalogue index's. */
  decade?: number;
  /** A parish of the results' catalogue places (the catalogue index's). */
  parish?: Fips;
}

/**
 * The catalogue index's decade and parishes of the results it holds, by id. Without one
 * (no index, or it could not answer) the decade and parish of a filter narrow nothing.
 */
export type FacetIndex = ReadonlyMap<string, AssetFacets>;

export function facetIndex(facets: readonly AssetFacets[]): FacetIndex {
  return new Map(facets.map((facet) => [facet.id, facet]));
}

/** One choice of a facet: its label, how many results it has, whether it is the one shown. */
export interface FilterOption<V> {
  /** undefined is 'All'. */
  value: V | undefined;
  label: string;
  count: number;
  selected: boolean;
}

const COLLECTION_LABELS: readonly [CollectionId, string][] = [
  [LPB, 'LPB'],
  [LSA, 'LSA'],
];

/**
 * A filter from the address's values (`collection=4`, `type=segment`, `decade=1960s`,
 * `parish=st-landry`); odd values are none.
 */
export function readSearchFilter(
  collection: string | null | undefined,
  type: string | null | undefined,
  decade?: string | null,
  parish?: string | null,
): SearchFilter {
  const filter: SearchFilter = {};
  const chosenCollection = parseCollection(collection ?? '');
  const chosenType = parseAssetType(type ?? '');
  const chosenDecade = parseDecade((decade ?? '').trim());
  const chosenParish = parishBySlug((parish ?? '').trim());
  if (chosenCollection !== undefined) filter.collection = chosenCollection;
  if (chosenType) filter.type = chosenType;
  if (chosenDecade !== undefined) filter.decade = chosenDecade;
  if (chosenParish) filter.parish = chosenParish.fips;
  return filter;
}

/** The filter's values as the address writes them (`decade=1960s`, `parish=st-landry`). */
export function catalogueQueryValues(filter: SearchFilter): { decade?: string; parish?: string } {
  const parish = filter.parish === undefined ? undefined : parishByFips(filter.parish)?.slug;
  return {
    ...(filter.decade !== undefined ? { decade: decadeLabel(filter.decade) } : {}),
    ...(parish ? { parish } : {}),
  };
}

type Facet = keyof SearchFilter;

/** Whether an item passes every facet of the filter but `except`. */
function passes(
  item: Asset,
  filter: SearchFilter,
  facets: FacetIndex | undefined,
  except?: Facet,
): boolean {
  const { collection, type, decade, parish } = filter;
  if (except !== 'collection' && collection !== undefined && item.collection !== collection)
    return false;
  if (except !== 'type' && type !== undefined && item.type !== type) return false;
  if (!facets) return true;
  const held = facets.get(item.identifier);
  if (except !== 'decade' && decade !== undefined && held?.decade !== decade) return false;
  if (except !== 'parish' && parish !== undefined && !held?.parishes.includes(parish)) return false;
  return true;
}

/**
 * The results the filter lets through, in the answer's order. Decade and parish narrow only
 * with the index's facets: a result the index does not hold has neither.
 */
export function filterResults(
  results: readonly Asset[],
  filter: SearchFilter,
  facets?: FacetIndex,
): Asset[] {
  return results.filter((item) => passes(item, filter, facets));
}

function options<V>(
  within: readonly Asset[],
  choices: readonly [V, string][],
  chosen: V | undefined,
  has: (item: Asset, value: V) => boolean,
): FilterOption<V>[] {
  return [
    { value: undefined, label: 'All', count: within.length, selected: chosen === undefined },
    ...choices.map(([value, label]) => ({
      value,
      label,
      count: within.filter((item) => has(item, value)).length,
      selected: chosen === value,
    })),
  ];
}

/** The results every other facet of the filter lets through. */
const apartFrom = (
  results: readonly Asset[],
  filter: SearchFilter,
  facets: FacetIndex | undefined,
  facet: Facet,
) => results.filter((item) => passes(item, filter, facets, facet));

/**
 * The collection choices, each counted among the results of the other facets chosen (so a
 * count is what picking it would show).
 */
export function collectionOptions(
  results: readonly Asset[],
  filter: SearchFilter,
  facets?: FacetIndex,
): FilterOption<CollectionId>[] {
  const within = apartFrom(results, filter, facets, 'collection');
  return options(within, COLLECTION_LABELS, filter.collection, (item, c) => item.collection === c);
}

/** The type choices, each counted among the results of the other facets chosen. */
export function typeOptions(
  results: readonly Asset[],
  filter: SearchFilter,
  facets?: FacetIndex,
): FilterOption<AssetType>[] {
  const within = apartFrom(results, filter, facets, 'type');
  const choices = ASSET_TYPES.map((type): [AssetType, string] => [type, type]);
  return options(within, choices, filter.type, (item, t) => item.type === t);
}

/**
 * The decade choices the index can answer, oldest first, each counted among the results of
 * the other facets chosen; none without the index's facets. A decade chosen that no result
 * has is still offered (with 0), so the way back to All shows.
 */
export function decadeOptions(
  results: readonly Asset[],
  filter: SearchFilter,
  facets: FacetIndex | undefined,
): FilterOption<number>[] {
  if (!facets) return [];
  const within = apartFrom(results, filter, facets, 'decade');
  const decades = new Set<number>();
  for (const item of within) {
    const decade = facets.get(item.identifier)?.decade;
    if (decade !== undefined) decades.add(decade);
  }
  if (filter.decade !== undefined) decades.add(filter.decade);
  const choices = [...decades]
    .sort((a, b) => a - b)
    .map((decade): [number, string] => [decade, decadeLabel(decade)]);
  return options(
    within,
    choices,
    filter.decade,
    (item, decade) => facets.get(item.identifier)?.decade === decade,
  );
}

/**
 * The parish choices the index can answer, most results first (then by name), each counted
 * among the results of the other facets chosen; none without the index's facets.
 */
export function parishOptions(
  results: readonly Asset[],
  filter: SearchFilter,
  facets: FacetIndex | undefined,
): FilterOption<Fips>[] {
  if (!facets) return [];
  const within = apartFrom(results, filter, facets, 'parish');
  const counts = new Map<Fips, number>();
  for (const item of within)
    for (const fips of facets.get(item.identifier)?.parishes ?? [])
      counts.set(fips, (counts.get(fips) ?? 0) + 1);
  if (filter.parish !== undefined && !counts.has(filter.parish)) counts.set(filter.parish, 0);
  const named = [...counts]
    .flatMap(([fips, count]) => {
      const parish = parishByFips(fips);
      return parish ? [{ fips, name: parish.name, count }] : [];
    })
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  return [
    { value: undefined, label: 'All', count: within.length, selected: filter.parish === undefined },
    ...named.map(({ fips, name, count }) => ({
      value: fips,
      label: name,
      count,
      selected: filter.parish === fips,
    })),
  ];
}

/**
 * Whether a facet offers a choice: two values or more have results, or one is picked (the
 * way back to All). A facet whose results all share one value would only repeat the count.
 */
export function offersChoice<V>(options: readonly FilterOption<V>[]): boolean {
  const values = options.filter((option) => option.value !== undefined);
  return (
    values.some((option) => option.selected) ||
    values.filter((option) => option.count > 0).length > 1
  );
}
