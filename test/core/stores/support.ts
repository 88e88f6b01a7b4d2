import type { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';
import type { Asset } from '../../../src/core/entities/Asset';
import type { ArchiveApi } from '../../../src/core/ports/ArchiveApi';
import type { BrowsingMemory } from '../../../src/core/stores/BrowsingMemory';
import { anAsset } from '../../support/builders';

/** Lets answers already on their way (promises, zero-delay timers) arrive. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A store of a screen that lists what its address names. */
interface ListStore<Params> {
  setParams(params: Params): void;
  start(): void;
}

/** Gives a list store its route parameters and starts it; resolves once its answers are in. */
export async function startedAt<Params>(store: ListStore<Params>, params: Params): Promise<void> {
  store.setParams(params);
  store.start();
  await settle();
}

/**
 * The store `make` builds over the archive of `source`, started at `params`; with what else
 * `make` made (its memory, its logger) and what `source` records of the calls.
 */
export async function openedOver<
  Source extends { archive: ArchiveApi },
  Made extends { store: ListStore<Params> },
  Params,
>(source: Source, make: (archive: ArchiveApi) => Made, params: Params): Promise<Made & Source> {
  const made = make(source.archive);
  await startedAt(made.store, params);
  return { ...made, ...source };
}

/** A store that shows a list a page at a time, as browse and the sub-listings do. */
interface PagedListStore {
  readonly items: Asset[];
  readonly loading: boolean;
  readonly route: string;
  goToPage(page: number): void;
  start(): Promise<void>;
  open(item: Asset): unknown;
}

/** How the paged-list tests make a store of one kind. */
export interface PagedListSetup<S extends PagedListStore> {
  /** The store started at `page` (as the address gives it) of a list of `total`, answers in. */
  opened(page: string, total: number): Promise<{ store: S; memory: BrowsingMemory }>;
  /** The store, not started yet, over a list whose pages cannot be loaded. */
  failing(): { store: S; logger: MemoryLogger };
  /** The store's address at `page`. */
  routeAt(page: number): string;
  /** What the store logs when a page cannot be loaded. */
  failure: string;
  /** The list page `memory` keeps as the way back of an asset the store opened. */
  keptFor(memory: BrowsingMemory, id: string): string | undefined;
}

/** What every paged list does, whatever it lists. */
export function itPagesAList<S extends PagedListStore>(setup: PagedListSetup<S>): void {
  it('pages within the known pages', async () => {
    const { store } = await setup.opened('1', 60);
    store.goToPage(3);
    expect(store.route).toBe(setup.routeAt(3));
    store.goToPage(9);
    expect(store.route).toBe(setup.routeAt(3));
    store.goToPage(0);
    expect(store.route).toBe(setup.routeAt(1));
  });

  it('moves a page past the end to the last page once the count is known', async () => {
    const { store } = await setup.opened('999', 60);
    await settle();
    expect(store.route).toBe(setup.routeAt(3));
    expect(store.items).toHaveLength(10);
  });

  it('goes to page 1 of an empty list', async () => {
    const { store } = await setup.opened('4', 0);
    await settle();
    expect(store.route).toBe(setup.routeAt(1));
    expect(store.items).toEqual([]);
  });

  it('logs a failed load and shows an empty list', async () => {
    const { store, logger } = setup.failing();
    store.start();
    expect(store.loading).toBe(true);
    await settle();
    expect(store.loading).toBe(false);
    expect(store.items).toEqual([]);
    expect(logger.messages).toEqual([setup.failure]);
  });

  it('remembers the page an item was opened from', async () => {
    const { store, memory } = await setup.opened('2', 60);
    await store.open(anAsset({ type: 'Clip', identifier: 'C9' }));
    expect(setup.keptFor(memory, 'C9')).toBe(setup.routeAt(2));
    expect(memory.backRouteOf('C9')).toBe(setup.routeAt(2));
  });
}
