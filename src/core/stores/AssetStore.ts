import { observableRef } from 'mobx';
import { observed } from './observed';
import type { Asset } from '../entities/Asset';
import type { AssetDetail, Contributor } from '../entities/AssetDetail';
import {
  abstractText,
  detailFields,
  namedContributors,
  type DetailField,
} from '../rules/clip/detailFields';
import type { PlaybackSource, PlayerHandle } from '../ports/VideoPlayer';
import { titled, type PageMetaPatch } from '../rules/seo/pageMeta';
import { assetBreadcrumbs, assetPageMeta, assetVideoObject } from '../rules/seo/assetPage';
import { assetTitle, playbackSourceOf, playbackStart } from '../rules/media/playback';
import { paths } from '../routes/routeTable';
import { SIDE_HEADINGS, sideCardReloadsPage, sideCardTarget } from '../rules/lists/sidePanel';
import type { JsonLd } from '../rules/seo/structuredData';
import type { BrowsingMemory } from './BrowsingMemory';
import { ClipToolsStore } from './ClipToolsStore';
import { Load } from './Load';
import type { PageData } from './PageData';
import type { Logger } from '../ports/Logger';
import { TranscriptReading } from './TranscriptReading';
import { TranscriptStore } from './TranscriptStore';
import type { ReadTranscript } from '../use-cases/ReadTranscript';
import {
  SIDE_PANEL_SIZE,
  type ResolveAsset,
  type ResolvedAsset,
  type SidePanelKind,
} from '../use-cases/ResolveAsset';

export type AssetStatus = 'loading' | 'ready' | 'notFound';
type Private = 'resolved' | 'reading' | 'resolveAsset' | 'memory' | 'options' | 'shown';

// Without a logger, the archive's failures (which reach the store) go unreported.
const SILENT: Logger = { error: () => undefined, warn: () => undefined };

export interface AssetStoreOptions {
  /** Reports a failure that reaches the store (the use case logs what it absorbs). */
  logger?: Logger;
  /** Answers already fetched for this page (server rendering). */
  data?: PageData;
  /** The site's origin, for absolute links, citations and structured data. */
  origin?: string;
  /** Today, for a citation's access date. */
  today?: () => Date;
  /** Reads the transcript before any player does, for a page opened with a keyword. */
  readTranscript?: ReadTranscript;
}

/**
 * The video detail screen: the asset, its player source, side panel and the two panels,
 * and, once the player is mounted, its transcript and its share, cite and request tools.
 */
export class AssetStore {
  id = '';
  status: AssetStatus = 'loading';
  detail: AssetDetail | undefined = undefined;
  sideKind: SidePanelKind = 'related';
  sideItems: Asset[] = [];
  descriptionOpen = true;
  detailsOpen = true;
  /** The `?t=` value the page was opened with ('' for none). */
  timecode = '';
  /** The keyword a search led here with ('' for none): the transcript shows its mentions. */
  keyword = '';
  readonly transcript = new TranscriptStore();
  tools: ClipToolsStore | undefined = undefined;
  private readonly resolved: Load<ResolvedAsset>;
  private readonly reading: TranscriptReading;
  /** The load key of the answer shown. */
  private shown: string | undefined = undefined;

  constructor(
    private readonly resolveAsset: ResolveAsset,
    private readonly memory: BrowsingMemory,
    private readonly options: AssetStoreOptions = {},
  ) {
    const { logger = SILENT, data } = options;
    this.resolved = new Load<ResolvedAsset>(
      { found: false },
      { logger, failure: 'Error fetching asset details:', data },
    );
    this.reading = new TranscriptReading(this.transcript, options.readTranscript, { logger, data });
    observed<AssetStore, Private>(this, {
      resolved: false,
      reading: false,
      shown: false,
      resolveAsset: false,
      memory: false,
      options: false,
      transcript: false,
      // Replaced whole with each answer, never changed in place.
      detail: observableRef,
      sideItems: observableRef,
      tools: observableRef,
    });
  }

  /** The asset id from the route. */
  setId(id: string): void {
    this.id = id;
  }

  /** The `?t=` value from the route: where in the clip playback starts. */
  setTimecode(value: string | null | undefined): void {
    this.timecode = value ?? '';
    this.showStart();
  }

  /** The `?keyword=` value from the route: the transcript opens searching for it. */
  setKeyword(value: string | null | undefined): void {
    this.keyword = value ?? '';
    this.transcript.setQuery(this.keyword);
  }

  /**
   * Loads the asset, unless its answer is shown already (the server's, restored): the player
   * and the tools keep what they have. A new call supersedes a load still running.
   */
  async start(): Promise<void> {
    if (this.status === 'ready' && this.shown === this.loadKey) return;
    this.status = 'loading';
    const id = this.id;
    if (
      await this.resolved.run(this.loadKey, (signal) => this.resolveAsset.execute(id, { signal }))
    ) {
      this.loaded();
      await this.loadTranscript();
    }
  }

  /** Shows the answers the server already sent, if any. */
  restore(): void {
    if (!this.resolved.restore(this.loadKey)) return;
    this.loaded();
    this.reading.restore(this.id, this.detail);
  }

  /**
   * With a keyword, the transcript is read at once: the server renders its mentions before
   * any player exists. Otherwise (and in the browser) the player brings it.
   */
  private async loadTranscript(): Promise<void> {
    if (this.detail && this.keyword.trim()) await this.reading.run(this.id, this.detail);
  }

  /** The transcript's current match follows where the page starts (`?t=`). */
  private showStart(): void {
    const source = this.playbackSource;
    const at = this.startAt;
    this.transcript.setStartOffset(source && at !== undefined ? at - source.start : undefined);
  }

  private get loadKey(): string {
    return `asset/${this.id}`;
  }

  private loaded(): void {
    const resolved = this.resolved.value;
    if (!resolved.found) {
      this.status = 'notFound';
      return;
    }
    const { detail, side } = resolved;
    this.detail = detail;
    this.sideKind = side.kind;
    this.sideItems = side.items.slice(0, SIDE_PANEL_SIZE);
    this.tools = new ClipToolsStore(detail, this.origin, this.options.today);
    this.status = 'ready';
    this.shown = this.loadKey;
    this.showStart();
  }

  /** Abandons a load still running (the page was left). */
  dispose(): void {
    this.resolved.dispose();
    this.reading.dispose();
    this.playerGone();
  }

  /** The player is mounted: the transcript and the tools follow it. */
  playerReady(handle: PlayerHandle): void {
    const source = this.playbackSource;
    if (!source) return;
    this.transcript.attach(handle, { start: source.start, end: source.end });
    this.tools?.attach(handle);
  }

  /** The player could not be loaded: there are no captions to make a transcript of. */
  playerFailed(): void {
    this.transcript.unavailable();
  }

  /** The player was destroyed. */
  playerGone(): void {
    this.transcript.detach();
    this.tools?.detach();
  }

  get origin(): string {
    return this.options.origin ?? '';
  }

  get title(): string {
    return this.detail ? assetTitle(this.detail) : '';
  }

  get seriesTitle(): string {
    return this.detail?.seriesTitle ?? '';
  }

  /** The first Abstract description; '' when there is none. */
  get description(): string {
    return this.detail ? abstractText(this.detail) : '';
  }

  get fields(): DetailField[] {
    return this.detail ? detailFields(this.detail) : [];
  }

  get contributors(): Contributor[] {
    return this.detail ? namedContributors(this.detail) : [];
  }

  get sideHeading(): string {
    return SIDE_HEADINGS[this.sideKind];
  }

  /** What the player plays: the clip's window of the media file, with English captions. */
  get playbackSource(): PlaybackSource | undefined {
    return this.detail ? playbackSourceOf(this.detail) : undefined;
  }

  /** Where playback starts, in seconds into the media file: `?t=` inside the clip, if given. */
  get startAt(): number | undefined {
    return this.detail ? playbackStart(this.detail, this.timecode) : undefined;
  }

  /** Where the back button goes (SPEC §2: the sub-listing it came from, else browse). */
  get backRoute(): string {
    return this.memory.backRouteOf(this.id);
  }

  get documentTitle(): string {
    return titled(this.title);
  }

  /** The page's title, description and sharing picture. */
  get pageMeta(): PageMetaPatch {
    return assetPageMeta(this.title, this.description, this.detail?.thumbnail ?? '');
  }

  /**
   * schema.org VideoObject (a Clip too for clips), with the start of the transcript once it
   * has loaded. Computed: the same object until the asset or the transcript changes.
   */
  get structuredData(): JsonLd | undefined {
    const detail = this.detail;
    if (!detail || !this.origin) return undefined;
    const page = { detail, title: this.title, description: this.description };
    return assetVideoObject(page, this.origin, this.transcript.excerpt);
  }

  /** The page's structured data: the video, and its breadcrumbs. */
  get pageStructuredData(): JsonLd[] | undefined {
    const { structuredData: video, detail } = this;
    if (!video || !detail) return undefined;
    return [video, assetBreadcrumbs(detail, this.title, this.origin)];
  }

  /** A side card's link: a series or topic opens its sub-listing, anything else its detail. */
  targetOf(item: Asset): string {
    return sideCardTarget(item);
  }

  /** A side card that opens a video detail reloads the page (SPEC §2). */
  reloadsPage(item: Asset): boolean {
    return sideCardReloadsPage(item);
  }

  /** A side card is about to open: the new page keeps this page's way back. */
  open(item: Asset): void {
    this.memory.rememberOpened(item, {
      kind: 'detail',
      route: paths.assetDetail(this.id),
      asset: this.id,
    });
  }

  toggleDescription(): void {
    this.descriptionOpen = !this.descriptionOpen;
  }

  toggleDetails(): void {
    this.detailsOpen = !this.detailsOpen;
  }
}
