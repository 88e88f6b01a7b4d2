import { whole } from '../shared/whole';
import {
  MAX_INDEX_PAGE_SIZE,
  MAX_MOMENTS_PER_VIDEO,
  MAX_MOMENTS_WITHIN,
  MAX_SPOKEN_VIDEOS,
  type FacetCount,
  type FailedFile,
  type IndexedAsset,
  type IndexedCue,
  type IndexedMoment,
  type IndexState,
  type SpokenHit,
  type SpokenResults,
  type SpokenSearch,
} from '../../core/entities/SpokenWords';
import type { CallOptions } from '../../core/ports/CallOptions';
import type { TranscriptIndex } from '../../core/ports/TranscriptIndex';
import { plainText, spokenQueryText } from '../shared/plainText';
import { momentsOf, readTranscript, type ReadTranscript } from './readTranscript';
import { lexemesOf, lookedUp, matches, parseWebSearch, type Query } from './webSearch';

/** One asset as the index holds it: replaced whole, never changed in place. */
export interface HeldTranscript {
  readonly asset: IndexedAsset;
  readonly cues: readonly IndexedCue[];
}

/** What one index holds; handles on the same holdings see one index, as connections do. */
export interface TranscriptHoldings {
  readonly assets: Map<string, HeldTranscript>;
  /** The names of the locks held now. */
  readonly locks: Set<string>;
  /** Caption versions whose storing failed, by asset. */
  readonly failures: Map<string, FailedFile>;
  lastPass?: number;
}

interface Matched {
  held: HeldTranscript;
  score: number;
}

const EMPTY: SpokenResults = { hits: [], total: 0, collections: [], types: [] };

function byId(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function facets<T extends string | number>(values: readonly T[]): FacetCount<T>[] {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort(
      (a, b) =>
        b.count - a.count ||
        (typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : byId(String(a.value), String(b.value))),
    );
}

/** The query, when it can find anything: not blank, not stop words or exclusions alone. */
function searchable(text: string): Query | null {
  const query = parseWebSearch(spokenQueryText(text));
  return query && lookedUp(query) ? query : null;
}

/**
 * The transcript index in memory, with no database: the same query syntax, English
 * stemming, ranking, moments and marks as the SQL index, computed the way PostgreSQL does.
 */
export class InMemoryTranscriptIndex implements TranscriptIndex {
  private readonly read = new WeakMap<HeldTranscript, ReadTranscript>();
  private closed = false;

  constructor(
    protected readonly holdings: TranscriptHoldings = {
      assets: new Map(),
      locks: new Set(),
      failures: new Map(),
    },
  ) {}

  /** A second handle on the same holdings, as another instance of the site would have. */
  another(): InMemoryTranscriptIndex {
    return new InMemoryTranscriptIndex(this.holdings);
  }

  /**
   * Cues with a time that is not a number, or no text once control and invisible
   * characters are gone, are left out; an end before the offset becomes the offset.
   */
  async store(asset: IndexedAsset, cues: readonly IndexedCue[]): Promise<void> {
    await this.ready();
    const kept = cues
      .map((cue) => ({ ...cue, text: plainText(cue.text) }))
      .filter((cue) => cue.text && Number.isFinite(cue.offset) && Number.isFinite(cue.end))
      .map((cue) => ({ ...cue, end: Math.max(cue.end, cue.offset) }));
    this.holdings.assets.set(asset.id, { asset: { ...asset }, cues: kept });
    this.holdings.failures.delete(asset.id);
  }

  async drop(assetId: string): Promise<void> {
    await this.ready();
    this.holdings.assets.delete(assetId);
    this.holdings.failures.delete(assetId);
  }

  async markFailed(assetId: string, captionVersion: string, reason: string): Promise<void> {
    await this.ready();
    this.holdings.failures.set(assetId, { captionVersion, reason });
  }

  async failures(): Promise<Map<string, FailedFile>> {
    await this.ready();
    return new Map(this.holdings.failures);
  }

  async versions(): Promise<Map<string, string>> {
    await this.ready();
    return new Map([...this.holdings.assets].map(([id, held]) => [id, held.asset.captionVersion]));
  }

  async state(): Promise<IndexState> {
    await this.ready();
    let cues = 0;
    for (const held of this.holdings.assets.values()) cues += held.cues.length;
    const { lastPass } = this.holdings;
    return {
      assets: this.holdings.assets.size,
      cues,
      ...(lastPass === undefined ? {} : { lastPass }),
    };
  }

  async markPass(at: number): Promise<void> {
    await this.ready();
    this.holdings.lastPass = Math.round(at);
  }

  async search(search: SpokenSearch, options?: CallOptions): Promise<SpokenResults> {
    const pageSize = whole(search.pageSize, 1, MAX_INDEX_PAGE_SIZE);
    const page = whole(search.page, 1, Number.MAX_SAFE_INTEGER);
    const perVideo = whole(search.momentsPerVideo, 0, MAX_MOMENTS_PER_VIDEO);
    options?.signal?.throwIfAborted();
    await this.ready();
    const query = searchable(search.text);
    if (!query) return EMPTY;
    const among = search.among ? new Set(search.among) : undefined;
    const matched = this.matched(query).filter(({ held }) => !among || among.has(held.asset.id));
    const inCollection = (held: HeldTranscript) =>
      search.collection === undefined || held.asset.collection === search.collection;
    const ofType = (held: HeldTranscript) =>
      search.type === undefined || held.asset.type === search.type;
    const shown = matched.filter(({ held }) => inCollection(held) && ofType(held));
    const skip = Math.min((page - 1) * pageSize, 2 ** 31 - 1);
    const results: SpokenResults = {
      total: shown.length,
      collections: facets(
        matched.filter(({ held }) => ofType(held)).map(({ held }) => held.asset.collection),
      ),
      types: facets(
        matched
          .filter(({ held }) => inCollection(held))
          .map(({ held }) => held.asset.type)
          .filter((type) => type !== ''),
      ),
      hits: shown.slice(skip, skip + pageSize).map(({ held }) => this.hit(held, query, perVideo)),
    };
    options?.signal?.throwIfAborted();
    return results;
  }

  async matching(text: string, options?: CallOptions): Promise<string[]> {
    options?.signal?.throwIfAborted();
    await this.ready();
    const query = searchable(text);
    if (!query) return [];
    const ids = this.matched(query)
      .slice(0, MAX_SPOKEN_VIDEOS)
      .map(({ held }) => held.asset.id);
    options?.signal?.throwIfAborted();
    return ids;
  }

  async searchWithin(
    assetId: string,
    text: string,
    options?: CallOptions,
  ): Promise<IndexedMoment[]> {
    options?.signal?.throwIfAborted();
    await this.ready();
    const query = searchable(text);
    const held = this.holdings.assets.get(assetId);
    if (!query || !held) return [];
    return momentsOf(this.readOf(held), query, MAX_MOMENTS_WITHIN).moments;
  }

  /** Runs `task` unless a handle on the same holdings holds the lock `name`. */
  async exclusively<T>(name: string, task: () => Promise<T>): Promise<T | undefined> {
    await this.ready();
    const { locks } = this.holdings;
    if (locks.has(name)) return undefined;
    locks.add(name);
    try {
      return await task();
    } finally {
      locks.delete(name);
    }
  }

  /** Every later call of this handle rejects. */
  async close(): Promise<void> {
    this.closed = true;
  }

  /** Settles after the caller's turn, as a database answers; rejects once closed. */
  protected async ready(): Promise<void> {
    await Promise.resolve();
    if (this.closed) throw new Error('The transcript index is closed');
  }

  private readOf(held: HeldTranscript): ReadTranscript {
    let read = this.read.get(held);
    if (!read) {
      read = readTranscript(held.cues);
      this.read.set(held, read);
    }
    return read;
  }

  /**
   * The videos that match, most relevant first, then by id: a video matches where one of its
   * passages does, and its relevance is how often its passages say the query's wanted words
   * (the places each passage keeps of them, summed), as transcript_terms counts them.
   */
  private matched(query: Query): Matched[] {
    const wanted = lexemesOf(lookedUp(query) ?? query);
    const matched: Matched[] = [];
    for (const held of this.holdings.assets.values()) {
      const passages = this.readOf(held).passages;
      if (!passages.some((passage) => matches(passage, query))) continue;
      let score = 0;
      for (const passage of passages) {
        for (const lexeme of wanted) score += passage.get(lexeme)?.length ?? 0;
      }
      matched.push({ held, score });
    }
    return matched.sort((a, b) => b.score - a.score || byId(a.held.asset.id, b.held.asset.id));
  }

  private hit(held: HeldTranscript, query: Query, perVideo: number): SpokenHit {
    const { id, title, seriesTitle, type, collection, thumbnail } = held.asset;
    const { moments, count } = momentsOf(this.readOf(held), query, perVideo);
    return {
      asset: { id, title, seriesTitle, type, collection, thumbnail },
      moments,
      momentCount: count,
    };
  }
}
