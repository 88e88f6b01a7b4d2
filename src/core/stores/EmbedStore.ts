import { makeAutoObservable, runInAction } from 'mobx';
import type { AssetDetail } from '../entities/AssetDetail';
import type { PlaybackSource } from '../ports/VideoPlayer';
import { titled } from '../rules/seo/pageMeta';
import { assetTitle, playbackSourceOf } from '../rules/media/playback';
import { paths } from '../rules/routes';
import { playbackWindow } from '../rules/values/time';
import { timecodeStart } from '../rules/media/timecode';
import type { ResolveAsset } from '../use-cases/ResolveAsset';
import { LatestRequest } from './LatestRequest';

export type EmbedStatus = 'loading' | 'ready' | 'unavailable';

/** The embeddable player of one video: the player alone, with its title linking back. */
export class EmbedStore {
  id = '';
  timecode = '';
  status: EmbedStatus = 'loading';
  detail: AssetDetail | undefined = undefined;
  private readonly request = new LatestRequest();

  constructor(private readonly resolveAsset: ResolveAsset) {
    makeAutoObservable<EmbedStore, 'request' | 'resolveAsset'>(this, {
      request: false,
      resolveAsset: false,
    });
  }

  setRoute(id: string, timecode: string | null | undefined): void {
    this.id = id;
    this.timecode = timecode ?? '';
  }

  /** Loads the video; unknown, not public or failed shows 'not available'. Safe to call again. */
  async start(): Promise<void> {
    this.status = 'loading';
    const id = this.id;
    const outcome = await this.request.run((signal) =>
      this.resolveAsset.publicDetail(id, { signal }),
    );
    if (!outcome) return;
    runInAction(() => {
      this.detail = outcome.ok ? outcome.value : undefined;
      this.status = this.detail ? 'ready' : 'unavailable';
    });
  }

  dispose(): void {
    this.request.dispose();
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
    const d = this.detail;
    return d ? timecodeStart(this.timecode, playbackWindow(d.timeStart, d.duration)) : undefined;
  }

  /** The video's own page on the site. */
  get detailPath(): string {
    return paths.assetDetail(this.id);
  }
}
