import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import { DEFAULT_PAGE, parsePage, type Category } from '../entities/Browse';
import { LPB, parseCollection, type CollectionId } from '../entities/Collection';
import type { KeyValueStore } from '../ports/KeyValueStore';
import { paths, SITE_ROUTES } from '../routes/routeTable';
import { isSitePath, routeStarts } from '../rules/values/sitePath';

const STORAGE_KEY = 'ldma.browsing';

const ROUTE_STARTS = routeStarts(Object.values(SITE_ROUTES).flatMap((route) => route.patterns));
/** Storage can be written by anything on the origin: only the site's own routes are followed. */
const isBackRoute = (value: unknown): value is string => isSitePath(value, ROUTE_STARTS);

/** What the memory keeps between screens and page loads (SPEC §3 "Remembered browsing state"). */
export interface RememberedState {
  /** Current page per list key. */
  pages: Record<string, number>;
  filterPage: number;
  collection: CollectionId;
  category: Category;
  /** The type of the last opened item ('Series', 'Topic', ...). */
  categoryType: string;
  /** The identifier of the last opened item. */
  identifier: string;
  /** Browse page an asset was opened from, by asset id. */
  browsePageByAsset: Record<string, number>;
  /** Sub-listing page an asset was opened from, by asset id. */
  subListingPageByAsset: Record<string, number>;
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
    collection: LPB,
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

function record(value: unknown): Record<string, number> {
  if (!value || typeof value !== 'object') return {};
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(value)) out[k] = parsePage(v);
  return out;
}

/** Reads what a previous page load saved; anything unreadable starts afresh. */
function restore(text: string | null): RememberedState {
  const base = initialState();
  if (!text) return base;
  try {
    const saved = JSON.parse(text) as Partial<Record<keyof RememberedState, unknown>>;
    return {
      pages: record(saved.pages),
      filterPage: parsePage(saved.filterPage),
      collection: parseCollection(saved.collection) ?? base.collection,
      category:
        (['all', 'series', 'topic', 'program'] as const).find((c) => c === saved.category) ?? 'all',
      categoryType: typeof saved.categoryType === 'string' ? saved.categoryType : '',
      identifier: typeof saved.identifier === 'string' ? saved.identifier : '',
      browsePageByAsset: record(saved.browsePageByAsset),
      subListingPageByAsset: record(saved.subListingPageByAsset),
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
    makeAutoObservable<BrowsingMemory, 'storage' | 'saving'>(this, {
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
    this.state.pages[listKey] = parsePage(page);
  }

  /** The browse filter the visitor last used. */
  rememberBrowse(collection: CollectionId, category: Category, page: number): void {
    this.state.collection = collection;
    this.state.category = category;
    this.state.filterPage = parsePage(page);
  }

  /** Where 'Back to Browse' and the detail's back button return by default. */
  get browseRoute(): string {
    return paths.browse(this.state.collection, this.state.category, this.state.filterPage);
  }

  /** An item is about to open: remember what it is and where it was opened from. */
  rememberOpened(
    item: { type: string; identifier: string },
    from: {
      kind: 'browse' | 'home' | 'subListing' | 'search' | 'detail' | 'about';
      route: string;
      page?: number;
    },
  ): void {
    this.state.identifier = item.identifier;
    this.state.categoryType = item.type;
    if (from.kind === 'detail') return; // A related item keeps the way back of the page it replaces.
    this.state.fromSubListing = from.kind === 'subListing';
    this.state.fromSearch = from.kind === 'search';
    this.state.previousRoute = from.route;
    if (from.kind === 'browse')
      this.state.browsePageByAsset[item.identifier] = parsePage(from.page);
    if (from.kind === 'subListing')
      this.state.subListingPageByAsset[item.identifier] = parsePage(from.page);
  }

  /** The back button of the video detail. */
  get detailBackRoute(): string {
    const { fromSubListing, fromSearch, previousRoute } = this.state;
    if ((fromSubListing || fromSearch) && isBackRoute(previousRoute)) return previousRoute;
    return this.browseRoute;
  }
}
