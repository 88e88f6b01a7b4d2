import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { AssetType } from '../../core/entities/Asset';
import type { CollectionId } from '../../core/entities/Collection';
import type { Fips } from '../../core/entities/Places';
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
  /**
   * Values shown at once, after 'All'; the rest wait behind a disclosure ('More parishes (40)'), open
   * when the choice shown is among them. All when left out.
   */
  firstShown?: number;
  /** Names the choices behind the disclosure ('parishes'). */
  moreLabel?: string;
}

function OptionLinks<V>({
  options,
  hrefOf,
  labelledBy,
}: {
  options: readonly FilterOption<V>[];
  hrefOf: (value: V | undefined) => string;
  labelledBy: string;
}) {
  return (
    <ul className="search-filters__options" aria-labelledby={labelledBy}>
      {options.map((option) => (
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
  );
}

/**
 * One facet's choices as links with their counts. A choice with no results is left out
 * (unless it is the one shown), so every link leads to something.
 */
function Facet<V>({ label, options, hrefOf, firstShown, moreLabel = 'choices' }: FacetProps<V>) {
  const labelId = useId();
  const shown = options.filter((option) => option.count > 0 || option.selected);
  // 'All' comes before the values and is not one of them.
  const cut = firstShown ?? shown.length;
  const first = shown.slice(0, cut + shown.filter((option) => option.value === undefined).length);
  const rest = shown.slice(first.length);
  return (
    <div className="search-filters__facet">
      <p id={labelId} className="search-filters__label">
        {label}
      </p>
      <OptionLinks options={first} hrefOf={hrefOf} labelledBy={labelId} />
      {rest.length > 0 ? (
        <details className="search-filters__more" open={rest.some((option) => option.selected)}>
          <summary>{`More ${moreLabel} (${rest.length})`}</summary>
          <OptionLinks options={rest} hrefOf={hrefOf} labelledBy={labelId} />
        </details>
      ) : null}
    </div>
  );
}

/** Parish choices shown before the rest are behind 'More parishes'. */
const PARISHES_SHOWN = 8;

/** A facet of the catalogue index's has something to offer: a value with results, or chosen. */
const offersAny = <V,>(options: readonly FilterOption<V>[]) =>
  options.some((option) => option.value !== undefined && (option.count > 0 || option.selected));

export interface FilterNavProps {
  /** Names the navigation landmark. */
  label: string;
  collections: readonly FilterOption<CollectionId>[];
  types: readonly FilterOption<AssetType>[];
  /** The catalogue index's decades and parishes (the archive's results only); none: not shown. */
  decades?: readonly FilterOption<number>[];
  parishes?: readonly FilterOption<Fips>[];
  /** The address of the results with one facet changed. */
  routeOf: (change: SearchFilter) => string;
  /** Leave out a facet that offers no choice (its results all share one value). */
  choicesOnly?: boolean;
}

/**
 * Filters by collection and by type, and by decade and parish where given, with their
 * counts: plain links, so they work without script; with script the router follows them
 * without a reload.
 */
export const FilterNav = observer(function FilterNav({
  label,
  collections,
  types,
  decades = [],
  parishes = [],
  routeOf,
  choicesOnly = false,
}: FilterNavProps) {
  const showCollections = !choicesOnly || offersChoice(collections);
  const showTypes = !choicesOnly || offersChoice(types);
  const showDecades = offersAny(decades);
  const showParishes = offersAny(parishes);
  if (!showCollections && !showTypes && !showDecades && !showParishes) return null;
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
      {showDecades ? (
        <Facet label="Decade:" options={decades} hrefOf={(decade) => routeOf({ decade })} />
      ) : null}
      {showParishes ? (
        <Facet
          label="Parish:"
          options={parishes}
          hrefOf={(parish) => routeOf({ parish })}
          firstShown={PARISHES_SHOWN}
          moreLabel="parishes"
        />
      ) : null}
    </nav>
  );
});

/**
 * The archive results' filters (decade and parish where the catalogue index answers). A
 * change of filter shows page 1.
 */
export const SearchFilters = observer(function SearchFilters({ store }: { store: SearchStore }) {
  return (
    <FilterNav
      label="Filter results"
      collections={store.shown.collectionOptions}
      types={store.shown.typeOptions}
      decades={store.shown.decadeOptions}
      parishes={store.shown.parishOptions}
      routeOf={(change) => store.filterRoute(change)}
    />
  );
});
