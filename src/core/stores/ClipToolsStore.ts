import { observed } from './observed';
import type { AssetDetail } from '../entities/AssetDetail';
import type { PlayerHandle } from '../ports/VideoPlayer';
import type { CitationSource } from '../rules/clip/citation';
import { resourcePaths } from '../routes/resourcePaths';
import { footageRequestPath } from '../rules/clip/footageRequest';
import { assetTitle } from '../rules/media/playback';
import { clipLink, embedCode, embedLink, timeLink } from '../rules/clip/share';
import { playbackWindow, type PlaybackWindow } from '../rules/values/time';
import { clipOffset } from '../rules/media/timecode';

/**
 * The share, cite and licensing tools of the video detail page: links to the clip and to
 * the current time, the embed code, the three citations, and the in and out points a
 * visitor marks for a footage request. Follows the mounted player through its handle.
 */
export class ClipToolsStore {
  /** Whole seconds into the clip the player is at (whole, so views redraw once a second). */
  offset = 0;
  /** Seconds into the clip the visitor marked; undefined until marked. */
  inPoint: number | undefined = undefined;
  outPoint: number | undefined = undefined;
  private handle: PlayerHandle | undefined = undefined;
  private unsubscribe: (() => void) | undefined = undefined;

  constructor(
    private readonly detail: AssetDetail,
    /** The site's origin, for absolute links (`https://ldma.example.org`). */
    private readonly origin: string,
    private readonly today: () => Date = () => new Date(),
  ) {
    observed<ClipToolsStore, 'detail' | 'origin' | 'today' | 'handle' | 'unsubscribe'>(this, {
      detail: false,
      origin: false,
      today: false,
      handle: false,
      unsubscribe: false,
      // A read (of today's date), not an action.
      accessDate: false,
    });
  }

  attach(handle: PlayerHandle): void {
    this.detach();
    this.handle = handle;
    this.setTime(handle.currentTime());
    this.unsubscribe = handle.onTimeUpdate((seconds) => this.setTime(seconds));
  }

  detach(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    this.handle = undefined;
  }

  setTime(seconds: number): void {
    if (!Number.isFinite(seconds)) return;
    const whole = Math.floor(clipOffset(seconds, this.clip));
    if (whole !== this.offset) this.offset = whole;
  }

  get clip(): PlaybackWindow {
    return playbackWindow(this.detail.timeStart, this.detail.duration);
  }

  get title(): string {
    return assetTitle(this.detail);
  }

  get clipUrl(): string {
    return clipLink(this.origin, this.detail.id);
  }

  /** The page at the player's current time (`?t=`). */
  get timeUrl(): string {
    return timeLink(this.origin, this.detail.id, this.offset);
  }

  get embedUrl(): string {
    return embedLink(this.origin, this.detail.id);
  }

  get embedCode(): string {
    return embedCode(this.origin, this.detail.id, this.title);
  }

  /** The video's IIIF Presentation 3 manifest, for viewers and other archives. */
  get manifestUrl(): string {
    return `${this.origin}${resourcePaths.iiifManifest(this.detail.id)}`;
  }

  /** What the video's citations are built from (the rules load with the Cite panel). */
  get citationSource(): CitationSource {
    const d = this.detail;
    return {
      title: this.title,
      seriesTitle: d.seriesTitle,
      contributors: d.contributors,
      publishers: d.publishers,
      dateIssued: d.dateIssued,
      collectionName: d.collectionName,
      identifier: d.id,
      url: this.clipUrl,
    };
  }

  /** A citation's access date: today. */
  accessDate(): Date {
    return this.today();
  }

  /** Marks where the wanted footage starts: the player's current time. */
  markIn(): void {
    this.inPoint = this.now();
    if (this.outPoint !== undefined && this.outPoint < this.inPoint) this.outPoint = undefined;
  }

  /** Marks where it ends; an out point before the in point clears the in point. */
  markOut(): void {
    this.outPoint = this.now();
    if (this.inPoint !== undefined && this.inPoint > this.outPoint) this.inPoint = undefined;
  }

  clearMarks(): void {
    this.inPoint = undefined;
    this.outPoint = undefined;
  }

  get hasMarks(): boolean {
    return this.inPoint !== undefined || this.outPoint !== undefined;
  }

  /** The contact page, pre-filled with this video and the marked points. */
  get requestPath(): string {
    return footageRequestPath({
      title: this.title,
      identifier: this.detail.id,
      url: this.clipUrl,
      clip: this.clip,
      inPoint: this.inPoint,
      outPoint: this.outPoint,
    });
  }

  private now(): number {
    const seconds = this.handle ? this.handle.currentTime() : this.clip.start + this.offset;
    return Math.floor(clipOffset(seconds, this.clip));
  }
}
