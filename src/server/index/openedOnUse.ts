import type { Logger } from '../../core/ports/Logger';
import type { TranscriptIndex } from '../../core/ports/TranscriptIndex';
import { Refreshing } from '../resources/refreshing';

/** After a failed open, calls fail at once for this long before the next try. */
export const REOPEN_AFTER_MS = 30_000;

export interface OpenedOnUseOptions {
  open(): Promise<TranscriptIndex>;
  logger: Logger;
  retryMs?: number;
  now?: () => number;
}

/**
 * The index, opened by its first call rather than before the server listens: pages never
 * wait for it, and a database that is down at start is tried again (not more than once per
 * `retryMs`, so a search never waits for a doomed connection). Every call rejects while it
 * cannot be opened; closed, it stays closed.
 */
export class OpenedOnUse implements TranscriptIndex {
  /** Opened once and never again (no freshness runs out); a failed open waits `retryMs`. */
  private readonly index: Refreshing<TranscriptIndex>;
  private closed = false;

  constructor(options: OpenedOnUseOptions) {
    this.index = new Refreshing({
      load: () => options.open(),
      freshMs: Infinity,
      retryMs: options.retryMs ?? REOPEN_AFTER_MS,
      onError: (error) => options.logger.error('Transcript index: it could not be opened:', error),
      now: options.now,
    });
  }

  private opened(): Promise<TranscriptIndex> {
    if (this.closed) return Promise.reject(new Error('The transcript index is closed'));
    return this.index.get();
  }

  search: TranscriptIndex['search'] = (query, options) =>
    this.opened().then((index) => index.search(query, options));

  matching: TranscriptIndex['matching'] = (text, options) =>
    this.opened().then((index) => index.matching(text, options));

  searchWithin: TranscriptIndex['searchWithin'] = (assetId, text, options) =>
    this.opened().then((index) => index.searchWithin(assetId, text, options));

  store: TranscriptIndex['store'] = (asset, cues) =>
    this.opened().then((index) => index.store(asset, cues));

  drop: TranscriptIndex['drop'] = (assetId) => this.opened().then((index) => index.drop(assetId));

  versions: TranscriptIndex['versions'] = () => this.opened().then((index) => index.versions());

  markFailed: TranscriptIndex['markFailed'] = (assetId, version, reason) =>
    this.opened().then((index) => index.markFailed(assetId, version, reason));

  failures: TranscriptIndex['failures'] = () => this.opened().then((index) => index.failures());

  state: TranscriptIndex['state'] = () => this.opened().then((index) => index.state());

  markPass: TranscriptIndex['markPass'] = (at) => this.opened().then((index) => index.markPass(at));

  exclusively<T>(name: string, task: () => Promise<T>): Promise<T | undefined> {
    return this.opened().then((index) => index.exclusively(name, task));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const index = await this.index.held();
    await index?.close();
  }
}
