import { ApiError } from '../../../src/adapters/shared/ApiError';
import { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';
import type { AssetDetail } from '../../../src/core/entities/AssetDetail';
import type {
  AssetFacets,
  CatalogueOverview,
  ExploreFilter,
  ExploreAnswer,
  ExploreQuery,
  ExploreVideo,
  SpokenMention,
} from '../../../src/core/entities/Catalogue';
import type { CatalogueExplorer } from '../../../src/core/ports/Catalogue';
import type { Withdrawals } from '../../../src/core/ports/Withdrawals';
import {
  ExploreCatalogue,
  NO_EXPLORE_RESULTS,
  OVERVIEW_KEPT_MS,
} from '../../../src/core/use-cases/ExploreCatalogue';
import { PublicAssets } from '../../../src/core/use-cases/PublicAssets';
import { anAssetDetail, archiveWith } from '../../support/builders';

const TERREBONNE = '22109';

type Word = 'public' | 'private' | 'missing' | 'failing';

function archiveSaying(words: Record<string, Word>) {
  const asked: string[] = [];
  const archive = archiveWith({
    assetDetail: async (id: string): Promise<AssetDetail> => {
      asked.push(id);
      const word = words[id] ?? 'missing';
      if (word === 'missing') throw new ApiError('assetDetail', 'HTTP 404', 404);
      if (word === 'failing') throw new ApiError('assetDetail', 'HTTP 500', 500);
      return anAssetDetail({ isPublic: word === 'public' });
    },
  });
  return { archive, asked };
}

function video(id: string, decade?: number): ExploreVideo {
  return {
    id,
    title: id,
    seriesTitle: '',
    type: 'Clip',
    collection: 3,
    thumbnail: '',
    ...(decade ? { decade } : {}),
  };
}

/**
 * A catalogue in memory: every video of the Terrebonne parish, in the order given, each
 * named on camera twice. It records the lists read and the `among` each call was narrowed to.
 */
class MemoryExplorer implements CatalogueExplorer {
  readonly amongs: (readonly string[] | undefined)[] = [];
  readonly reads: ('matching' | 'explore')[] = [];
  /** Reads of the overview so far; the next ones fail while `failing` is above 0. */
  overviewsRead = 0;
  failing = 0;
  constructor(readonly videos: ExploreVideo[]) {}

  private held(filter: ExploreFilter, among?: readonly string[]): ExploreVideo[] {
    return this.videos.filter(
      (v) =>
        (filter.decade === undefined || v.decade === filter.decade) &&
        (!among || among.includes(v.id)),
    );
  }

  async overview(): Promise<CatalogueOverview> {
    this.overviewsRead += 1;
    if (this.failing > 0) {
      this.failing -= 1;
      throw new Error('statement timeout');
    }
    return {
      parishes: [{ value: TERREBONNE, count: this.videos.length }],
      spokenParishes: [],
      statewide: 0,
      decades: [],
      unknownDate: this.videos.length,
      subjects: [],
      people: [],
      total: this.videos.length,
    };
  }

  async matching(filter: ExploreFilter): Promise<string[]> {
    this.reads.push('matching');
    return this.held(filter).map((v) => v.id);
  }

  async explore(query: ExploreQuery): Promise<ExploreAnswer> {
    this.reads.push('explore');
    this.amongs.push(query.among);
    const held = this.held(query, query.among);
    const start = (query.page - 1) * query.pageSize;
    return {
      ...NO_EXPLORE_RESULTS,
      videos: held.slice(start, start + query.pageSize),
      total: held.length,
      parishes: [{ value: TERREBONNE, count: held.length }],
      candidates: held.map((v) => v.id),
    };
  }

  async mentions(
    parish: string,
    limit: number,
    among?: readonly string[],
  ): Promise<SpokenMention[]> {
    this.amongs.push(among);
    return this.held({}, among)
      .flatMap((v) => [0, 30].map((offset) => ({ video: v, offset, text: 'Houma', name: 'Houma' })))
      .slice(0, limit);
  }

  async facetsOf(ids: readonly string[]): Promise<AssetFacets[]> {
    return this.videos
      .filter((v) => ids.includes(v.id))
      .map((v) => ({
        id: v.id,
        parishes: [TERREBONNE],
        ...(v.decade ? { decade: v.decade } : {}),
      }));
  }

  async subject() {
    return undefined;
  }

  async person() {
    return { slug: 'ann-doucet', name: 'Ann Doucet', count: 2 };
  }
}

class RecordedWithdrawals implements Withdrawals {
  readonly ids: string[] = [];
  async withdrawn(assetId: string): Promise<void> {
    this.ids.push(assetId);
  }
}

function explorer(words: Record<string, Word>, videos = Object.keys(words).map((id) => video(id))) {
  const { archive, asked } = archiveSaying(words);
  const withdrawals = new RecordedWithdrawals();
  const index = new MemoryExplorer(videos);
  const logger = new MemoryLogger();
  const clock = { now: 1_000 };
  const explore = new ExploreCatalogue(
    index,
    new PublicAssets(archive, logger, withdrawals),
    () => clock.now,
  );
  return { explore, index, asked, withdrawals, clock };
}

const QUERY: ExploreQuery = { parish: TERREBONNE, sort: 'relevance', page: 1, pageSize: 2 };

describe('ExploreCatalogue', () => {
  it('reads the index once when every video it considered is public', async () => {
    const { explore, index, asked } = explorer({ a: 'public', b: 'public', c: 'public' });
    const results = await explore.explore(QUERY);
    expect(results.videos.map((v) => v.id)).toEqual(['a', 'b']);
    expect(results.total).toBe(3);
    expect(results.parishes).toEqual([{ value: TERREBONNE, count: 3 }]);
    expect(asked.sort()).toEqual(['a', 'b', 'c']);
    expect(index.reads).toEqual(['explore']);
    expect(index.amongs).toEqual([undefined]);
  });

  it('pages and counts only the videos the archive makes public now', async () => {
    const { explore, index, withdrawals } = explorer({
      a: 'public',
      hidden: 'private',
      b: 'public',
      gone: 'missing',
      c: 'public',
    });
    const first = await explore.explore(QUERY);
    expect(first.videos.map((v) => v.id)).toEqual(['a', 'b']);
    expect(first.total).toBe(3);
    expect(first.parishes).toEqual([{ value: TERREBONNE, count: 3 }]);
    // The first read counted the withdrawn ones: it is read again among the public ones.
    expect(index.reads).toEqual(['explore', 'explore']);
    expect(index.amongs).toEqual([undefined, ['a', 'b', 'c']]);
    expect(withdrawals.ids.sort()).toEqual(['gone', 'hidden']);
    const second = await explore.explore({ ...QUERY, page: 2 });
    expect(second.videos.map((v) => v.id)).toEqual(['c']);
  });

  it('leaves out a video the archive could not answer for, and withdraws nothing for it', async () => {
    const { explore, withdrawals } = explorer({ a: 'public', slow: 'failing' });
    expect((await explore.explore(QUERY)).videos.map((v) => v.id)).toEqual(['a']);
    expect(withdrawals.ids).toEqual([]);
  });

  it('answers no results, without reading the index again, when none is public', async () => {
    const { explore, index } = explorer({ hidden: 'private' });
    expect(await explore.explore(QUERY)).toEqual(NO_EXPLORE_RESULTS);
    expect(index.reads).toEqual(['explore']);
  });

  it('narrows an `among` it is given further, never widens it', async () => {
    const { explore, asked } = explorer({ a: 'public', b: 'public', c: 'public' });
    const results = await explore.explore({ ...QUERY, pageSize: 10, among: ['c', 'a'] });
    expect(results.videos.map((v) => v.id)).toEqual(['a', 'c']);
    expect(asked.sort()).toEqual(['a', 'c']);
  });

  it('checks only the videos of the filter', async () => {
    const { explore, asked } = explorer({ old: 'public', new: 'public' }, [
      video('old', 1950),
      video('new', 1990),
    ]);
    const results = await explore.explore({ ...QUERY, decade: 1990 });
    expect(results.videos.map((v) => v.id)).toEqual(['new']);
    expect(asked).toEqual(['new']);
  });

  it("answers a search's facets from the index without asking the archive again", async () => {
    // The ids are those the archive has just answered a search with.
    const { explore, asked } = explorer({ a: 'public', b: 'public' }, [
      video('a', 1960),
      video('b'),
    ]);
    expect(await explore.facetsOf(['a', 'b', 'unknown'])).toEqual([
      { id: 'a', decade: 1960, parishes: [TERREBONNE] },
      { id: 'b', parishes: [TERREBONNE] },
    ]);
    expect(asked).toEqual([]);
  });

  it('answers the public videos a filter holds, in its order', async () => {
    const { explore } = explorer({ b: 'public', hidden: 'private', a: 'public' });
    expect(await explore.matching({ parish: TERREBONNE }, 'relevance')).toEqual(['b', 'a']);
  });

  it('lists the moments of public videos only, asking again when some are not public', async () => {
    const { explore, index } = explorer({ hidden: 'private', a: 'public', b: 'public' });
    const mentions = await explore.mentions(TERREBONNE, 4);
    expect(mentions.map((m) => [m.video.id, m.offset])).toEqual([
      ['a', 0],
      ['a', 30],
      ['b', 0],
      ['b', 30],
    ]);
    expect(index.amongs).toEqual([undefined, ['a', 'b']]);
  });

  it('asks once when every video named is public, and answers none when none is', async () => {
    const all = explorer({ a: 'public' });
    expect(await all.explore.mentions(TERREBONNE, 10)).toHaveLength(2);
    expect(all.index.amongs).toEqual([undefined]);
    const none = explorer({ hidden: 'private' });
    expect(await none.explore.mentions(TERREBONNE, 10)).toEqual([]);
    expect(none.index.amongs).toEqual([undefined]);
  });

  it('lists every public video of a filter, past the largest page of the index', async () => {
    const words: Record<string, Word> = {};
    for (let i = 0; i < 150; i += 1) words[`v${String(i).padStart(3, '0')}`] = 'public';
    words.hidden = 'private';
    const { explore } = explorer(words);
    const videos = await explore.videos({ parish: TERREBONNE }, 'relevance');
    expect(videos).toHaveLength(150);
    expect(videos.map((v) => v.id)).not.toContain('hidden');
    expect(videos.at(-1)?.id).toBe('v149');
  });

  it('rejects when the archive check is aborted', async () => {
    const { explore } = explorer({ a: 'public' });
    const controller = new AbortController();
    controller.abort();
    await expect(explore.explore(QUERY, { signal: controller.signal })).rejects.toThrow();
  });

  it("reads the hub's counts once for every visitor within OVERVIEW_KEPT_MS, then afresh", async () => {
    const { explore, index, clock } = explorer({ a: 'public' });
    const [first, second] = await Promise.all([explore.overview(), explore.overview()]);
    expect(first.total).toBe(1);
    expect(second).toEqual(first);
    index.videos.push(video('b'));
    clock.now += OVERVIEW_KEPT_MS - 1;
    expect((await explore.overview()).total).toBe(1);
    expect(index.overviewsRead).toBe(1);
    clock.now += 1;
    expect((await explore.overview()).total).toBe(2);
    expect(index.overviewsRead).toBe(2);
  });

  it('keeps no failed read of the counts: the next visitor reads again', async () => {
    const { explore, index } = explorer({ a: 'public' });
    index.failing = 1;
    await expect(explore.overview()).rejects.toThrow('statement timeout');
    expect((await explore.overview()).total).toBe(1);
    expect(index.overviewsRead).toBe(2);
  });

  it('stops waiting for the counts for a caller who leaves, and serves the others', async () => {
    const { explore } = explorer({ a: 'public' });
    const controller = new AbortController();
    const leaving = explore.overview({ signal: controller.signal });
    const staying = explore.overview();
    controller.abort();
    await expect(leaving).rejects.toThrow('aborted');
    expect((await staying).total).toBe(1);
  });
});
