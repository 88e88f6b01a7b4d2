import { makeAutoObservable, runInAction } from 'mobx';
import type { Asset } from '../entities/Asset';
import { paths } from '../rules/routes';
import type { LoadHome } from '../use-cases/LoadHome';
import type { BrowsingMemory } from './BrowsingMemory';
import { LatestRequest } from './LatestRequest';

/** SPEC §9: the About sidebar shows 4 new additions. */
export const ABOUT_SIDEBAR_SIZE = 4;

/** The About page's 'New Additions' sidebar. */
export class AboutStore {
  newAdditions: Asset[] = [];
  private readonly request = new LatestRequest();

  constructor(
    private readonly loadHome: LoadHome,
    private readonly memory: BrowsingMemory,
  ) {
    makeAutoObservable<AboutStore, 'request' | 'loadHome' | 'memory'>(this, {
      request: false,
      loadHome: false,
      memory: false,
    });
  }

  /** Loads the newest additions; a failure is logged by the use case and leaves the list empty. */
  async start(): Promise<void> {
    const outcome = await this.request.run((signal) => this.loadHome.newAdditions({ signal }));
    if (!outcome?.ok) return;
    runInAction(() => {
      this.newAdditions = outcome.value.slice(0, ABOUT_SIDEBAR_SIZE);
    });
  }

  dispose(): void {
    this.request.dispose();
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
