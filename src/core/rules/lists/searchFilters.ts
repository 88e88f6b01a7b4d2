import { ASSET_TYPES, parseAssetType, type Asset, type AssetType } from '../../entities/Asset';
import { LPB, LSA, parseCollection, type CollectionId } from '../../entities/Collection';

/** What the search results are narrowed to; a facet left out is every value of it. */
export interface SearchFilter {
  collection?: CollectionId;
  type?: AssetType;
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

/** A filter from the address's values (`collection=4`, `type=segment`); odd values are none. */
export function readSearchFilter(
  collection: string | null | undefined,
  type: string | null | undefined,
): SearchFilter {
  const filter: SearchFilter = {};
  const chosenCollection = parseCollection(collection ?? '');
  const chosenType = parseAssetType(type ?? '');
  if (chosenCollection !== undefined) filter.collection = chosenCollection;
  if (chosenType) filter.type = chosenType;
  return filter;
}

const inCollection = (item: Asset, collection: CollectionId | undefined) =>
  collection === undefined || item.collection === collection;
const ofType = (item: Asset, type: AssetType | undefined) =>
  type === undefined || item.type === type;

/** The results the filter lets through, in the answer's order. */
export function filterResults(results: readonly Asset[], filter: SearchFilter): Asset[] {
  return results.filter(
    (item) => inCollection(item, filter.collection) && ofType(item, filter.type),
  );
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

/**
 * The collection choices, each counted among the results of the type chosen (so a count is
 * what picking it would show).
 */
export function collectionOptions(
  results: readonly Asset[],
  filter: SearchFilter,
): FilterOption<CollectionId>[] {
  const within = results.filter((item) => ofType(item, filter.type));
  return options(within, COLLECTION_LABELS, filter.collection, (item, c) => item.collection === c);
}

/** The type choices, each counted among the results of the collection chosen. */
export function typeOptions(
  results: readonly Asset[],
  filter: SearchFilter,
): FilterOption<AssetType>[] {
  const within = results.filter((item) => inCollection(item, filter.collection));
  const choices = ASSET_TYPES.map((type): [AssetType, string] => [type, type]);
  return options(within, choices, filter.type, (item, t) => item.type === t);
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
