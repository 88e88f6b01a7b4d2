import { makeAutoObservable } from 'mobx';
import type { Asset } from '../entities/Asset';
import { paths } from '../routes/routeTable';
import type { LoadHome } from '../use-cases/LoadHome';
import type { BrowsingMemory } from './BrowsingMemory';
import type { Logger } from '../ports/Logger';
import { Load } from './Load';
import type { PageData } from './PageData';

/** SPEC §9: the About sidebar shows 4 new additions. */
export const ABOUT_SIDEBAR_SIZE = 4;

const KEY = 'about/newAdditions';

// LoadHome absorbs and logs its own failures; nothing reaches the store to log.
const SILENT: Logger = { error: () => undefined, warn: () => undefined };

/** The About page's 'New Additions' sidebar. */
export class AboutStore {
  private readonly additions: Load<Asset[]>;

  constructor(
    private readonly loadHome: LoadHome,
    private readonly memory: BrowsingMemory,
    logger: Logger = SILENT,
    data?: PageData,
  ) {
    this.additions = new Load<Asset[]>([], {
      logger,
      failure: 'Error fetching new additions:',
      data,
    });
    makeAutoObservable<AboutStore, 'additions' | 'loadHome' | 'memory'>(this, {
      additions: false,
      loadHome: false,
      memory: false,
    });
  }

  get newAdditions(): Asset[] {
    return this.additions.value;
  }

  /** Loads the newest additions; a failure is logged by the use case and leaves the list empty. */
  async start(): Promise<void> {
    await this.additions.run(KEY, async (signal) =>
      (await this.loadHome.newAdditions({ signal })).slice(0, ABOUT_SIDEBAR_SIZE),
    );
  }

  /** Shows the answer the server already sent, if any. */
  restore(): void {
    this.additions.restore(KEY);
  }

  dispose(): void {
    this.additions.dispose();
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
