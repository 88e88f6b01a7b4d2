import { makeAutoObservable, runInAction } from 'mobx';
import type { Asset } from '../entities/Asset';
import type { AssetDetail, Contributor } from '../entities/AssetDetail';
import type { PlaybackSource } from '../ports/VideoPlayer';
import { captionUrl } from '../rules/media';
import { itemTarget, paths } from '../rules/routes';
import { playbackWindow } from '../rules/time';
import type { BrowsingMemory } from './BrowsingMemory';
import { LatestRequest } from './LatestRequest';
import { SIDE_PANEL_SIZE, type ResolveAsset, type SidePanelKind } from '../use-cases/ResolveAsset';

export type AssetStatus = 'loading' | 'ready' | 'notFound';

/** One line of the DETAILS panel; lines without a value are never produced. */
export interface DetailField {
  label: string;
  value: string;
}

export const SIDE_HEADINGS: Record<SidePanelKind, string> = {
  related: 'Related Videos',
  newAdditions: 'New Additions',
};

const joined = (values: string[]) =>
  values
    .map((v) => v.trim())
    .filter(Boolean)
    .join(', ');

/** The DETAILS panel of SPEC §2 "Video detail", in order, empty fields left out. */
export function detailFields(detail: AssetDetail): DetailField[] {
  const fields: DetailField[] = [
    { label: 'Collection', value: detail.collectionName.trim() },
    { label: 'Genre', value: joined(detail.genres.map((g) => g.text)) },
    { label: 'Place Covered', value: joined(detail.coverages) },
    { label: 'Copyright Holder', value: joined(detail.publishers) },
    { label: 'Date Issued', value: detail.dateIssued.trim() },
    { label: 'Duration', value: detail.duration.trim() },
    { label: 'Subjects', value: joined(detail.subjects) },
  ];
  return fields.filter((f) => f.value !== '');
}

/** The video detail screen: the asset, its player source, side panel and the two panels. */
export class AssetStore {
  id = '';
  status: AssetStatus = 'loading';
  detail: AssetDetail | undefined = undefined;
  sideKind: SidePanelKind = 'related';
  sideItems: Asset[] = [];
  descriptionOpen = true;
  detailsOpen = true;
  private readonly request = new LatestRequest();

  constructor(
    private readonly resolveAsset: ResolveAsset,
    private readonly memory: BrowsingMemory,
  ) {
    makeAutoObservable<AssetStore, 'request' | 'resolveAsset' | 'memory'>(this, {
      request: false,
      resolveAsset: false,
      memory: false,
    });
  }

  /** The asset id from the route. */
  setId(id: string): void {
    this.id = id;
  }

  /** Loads the asset; safe to call again (a new call supersedes the last). */
  async start(): Promise<void> {
    this.status = 'loading';
    const id = this.id;
    const outcome = await this.request.run((signal) => this.resolveAsset.execute(id, { signal }));
    if (!outcome) return;
    runInAction(() => {
      if (!outcome.ok || !outcome.value.found) {
        this.status = 'notFound';
        return;
      }
      const { detail, side } = outcome.value;
      this.detail = detail;
      this.sideKind = side.kind;
      this.sideItems = side.items.slice(0, SIDE_PANEL_SIZE);
      this.status = 'ready';
    });
  }

  /** Abandons a load still running (the page was left). */
  dispose(): void {
    this.request.dispose();
  }

  get title(): string {
    return this.detail ? this.detail.title || this.detail.segmentTitle : '';
  }

  get seriesTitle(): string {
    return this.detail?.seriesTitle ?? '';
  }

  /** The first Abstract description; '' when there is none. */
  get description(): string {
    const abstract = this.detail?.descriptions.find(
      (d) => d.type.trim().toLowerCase() === 'abstract' && d.text.trim() !== '',
    );
    return abstract?.text.trim() ?? '';
  }

  get fields(): DetailField[] {
    return this.detail ? detailFields(this.detail) : [];
  }

  get contributors(): Contributor[] {
    return this.detail?.contributors.filter((c) => c.name.trim() && c.role.trim()) ?? [];
  }

  get sideHeading(): string {
    return SIDE_HEADINGS[this.sideKind];
  }

  /** What the player plays: the clip's window of the media file, with English captions. */
  get playbackSource(): PlaybackSource | undefined {
    const d = this.detail;
    if (!d) return undefined;
    return {
      mediaUrl: d.mediaUrl,
      captionUrl: captionUrl(d.mediaUrl),
      poster: d.thumbnail,
      title: this.title,
      collection: d.collection,
      logo: d.collectionImageUrl,
      ...playbackWindow(d.timeStart, d.duration),
    };
  }

  /** Where the back button goes (SPEC §2: sub-listing, search results or browse). */
  get backRoute(): string {
    return this.memory.detailBackRoute;
  }

  get documentTitle(): string {
    return this.title ? `${this.title} | Louisiana Digital Media Archive` : '';
  }

  /** A side card's link: a series or topic opens its sub-listing, anything else its detail. */
  targetOf(item: Asset): string {
    return itemTarget(item, 'assetDetail', (type) => type.toLowerCase());
  }

  /** A side card is about to open: the new page keeps this page's way back. */
  open(item: Asset): void {
    this.memory.rememberOpened(item, { kind: 'detail', route: paths.assetDetail(this.id) });
  }

  toggleDescription(): void {
    this.descriptionOpen = !this.descriptionOpen;
  }

  toggleDetails(): void {
    this.detailsOpen = !this.detailsOpen;
  }
}
