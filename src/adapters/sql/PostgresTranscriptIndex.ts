import { whole } from '../shared/whole';
import { AssetRefused } from '../../core/entities/AssetRefused';
import {
  MAX_INDEX_PAGE_SIZE,
  MAX_MOMENTS_PER_VIDEO,
  MAX_MOMENTS_WITHIN,
  MAX_SPOKEN_VIDEOS,
  type FailedFile,
  type IndexedAsset,
  type IndexedCue,
  type IndexedMoment,
  type IndexState,
  type SpokenResults,
  type SpokenSearch,
} from '../../core/entities/SpokenWords';
import type { CallOptions } from '../../core/ports/CallOptions';
import type { TranscriptIndex } from '../../core/ports/TranscriptIndex';
import { exclusively } from './advisoryLock';
import { PostgresCatalogue } from './PostgresCatalogue';
import { passageParts, splitLine } from './passages';
import { plainText, spokenQueryText } from '../shared/plainText';
import {
  MATCHING_SQL,
  MOMENTS_SQL,
  PASSAGES_SQL,
  SEARCH_SQL,
  SEARCHABLE_SQL,
  TERMS_SQL,
} from './searchSql';
import { HEADLINE_OPTIONS } from './snippet';
import { momentOf, spokenResults, type MomentRow, type SearchRow } from './spokenRows';
import type { SqlDatabase, SqlSession } from './SqlDatabase';
import { refusedData, SEARCH_TIME_LIMIT_MS, STORE_TIME_LIMIT_MS } from './sqlLimits';

export { SEARCH_TIME_LIMIT_MS, STORE_TIME_LIMIT_MS } from './sqlLimits';
/** The longest reason a failure keeps. */
const MAX_REASON_CHARS = 500;

export interface PostgresTranscriptIndexOptions {
  /** Milliseconds; SEARCH_TIME_LIMIT_MS unless given. */
  searchTimeLimitMs?: number;
  /** Milliseconds; STORE_TIME_LIMIT_MS unless given. */
  storeTimeLimitMs?: number;
}

const EMPTY: SpokenResults = { hits: [], total: 0, collections: [], types: [] };

/**
 * The transcript index on PostgreSQL's full-text search (PGlite or a server: the same SQL).
 * English stemming, web search syntax, ranking and the marked snippets are PostgreSQL's.
 */
export class PostgresTranscriptIndex implements TranscriptIndex {
  private readonly timeLimitMs: number;
  private readonly storeLimitMs: number;
  private shelf: PostgresCatalogue | undefined;

  constructor(
    private readonly db: SqlDatabase,
    options: PostgresTranscriptIndexOptions = {},
  ) {
    this.timeLimitMs = whole(options.searchTimeLimitMs ?? SEARCH_TIME_LIMIT_MS, 1, 600_000);
    this.storeLimitMs = whole(options.storeTimeLimitMs ?? STORE_TIME_LIMIT_MS, 1, 3_600_000);
  }

  /** The catalogue index, in the same database (closed with it). */
  catalogue(): PostgresCatalogue {
    this.shelf ??= new PostgresCatalogue(this.db, {
      searchTimeLimitMs: this.timeLimitMs,
      storeTimeLimitMs: this.storeLimitMs,
    });
    return this.shelf;
  }

  /**
   * Cues with a time that is not a number, or no text once control and invisible
   * characters are gone, are left out; an end before the offset becomes the offset. A line
   * longer than MAX_INDEXED_LINE_CHARS is stored as several of the same time.
   */
  async store(asset: IndexedAsset, cues: readonly IndexedCue[]): Promise<void> {
    try {
      await this.write(asset, cues);
    } catch (error) {
      if (!refusedData(error)) throw error;
      const message = error instanceof Error ? error.message : String(error);
      throw new AssetRefused(`${asset.id} was refused: ${message}`, { cause: error });
    }
  }

  private async write(asset: IndexedAsset, cues: readonly IndexedCue[]): Promise<void> {
    const kept = cues
      .filter((cue) => Number.isFinite(cue.offset) && Number.isFinite(cue.end))
      .flatMap((cue) => splitLine(plainText(cue.text)).map((text) => ({ ...cue, text })));
    const parts = passageParts(kept.map((cue) => cue.text));
    await this.db.transaction(async (tx) => {
      // SET takes no parameters; the limit is a whole number of our own.
      await tx.query(`SET LOCAL statement_timeout = ${this.storeLimitMs}`);
      await tx.query(
        `INSERT INTO transcript_assets
           (id, title, series_title, type, collection, thumbnail, caption_version, indexed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, now())
         ON CONFLICT (id) DO UPDATE SET title = $2, series_title = $3, type = $4,
           collection = $5, thumbnail = $6, caption_version = $7, indexed_at = now()`,
        [
          asset.id,
          asset.title,
          asset.seriesTitle,
          asset.type,
          asset.collection,
          asset.thumbnail,
          asset.captionVersion,
        ],
      );
      await tx.query('DELETE FROM transcript_failures WHERE asset = $1', [asset.id]);
      await tx.query('DELETE FROM transcript_terms WHERE asset = $1', [asset.id]);
      await tx.query('DELETE FROM transcript_passages WHERE asset = $1', [asset.id]);
      await tx.query('DELETE FROM transcript_cues WHERE asset = $1', [asset.id]);
      if (kept.length === 0) return;
      // One statement for the whole file: arrays in, rows out.
      await tx.query(
        `INSERT INTO transcript_cues (asset, seq, part, offset_seconds, end_seconds, text)
         SELECT $1, cue.seq, cue.part, cue.offset_seconds,
           greatest(cue.end_seconds, cue.offset_seconds), cue.text
         FROM unnest($2::float8[], $3::float8[], $4::text[], $5::int[])
           WITH ORDINALITY AS cue (offset_seconds, end_seconds, text, part, seq)`,
        [
          asset.id,
          kept.map((cue) => cue.offset),
          kept.map((cue) => cue.end),
          kept.map((cue) => cue.text),
          parts,
        ],
      );
      await tx.query(PASSAGES_SQL, [asset.id]);
      await tx.query(TERMS_SQL, [asset.id]);
    });
  }

  async drop(assetId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('DELETE FROM transcript_assets WHERE id = $1', [assetId]);
      await tx.query('DELETE FROM transcript_failures WHERE asset = $1', [assetId]);
    });
  }

  async markFailed(assetId: string, captionVersion: string, reason: string): Promise<void> {
    await this.db.query(
      `INSERT INTO transcript_failures (asset, caption_version, reason) VALUES ($1, $2, $3)
       ON CONFLICT (asset) DO UPDATE SET caption_version = $2, reason = $3, failed_at = now()`,
      [assetId, captionVersion, plainText(reason).slice(0, MAX_REASON_CHARS)],
    );
  }

  async failures(): Promise<Map<string, FailedFile>> {
    const rows = await this.db.query<{ asset: string; caption_version: string; reason: string }>(
      'SELECT asset, caption_version, reason FROM transcript_failures',
    );
    return new Map(
      rows.map((row) => [row.asset, { captionVersion: row.caption_version, reason: row.reason }]),
    );
  }

  async versions(): Promise<Map<string, string>> {
    const rows = await this.db.query<{ id: string; caption_version: string }>(
      'SELECT id, caption_version FROM transcript_assets',
    );
    return new Map(rows.map((row) => [row.id, row.caption_version]));
  }

  async state(): Promise<IndexState> {
    const [row] = await this.db.query<{ assets: number; cues: number; last_pass: number | null }>(
      `SELECT (SELECT count(*)::int FROM transcript_assets) AS assets,
         (SELECT count(*)::int FROM transcript_cues) AS cues,
         (SELECT last_pass::float8 FROM transcript_state) AS last_pass`,
    );
    return {
      assets: row?.assets ?? 0,
      cues: row?.cues ?? 0,
      ...(row?.last_pass != null ? { lastPass: row.last_pass } : {}),
    };
  }

  async markPass(at: number): Promise<void> {
    await this.db.query(
      `INSERT INTO transcript_state (id, last_pass) VALUES (true, $1)
       ON CONFLICT (id) DO UPDATE SET last_pass = $1`,
      [Math.round(at)],
    );
  }

  async search(query: SpokenSearch, options?: CallOptions): Promise<SpokenResults> {
    const text = spokenQueryText(query.text);
    const pageSize = whole(query.pageSize, 1, MAX_INDEX_PAGE_SIZE);
    const page = whole(query.page, 1, Number.MAX_SAFE_INTEGER);
    const perVideo = whole(query.momentsPerVideo, 0, MAX_MOMENTS_PER_VIDEO);
    options?.signal?.throwIfAborted();
    const results = await this.limited(async (tx) => {
      if (!(await this.searchable(tx, text))) return EMPTY;
      const [row] = await tx.query<SearchRow>(SEARCH_SQL, [
        text,
        query.collection ?? null,
        query.type ?? null,
        pageSize,
        Math.min((page - 1) * pageSize, 2 ** 31 - 1),
        query.among ? [...query.among] : null,
      ]);
      if (!row) return EMPTY;
      const ids = row.hits.map((hit) => hit.id);
      // At least one moment a video, for its count; the page shows `perVideo`.
      const moments = ids.length
        ? await tx.query<MomentRow>(MOMENTS_SQL, [
            text,
            ids,
            Math.max(1, perVideo),
            HEADLINE_OPTIONS,
          ])
        : [];
      return spokenResults(row, moments, perVideo);
    });
    options?.signal?.throwIfAborted();
    return results;
  }

  async matching(text: string, options?: CallOptions): Promise<string[]> {
    const query = spokenQueryText(text);
    options?.signal?.throwIfAborted();
    const ids = await this.limited(async (tx) => {
      if (!(await this.searchable(tx, query))) return [];
      const rows = await tx.query<{ asset: string }>(MATCHING_SQL, [query, MAX_SPOKEN_VIDEOS]);
      return rows.map((row) => row.asset);
    });
    options?.signal?.throwIfAborted();
    return ids;
  }

  async searchWithin(
    assetId: string,
    text: string,
    options?: CallOptions,
  ): Promise<IndexedMoment[]> {
    const query = spokenQueryText(text);
    options?.signal?.throwIfAborted();
    const moments = await this.limited(async (tx) => {
      if (!(await this.searchable(tx, query))) return [];
      const rows = await tx.query<MomentRow>(MOMENTS_SQL, [
        query,
        [assetId],
        MAX_MOMENTS_WITHIN,
        HEADLINE_OPTIONS,
      ]);
      return rows.map(momentOf);
    });
    options?.signal?.throwIfAborted();
    return moments;
  }

  /** Runs the task under a named lock, or answers undefined when it is held (advisoryLock). */
  exclusively<T>(name: string, task: () => Promise<T>): Promise<T | undefined> {
    return exclusively(this.db, name, task);
  }

  close(): Promise<void> {
    return this.db.close();
  }

  /** Runs a search in a transaction whose statements PostgreSQL stops after the time limit. */
  private limited<T>(work: (tx: SqlSession) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      // SET takes no parameters; the limit is a whole number of our own.
      await tx.query(`SET LOCAL statement_timeout = ${this.timeLimitMs}`);
      return work(tx);
    });
  }

  private async searchable(tx: SqlSession, text: string): Promise<boolean> {
    if (!text) return false;
    const [row] = await tx.query<{ searchable: boolean }>(SEARCHABLE_SQL, [text]);
    return row?.searchable === true;
  }
}
