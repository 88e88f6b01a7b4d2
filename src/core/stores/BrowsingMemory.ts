import { reaction, type IReactionDisposer } from 'mobx';
import { observed } from './observed';
import { parseAssetType, type AssetType } from '../entities/Asset';
import { DEFAULT_PAGE, parseCategory, parsePage, type Category } from '../entities/Browse';
import { parseCollection, type CollectionId } from '../entities/Collection';
import type { KeyValueStore } from '../ports/KeyValueStore';
import { paths, SITE_ROUTES } from '../routes/routeTable';
import { isSitePath, routeStarts } from '../rules/values/sitePath';

const STORAGE_KEY = 'ldma.browsing';

/** Assets whose way back is kept, per map; the oldest go first (the tab's storage is small). */
export const MAX_REMEMBERED_ASSETS = 200;
/** Lists whose current page is kept; the oldest go first. */
export const MAX_REMEMBERED_LISTS = 50;

const ROUTE_STARTS = routeStarts(Object.values(SITE_ROUTES).flatMap((route) => route.patterns));
const BROWSE_STARTS = routeStarts(SITE_ROUTES.browse.patterns);
const SUB_LISTING_STARTS = routeStarts(SITE_ROUTES.subListing.patterns);
/** Storage can be written by anything on the origin: only the site's own routes are followed. */
const isBackRoute = (value: unknown): value is string => isSitePath(value, ROUTE_STARTS);
const isBrowseRoute = (value: unknown): value is string => isSitePath(value, BROWSE_STARTS);
const isSubListingRoute = (value: unknown): value is string =>
  isSitePath(value, SUB_LISTING_STARTS);

/** What the memory keeps between screens and page loads (SPEC §3 "Remembered browsing state"). */
export interface RememberedState {
  /** Current page per list key. */
  pages: Record<string, number>;
  filterPage: number;
  /** None: every collection. */
  collection?: CollectionId;
  category: Category;
  /** The type of the last opened item ('Series', 'Topic', 'Clip'...; '' for none or another). */
  categoryType: AssetType | '';
  /** The identifier of the last opened item; the flags and previousRoute below are its. */
  identifier: string;
  /** The browse page (its route) an asset was last opened from, by asset id. */
  browsePageByAsset: Record<string, string>;
  /** The sub-listing page (its route) an asset was last opened from, by asset id. */
  subListingPageByAsset: Record<string, string>;
  /** The asset was opened from a series or topic listing. */
  fromSubListing: boolean;
  /** The asset was opened from search results. */
  fromSearch: boolean;
  /** The route (path and query) of the listing the visitor came from. */
  previousRoute: string;
}

function initialState(): RememberedState {
  return {
    pages: {},
    filterPage: DEFAULT_PAGE,
    collection: undefined,
    category: 'all',
    categoryType: '',
    identifier: '',
    browsePageByAsset: {},
    subListingPageByAsset: {},
    fromSubListing: false,
    fromSearch: false,
    previousRoute: '',
  };
}

/** The newest `max` entries (insertion order is age). */
function newest<T>(entries: [string, T][], max: number): Record<string, T> {
  return Object.fromEntries(entries.slice(Math.max(0, entries.length - max)));
}

/** `record` with `key` set as its newest entry, or removed (value undefined), within `max`. */
function withEntry<T>(
  record: Record<string, T>,
  key: string,
  value: T | undefined,
  max: number,
): Record<string, T> {
  const entries = Object.entries(record).filter(([k]) => k !== key);
  if (value !== undefined) entries.push([key, value]);
  return newest(entries, max);
}

function pageRecord(value: unknown): Record<string, number> {
  if (!value || typeof value !== 'object') return {};
  const entries = Object.entries(value).map(([k, v]): [string, number] => [k, parsePage(v)]);
  return newest(entries, MAX_REMEMBERED_LISTS);
}

function routeRecord(value: unknown, isRoute: (v: unknown) => v is string): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  const entries = Object.entries(value).filter((e): e is [string, string] => isRoute(e[1]));
  return newest(entries, MAX_REMEMBERED_ASSETS);
}

/** Reads what a previous page load saved; anything unreadable starts afresh. */
function restore(text: string | null): RememberedState {
  const base = initialState();
  if (!text) return base;
  try {
    const saved = JSON.parse(text) as Partial<Record<keyof RememberedState, unknown>>;
    return {
      pages: pageRecord(saved.pages),
      filterPage: parsePage(saved.filterPage),
      collection: parseCollection(saved.collection),
      category: parseCategory(saved.category) ?? 'all',
      categoryType:
        typeof saved.categoryType === 'string' ? parseAssetType(saved.categoryType) : '',
      identifier: typeof saved.identifier === 'string' ? saved.identifier : '',
      browsePageByAsset: routeRecord(saved.browsePageByAsset, isBrowseRoute),
      subListingPageByAsset: routeRecord(saved.subListingPageByAsset, isSubListingRoute),
      fromSubListing: saved.fromSubListing === true,
      fromSearch: saved.fromSearch === true,
      previousRoute: isBackRoute(saved.previousRoute) ? saved.previousRoute : '',
    };
  } catch {
    return base;
  }
}

/**
 * The visitor's place in the archive, shared by every screen and kept in the tab's storage
 * so back, forward and reload keep it.
 */
export class BrowsingMemory {
  state: RememberedState;
  private saving: IReactionDisposer | undefined;

  constructor(private readonly storage: KeyValueStore) {
    this.state = restore(storage.get(STORAGE_KEY));
    observed<BrowsingMemory, 'storage' | 'saving'>(this, {
      storage: false,
      saving: false,
    });
  }

  /** Starts saving every change; safe to call again. */
  start(): void {
    if (this.saving) return;
    this.saving = reaction(
      () => JSON.stringify(this.state),
      (json) => this.storage.set(STORAGE_KEY, json),
    );
  }

  dispose(): void {
    this.saving?.();
    this.saving = undefined;
  }

  pageOf(listKey: string): number {
    return this.state.pages[listKey] ?? DEFAULT_PAGE;
  }

  setPage(listKey: string, page: number): void {
    this.state.pages = withEntry(this.state.pages, listKey, parsePage(page), MAX_REMEMBERED_LISTS);
  }

  /** The browse filter the visitor last used (no collection: every collection). */
  rememberBrowse(collection: CollectionId | undefined, category: Category, page: number): void {
    this.state.collection = collection;
    this.state.category = category;
    this.state.filterPage = parsePage(page);
  }

  /** Where 'Back to Browse' and the detail's back button return by default. */
  get browseRoute(): string {
    return paths.browse(this.state.collection, this.state.category, this.state.filterPage);
  }

  /**
   * An item is about to open: remember what it is (identifier and type) and where it was opened from (`route`, the
   * listing page, kept per asset for browse and sub-listings). From a video detail (`asset`,
   * the id of the video it replaces) it keeps that video's way back.
   */
  rememberOpened(
    item: { identifier: string; type?: string },
    from: {
      kind: 'browse' | 'home' | 'subListing' | 'search' | 'detail' | 'about';
      route: string;
      asset?: string;
    },
  ): void {
    const id = item.identifier;
    this.state.identifier = id;
    this.state.categoryType = parseAssetType(item.type ?? '');
    if (from.kind === 'detail') {
      const source = from.asset ?? '';
      this.setWayBack(id, this.state.browsePageByAsset[source], 'browse');
      this.setWayBack(id, this.state.subListingPageByAsset[source], 'subListing');
      return;
    }
    this.state.fromSubListing = from.kind === 'subListing';
    this.state.fromSearch = from.kind === 'search';
    this.state.previousRoute = from.route;
    const browse = from.kind === 'browse' && isBrowseRoute(from.route) ? from.route : undefined;
    const subListing =
      from.kind === 'subListing' && isSubListingRoute(from.route) ? from.route : undefined;
    this.setWayBack(id, browse, 'browse');
    this.setWayBack(id, subListing, 'subListing');
  }

  /**
   * The back button of an asset's video detail (SPEC §2): for the item opened last from a
   * series or topic listing (the sublisting flag), that sub-listing; else the browse or
   * sub-listing page the asset was opened from; else browse at the remembered filter and page.
   * An item opened from search results goes back to browse: the search flag is only kept.
   */
  backRouteOf(assetId: string): string {
    const { identifier, fromSubListing, previousRoute } = this.state;
    const openedLast = assetId !== '' && assetId === identifier;
    if (openedLast && fromSubListing && isBackRoute(previousRoute)) return previousRoute;
    const own = this.state.subListingPageByAsset[assetId] ?? this.state.browsePageByAsset[assetId];
    return own ?? this.browseRoute;
  }

  private setWayBack(id: string, route: string | undefined, kind: 'browse' | 'subListing'): void {
    const key = kind === 'browse' ? 'browsePageByAsset' : 'subListingPageByAsset';
    const record = this.state[key];
    if (route === undefined && !Object.hasOwn(record, id)) return;
    this.state[key] = withEntry(record, id, route, MAX_REMEMBERED_ASSETS);
  }
}
