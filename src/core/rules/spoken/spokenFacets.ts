import { ASSET_TYPES, type AssetType } from '../../entities/Asset';
import { LPB, LSA, type CollectionId } from '../../entities/Collection';
import type { FacetCount, SpokenResults } from '../../entities/SpokenWords';
import type { FilterOption, SearchFilter } from '../lists/searchFilters';

const COLLECTION_LABELS: readonly [CollectionId, string][] = [
  [LPB, 'LPB'],
  [LSA, 'LSA'],
];

const countOf = <V>(counts: readonly FacetCount<V>[], value: V) =>
  counts.find((facet) => facet.value === value)?.count ?? 0;
const sum = <V>(counts: readonly FacetCount<V>[]) =>
  counts.reduce((total, facet) => total + facet.count, 0);

function options<V>(
  all: number,
  counts: readonly FacetCount<V>[],
  choices: readonly [V, string][],
  chosen: V | undefined,
): FilterOption<V>[] {
  return [
    { value: undefined, label: 'All', count: all, selected: chosen === undefined },
    ...choices.map(([value, label]) => ({
      value,
      label,
      count: countOf(counts, value),
      selected: chosen === value,
    })),
  ];
}

/**
 * The collection choices of spoken-word results, counted among the videos of the type chosen
 * (the engine's counts). 'All' is every collection: the total when no collection is chosen.
 */
export function spokenCollectionOptions(
  results: SpokenResults,
  filter: SearchFilter,
): FilterOption<CollectionId>[] {
  const all = filter.collection === undefined ? results.total : sum(results.collections);
  return options(all, results.collections, COLLECTION_LABELS, filter.collection);
}

/** The type choices, counted among the videos of the collection chosen. */
export function spokenTypeOptions(
  results: SpokenResults,
  filter: SearchFilter,
): FilterOption<AssetType>[] {
  const all = filter.type === undefined ? results.total : sum(results.types);
  const choices = ASSET_TYPES.map((type): [AssetType, string] => [type, type]);
  return options(all, results.types, choices, filter.type);
}
