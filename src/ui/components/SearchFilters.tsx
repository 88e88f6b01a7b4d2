import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { AssetType } from '../../core/entities/Asset';
import type { CollectionId } from '../../core/entities/Collection';
import {
  offersChoice,
  type FilterOption,
  type SearchFilter,
} from '../../core/rules/lists/searchFilters';
import type { SearchStore } from '../../core/stores/SearchStore';

interface FacetProps<V> {
  label: string;
  options: readonly FilterOption<V>[];
  /** The address of the results with this facet set to a value (undefined: all). */
  hrefOf: (value: V | undefined) => string;
}

/**
 * One facet's choices as links with their counts. A choice with no results is left out
 * (unless it is the one shown), so every link leads to something.
 */
function Facet<V>({ label, options, hrefOf }: FacetProps<V>) {
  const labelId = useId();
  const shown = options.filter((option) => option.count > 0 || option.selected);
  return (
    <div className="search-filters__facet">
      <p id={labelId} className="search-filters__label">
        {label}
      </p>
      <ul className="search-filters__options" aria-labelledby={labelId}>
        {shown.map((option) => (
          <li key={option.label}>
            <Link
              className="search-filters__option"
              to={hrefOf(option.value)}
              aria-current={option.selected ? 'true' : undefined}
            >
              {option.label} <span className="search-filters__count">({option.count})</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface FilterNavProps {
  /** Names the navigation landmark. */
  label: string;
  collections: readonly FilterOption<CollectionId>[];
  types: readonly FilterOption<AssetType>[];
  /** The address of the results with one facet changed. */
  routeOf: (change: SearchFilter) => string;
  /** Leave out a facet that offers no choice (its results all share one value). */
  choicesOnly?: boolean;
}

/**
 * Filters by collection and by type, with their counts: plain links, so they work without
 * script; with script the router follows them without a reload.
 */
export const FilterNav = observer(function FilterNav({
  label,
  collections,
  types,
  routeOf,
  choicesOnly = false,
}: FilterNavProps) {
  const showCollections = !choicesOnly || offersChoice(collections);
  const showTypes = !choicesOnly || offersChoice(types);
  if (!showCollections && !showTypes) return null;
  return (
    <nav className="search-filters" aria-label={label}>
      {showCollections ? (
        <Facet
          label="Collection:"
          options={collections}
          hrefOf={(collection) => routeOf({ collection })}
        />
      ) : null}
      {showTypes ? (
        <Facet label="Type:" options={types} hrefOf={(type) => routeOf({ type })} />
      ) : null}
    </nav>
  );
});

/** The archive results' filters. A change of filter shows page 1. */
export const SearchFilters = observer(function SearchFilters({ store }: { store: SearchStore }) {
  return (
    <FilterNav
      label="Filter results"
      collections={store.collectionOptions}
      types={store.typeOptions}
      routeOf={(change) => store.filterRoute(change)}
    />
  );
});
