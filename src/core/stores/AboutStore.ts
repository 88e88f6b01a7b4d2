import { observed } from './observed';
import type { Asset } from '../entities/Asset';
import { paths } from '../routes/routeTable';
import type { FindCollections, FoundCollection } from '../use-cases/FindCollections';
import type { LoadHome } from '../use-cases/LoadHome';
import type { BrowsingMemory } from './BrowsingMemory';
import type { Logger } from '../ports/Logger';
import { Load } from './Load';
import type { PageData } from './PageData';

/** SPEC §9: the About sidebar shows 4 new additions. */
export const ABOUT_SIDEBAR_SIZE = 4;

const KEY = 'about/newAdditions';
const COLLECTIONS_KEY = 'about/collections';

// LoadHome absorbs and logs its own failures; nothing reaches the store to log.
const SILENT: Logger = { error: () => undefined, warn: () => undefined };

/** The About page's 'New Additions' sidebar. */
export class AboutStore {
  private readonly additions: Load<Asset[]>;
  private readonly found: Load<FoundCollection[]>;

  constructor(
    private readonly loadHome: LoadHome,
    private readonly memory: BrowsingMemory,
    logger: Logger = SILENT,
    data?: PageData,
    private readonly findCollections?: FindCollections,
  ) {
    this.additions = new Load<Asset[]>([], {
      logger,
      failure: 'Error fetching new additions:',
      data,
    });
    this.found = new Load<FoundCollection[]>([], {
      logger,
      failure: 'Error fetching collections:',
      data,
    });
    observed<AboutStore, 'additions' | 'found' | 'loadHome' | 'memory' | 'findCollections'>(this, {
      additions: false,
      found: false,
      loadHome: false,
      memory: false,
      findCollections: false,
    });
  }

  get newAdditions(): Asset[] {
    return this.additions.value;
  }

  /** The About page's places to start, from the archive's own lists: each a sub-listing. */
  get collections(): (Omit<FoundCollection, 'id'> & { to: string })[] {
    return this.found.value.map(({ id, ...found }) => ({
      ...found,
      to: paths.subListing(found.category, id),
    }));
  }

  /**
   * Loads the newest additions (a failure is logged by the use case and leaves the list
   * empty) and the places to start (a failure is logged and leaves none).
   */
  async start(): Promise<void> {
    const finding = this.findCollections;
    await Promise.all([
      this.additions.run(KEY, async (signal) =>
        (await this.loadHome.newAdditions({ signal })).slice(0, ABOUT_SIDEBAR_SIZE),
      ),
      finding
        ? this.found.run(COLLECTIONS_KEY, (signal) => finding.execute({ signal }))
        : undefined,
    ]);
  }

  /** Shows the answers the server already sent, if any. */
  restore(): void {
    this.additions.restore(KEY);
    this.found.restore(COLLECTIONS_KEY);
  }

  dispose(): void {
    this.additions.dispose();
    this.found.dispose();
  }

  /** New additions open their video detail by Identifier (SPEC §2 "Home"). */
  targetOf(item: Asset): string {
    return paths.assetDetail(item.identifier);
  }

  /** A sidebar card is about to open: its back button then leads to browse. */
  open(item: Asset): void {
    this.memory.rememberOpened(item, { kind: 'about', route: paths.about() });
  }
}
