import { isContainer, type Asset } from '../entities/Asset';
import { isAssetRefused } from '../entities/AssetRefused';
import type { AssetDetail } from '../entities/AssetDetail';
import type { SpokenPlaceLine } from '../entities/Catalogue';
import {
  emptySummary,
  type IndexProgress,
  type IndexSummary,
  type PassOutcome,
} from '../entities/IndexPass';
import type { ArchiveApi } from '../ports/ArchiveApi';
import type { CallOptions } from '../ports/CallOptions';
import type { CaptionSource } from '../ports/CaptionSource';
import type { CatalogueStore } from '../ports/Catalogue';
import type { Logger } from '../ports/Logger';
import type { TranscriptIndex } from '../ports/TranscriptIndex';
import { catalogueRecordOf, spokenPlaceLines } from '../rules/catalogue/catalogueRecord';
import { playbackSourceOf } from '../rules/media/playback';
import {
  assetFingerprint,
  captionVersion,
  heldFileVersion,
  indexedAssetOf,
  indexedCues,
} from '../rules/media/spokenIndex';
import { isAbortError } from '../rules/values/abort';
import { eachAtOnce } from '../rules/values/eachAtOnce';
import type { PlaybackWindow } from '../rules/values/time';
import { ASSET_WALK, type WalkArchive, type WalkLimits } from './WalkArchive';
import { HeldAssets } from './HeldAssets';
import { IndexFailure, isGone, messageOf, writeToIndex } from './indexFailure';

export type { FailedVideo, IndexProgress, IndexSummary, PassOutcome } from '../entities/IndexPass';

/** Assets read at once: the archive and the media host are shared with the site's visitors. */
export const INDEX_CONCURRENCY = 3;

export interface IndexOptions extends CallOptions {
  /** Videos handled at once. */
  concurrency?: number;
  onProgress?(progress: IndexProgress): void;
  /** Awaited between one video and the next (a server lets its pages go first). */
  between?(): Promise<void>;
  walkLimits?: WalkLimits;
}

type AssetOutcome = 'indexed' | 'unchanged' | 'withoutCaptions' | 'gone' | 'failed';

/** What a video's captions gave its catalogue record: left out, the mentions held stay. */
interface Heard {
  spoken?: SpokenPlaceLine[];
}

/**
 * One pass of the spoken-word index: walks the archive's public videos, reads each one's
 * public detail and caption file (unless the index holds the same version), and stores the
 * cues inside its clip, one asset at a time. Only public assets are ever stored. After a
 * complete walk, assets the walk no longer lists are dropped; after an incomplete or failed
 * one, nothing is. A video that cannot be read or stored is logged, counted and named, and
 * keeps its old cues; a file the index refused is remembered and not read again until it
 * changes. Only the index itself failing (it no longer answers) ends the pass.
 *
 * With a catalogue, each public video's catalogue record (its places, time, subjects, people
 * and the places named in its captions) is stored too, captions or not, and dropped when the
 * video is gone, no longer public or no longer listed. A record the catalogue refuses fails
 * that video alone.
 */
export class IndexTranscripts {
  constructor(
    private readonly walk: WalkArchive,
    private readonly archive: ArchiveApi,
    private readonly captions: CaptionSource,
    private readonly index: TranscriptIndex,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
    private readonly catalogue?: CatalogueStore,
  ) {}

  async execute(options: IndexOptions = {}): Promise<IndexSummary> {
    const started = this.now();
    const summary = emptySummary();
    const end = (outcome: PassOutcome, error?: unknown): IndexSummary => {
      summary.outcome = outcome;
      if (error !== undefined) summary.error = messageOf(error);
      summary.ms = this.now() - started;
      return summary;
    };
    const { signal } = options;
    let held: HeldAssets;
    let videos: Asset[];
    try {
      held = await HeldAssets.read(this.index, this.catalogue);
      const walked = await this.walk.assets(options.walkLimits ?? ASSET_WALK, { signal });
      videos = walked.items.filter((asset) => !isContainer(asset.type));
      summary.complete = walked.complete;
    } catch (error) {
      if (signal?.aborted) return end('aborted');
      this.logger.error('Transcript index: the pass failed before it began:', error);
      return end('failed', error);
    }
    summary.seen = videos.length;
    const progress = { done: 0, total: videos.length };
    options.onProgress?.({ ...progress });
    try {
      const workers = options.concurrency ?? INDEX_CONCURRENCY;
      await eachAtOnce(videos, workers, options, async (asset) => {
        const outcome = await this.indexOne(asset, held, summary, signal);
        summary[outcome] += 1;
        progress.done += 1;
        options.onProgress?.({ ...progress });
      });
      if (signal?.aborted) return end('aborted');
      if (summary.complete) {
        const listed = new Set(videos.map((asset) => asset.identifier || asset.id));
        summary.dropped += await held.dropUnlisted(listed);
      }
      await writeToIndex(() => this.index.markPass(this.now()));
    } catch (error) {
      if (signal?.aborted && !(error instanceof IndexFailure)) return end('aborted');
      this.logger.error('Transcript index: the pass stopped:', error);
      return end('failed', error);
    }
    return end('finished');
  }

  private async indexOne(
    asset: Asset,
    held: HeldAssets,
    summary: IndexSummary,
    signal: AbortSignal | undefined,
  ): Promise<AssetOutcome> {
    const id = asset.identifier || asset.id;
    let detail: AssetDetail;
    try {
      detail = await this.archive.assetDetail(id, { signal });
    } catch (error) {
      if (isGone(error)) return this.forget(id, held, summary, 'gone');
      return this.failed(id, summary, `the details of ${id} could not be read:`, error, signal);
    }
    if (!detail.isPublic) return this.forget(id, held, summary, 'gone');
    const heard: Heard = {};
    const outcome = await this.indexCaptions(id, detail, held, summary, signal, heard);
    return this.catalogued(id, detail, heard, outcome, summary, signal);
  }

  /** Stores the catalogue record of a public video; its failure is that video's. */
  private async catalogued(
    id: string,
    detail: AssetDetail,
    heard: Heard,
    outcome: AssetOutcome,
    summary: IndexSummary,
    signal: AbortSignal | undefined,
  ): Promise<AssetOutcome> {
    if (!this.catalogue) return outcome;
    try {
      await this.catalogue.storeRecord({ ...catalogueRecordOf(id, detail), ...heard });
      return outcome;
    } catch (error) {
      if (isAbortError(error) || signal?.aborted) throw error;
      if (!isAssetRefused(error)) {
        // A failure the catalogue cannot answer after is the index's, not this video's.
        try {
          await this.catalogue.records();
        } catch {
          throw new IndexFailure(`the catalogue refused a write: ${messageOf(error)}`, {
            cause: error,
          });
        }
      }
      this.logger.warn(`Catalogue: the record of ${id} could not be stored:`, error);
      if (outcome !== 'failed') summary.failures.push({ id, reason: messageOf(error) });
      return 'failed';
    }
  }

  /** Stores the cues of a public video; `heard` gets the places its captions name. */
  private async indexCaptions(
    id: string,
    detail: AssetDetail,
    held: HeldAssets,
    summary: IndexSummary,
    signal: AbortSignal | undefined,
    heard: Heard,
  ): Promise<AssetOutcome> {
    const source = playbackSourceOf(detail);
    if (!source.captionUrl) {
      heard.spoken = [];
      return this.forget(id, held, summary, 'withoutCaptions');
    }
    const shown = indexedAssetOf(id, detail);
    const clip: PlaybackWindow = { start: source.start, end: source.end };
    const fingerprint = assetFingerprint(shown, clip, source.captionUrl);
    const failedBefore = held.failures.get(id);
    // A version that failed is asked about as if held: unchanged, it is not read again.
    const failedVersion = heldFileVersion(failedBefore?.captionVersion, fingerprint);
    // Cues stored before the catalogue held this video are read again for the places said.
    const stored = !this.catalogue || held.records.has(id) ? held.versions.get(id) : undefined;
    let read;
    try {
      read = await this.captions.versioned(
        source.captionUrl,
        failedVersion ?? heldFileVersion(stored, fingerprint),
        { signal },
      );
    } catch (error) {
      return this.failed(id, summary, `the captions of ${id} could not be read:`, error, signal);
    }
    if (read.kind === 'unchanged') {
      if (failedVersion === undefined || !failedBefore) return 'unchanged';
      summary.failures.push({ id, reason: failedBefore.reason, earlier: true });
      return 'failed';
    }
    if (read.kind === 'missing') {
      heard.spoken = [];
      return this.forget(id, held, summary, 'withoutCaptions');
    }
    if (read.notUtf8) {
      this.logger.warn(`Transcript index: ${source.captionUrl} is not UTF-8; read as Windows-1252`);
    }
    const version = captionVersion(fingerprint, read.version);
    let cues;
    try {
      cues = indexedCues(read.cues, clip);
    } catch (error) {
      return this.storeFailed(id, version, summary, error, true);
    }
    try {
      await this.index.store({ ...shown, captionVersion: version }, cues);
    } catch (error) {
      if (isAbortError(error) || signal?.aborted) throw error;
      return this.storeFailed(id, version, summary, error, isAssetRefused(error));
    }
    summary.cues += cues.length;
    heard.spoken = spokenPlaceLines(cues);
    return cues.length > 0 ? 'indexed' : 'withoutCaptions';
  }

  /**
   * The file of `id` was read but not stored. When the same file would fail again (`fileFault`:
   * its cues could not be made, or the index refused them), its version is remembered as
   * failed. Otherwise (or when that is refused too), if the index still answers, the asset
   * alone fails this pass (a conflict need not happen again); if it does not, the pass ends.
   */
  private async storeFailed(
    id: string,
    version: string,
    summary: IndexSummary,
    error: unknown,
    fileFault: boolean,
  ): Promise<AssetOutcome> {
    const reason = messageOf(error);
    let unsaved: unknown = fileFault ? undefined : error;
    if (fileFault) {
      // Remembering it may be refused too (an id past the engine's key limit).
      await this.index.markFailed(id, version, reason).catch((refusal: unknown) => {
        unsaved = refusal;
      });
    }
    if (unsaved !== undefined) {
      try {
        await this.index.versions();
      } catch {
        const why = messageOf(unsaved);
        throw new IndexFailure(`the index refused a write: ${why}`, { cause: unsaved });
      }
    }
    this.logger.warn(`Transcript index: the captions of ${id} could not be stored:`, error);
    summary.failures.push({ id, reason });
    return 'failed';
  }

  /**
   * Drops the cues the index holds of an asset, and its catalogue record when it is gone
   * (nothing to do for what is not held); counts it as `outcome`.
   */
  private async forget(
    id: string,
    held: HeldAssets,
    summary: IndexSummary,
    outcome: AssetOutcome,
  ): Promise<AssetOutcome> {
    if (await held.drop(id, outcome === 'gone')) summary.dropped += 1;
    return outcome;
  }

  private failed(
    id: string,
    summary: IndexSummary,
    what: string,
    error: unknown,
    signal: AbortSignal | undefined,
  ): AssetOutcome {
    if (isAbortError(error) || signal?.aborted) throw error;
    this.logger.warn(`Transcript index: ${what}`, error);
    summary.failures.push({ id, reason: messageOf(error) });
    return 'failed';
  }
}
