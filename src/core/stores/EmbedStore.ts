import { observed } from './observed';
import type { AssetDetail } from '../entities/AssetDetail';
import type { PlaybackSource } from '../ports/VideoPlayer';
import { titled } from '../rules/seo/pageMeta';
import { assetTitle, playbackSourceOf, playbackStart } from '../rules/media/playback';
import { paths } from '../routes/routeTable';
import type { ResolveAsset } from '../use-cases/ResolveAsset';
import type { Logger } from '../ports/Logger';
import { Load } from './Load';
import type { PageData } from './PageData';

// Without a logger, the archive's failures (which reach the store) go unreported.
const SILENT: Logger = { error: () => undefined, warn: () => undefined };

export type EmbedStatus = 'loading' | 'ready' | 'unavailable';

/** The embeddable player of one video: the player alone, with its title linking back. */
export class EmbedStore {
  id = '';
  timecode = '';
  private readonly video: Load<AssetDetail | undefined>;

  constructor(
    private readonly resolveAsset: ResolveAsset,
    data?: PageData,
    logger: Logger = SILENT,
  ) {
    this.video = new Load<AssetDetail | undefined>(undefined, {
      logger,
      failure: 'Error fetching asset details:',
      data,
      pending: true,
    });
    observed<EmbedStore, 'video' | 'resolveAsset'>(this, {
      video: false,
      resolveAsset: false,
    });
  }

  get detail(): AssetDetail | undefined {
    return this.video.value;
  }

  get status(): EmbedStatus {
    if (this.video.loading) return 'loading';
    return this.detail ? 'ready' : 'unavailable';
  }

  setRoute(id: string, timecode: string | null | undefined): void {
    this.id = id;
    this.timecode = timecode ?? '';
  }

  /** Loads the video; unknown, not public or failed shows 'not available'. Safe to call again. */
  async start(): Promise<void> {
    const id = this.id;
    await this.video.run(`embed/${id}`, (signal) => this.resolveAsset.publicDetail(id, { signal }));
  }

  /** Shows the answer the server already sent, if any. */
  restore(): void {
    this.video.restore(`embed/${this.id}`);
  }

  dispose(): void {
    this.video.dispose();
  }

  get title(): string {
    return this.detail ? assetTitle(this.detail) : '';
  }

  get documentTitle(): string {
    return titled(this.title);
  }

  get playbackSource(): PlaybackSource | undefined {
    return this.detail ? playbackSourceOf(this.detail) : undefined;
  }

  get startAt(): number | undefined {
    return this.detail ? playbackStart(this.detail, this.timecode) : undefined;
  }

  /** The video's own page on the site. */
  get detailPath(): string {
    return paths.assetDetail(this.id);
  }
}
