import type { Catalogue } from '../../core/ports/Catalogue';
import type { Logger } from '../../core/ports/Logger';
import type { TranscriptIndex } from '../../core/ports/TranscriptIndex';
import { Refreshing } from '../resources/refreshing';

/** After a failed open, calls fail at once for this long before the next try. */
export const REOPEN_AFTER_MS = 30_000;

/** An index, and the catalogue its database may hold. */
export type IndexWithCatalogue = TranscriptIndex & { catalogue?(): Catalogue };

export interface OpenedOnUseOptions {
  open(): Promise<IndexWithCatalogue>;
  /** What `open` gives holds a catalogue: then `catalogue()` reaches it. */
  catalogue?: boolean;
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
  private readonly index: Refreshing<IndexWithCatalogue>;
  private closed = false;

  constructor(options: OpenedOnUseOptions) {
    this.index = new Refreshing({
      load: () => options.open(),
      freshMs: Infinity,
      retryMs: options.retryMs ?? REOPEN_AFTER_MS,
      onError: (error) => options.logger.error('Transcript index: it could not be opened:', error),
      now: options.now,
    });
    if (options.catalogue) {
      const catalogue = this.catalogueOnUse();
      this.catalogue = () => catalogue;
    }
  }

  private opened(): Promise<IndexWithCatalogue> {
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

  /** The catalogue of the index's database, opened with it; none when `open` gives none. */
  readonly catalogue?: () => Catalogue;

  private catalogueOnUse(): Catalogue {
    const shelf = () =>
      this.opened().then((index) => {
        const catalogue = index.catalogue?.();
        if (!catalogue) throw new Error('The transcript index holds no catalogue');
        return catalogue;
      });
    return {
      overview: (options) => shelf().then((c) => c.overview(options)),
      matching: (filter, sort, options) => shelf().then((c) => c.matching(filter, sort, options)),
      explore: (query, options) => shelf().then((c) => c.explore(query, options)),
      mentions: (parish, limit, among, options) =>
        shelf().then((c) => c.mentions(parish, limit, among, options)),
      subject: (slug, options) => shelf().then((c) => c.subject(slug, options)),
      person: (slug, options) => shelf().then((c) => c.person(slug, options)),
      facetsOf: (ids, options) => shelf().then((c) => c.facetsOf(ids, options)),
      storeRecord: (record) => shelf().then((c) => c.storeRecord(record)),
      dropRecord: (id) => shelf().then((c) => c.dropRecord(id)),
      records: () => shelf().then((c) => c.records()),
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const index = await this.index.held();
    await index?.close();
  }
}
