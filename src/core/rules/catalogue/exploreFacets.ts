import { EXPLORE_SORTS, type ExploreResults, type ExploreSort } from '../../entities/Catalogue';
import type { ExploreAddress } from '../../routes/routeTable';
import { decadeLabel } from '../places/assetTime';
import { parishByFips, parishTitle } from '../places/gazetteer';

/** The dimension an explore page is of. */
export type ExploreKind = 'parish' | 'decade' | 'subject' | 'person';

/** What the list's address chose of each dimension. */
export type ExploreChoices = Partial<Record<ExploreKind, string | null>>;

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

/** The sort choices, each a link to the list in that order. */
export function sortLinks(
  chosen: ExploreSort,
  addressWith: (change: ExploreAddress) => string,
): SortLink[] {
  return EXPLORE_SORTS.map((sort) => ({
    sort,
    label: SORT_LABELS[sort],
    to: addressWith({ sort: sort === 'relevance' ? undefined : sort }),
    chosen: sort === chosen,
  }));
}

/** The other dimensions' counts within this list, each a link narrowing it. */
export function exploreFacets(
  kind: ExploreKind,
  results: ExploreResults,
  chosen: ExploreChoices,
  addressWith: (change: ExploreAddress) => string,
): Facet[] {
  const facets: Facet[] = [];
  const facet = (key: ExploreKind, links: FacetLink[]) => {
    facets.push({
      kind: key,
      title: FACET_TITLES[key],
      links,
      clear: chosen[key] ? addressWith({ [key]: undefined }) : undefined,
    });
  };
  if (kind !== 'parish')
    facet(
      'parish',
      results.parishes.flatMap(({ value, count }) => {
        const parish = parishByFips(value);
        if (!parish) return [];
        return [
          {
            label: parishTitle(parish),
            count,
            to: addressWith({ parish: parish.slug }),
            chosen: chosen.parish === parish.slug,
          },
        ];
      }),
    );
  if (kind !== 'decade')
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
              to: addressWith({ decade: label }),
              chosen: chosen.decade === label,
            },
          ];
        }),
    );
  for (const [key, named] of [
    ['subject', results.subjects],
    ['person', results.people],
  ] as const) {
    if (kind === key) continue;
    facet(
      key,
      named.map(({ slug, name, count }) => ({
        label: name,
        count,
        to: addressWith({ [key]: slug }),
        chosen: chosen[key] === slug,
      })),
    );
  }
  return facets;
}
