import { MemoryKeyValueStore } from '../../../src/adapters/memory/MemoryKeyValueStore';
import { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';
import type { SpokenResults } from '../../../src/core/entities/SpokenWords';
import { SpokenWordsUnavailable } from '../../../src/core/entities/SpokenWordsUnavailable';
import type { TranscriptSearch } from '../../../src/core/ports/TranscriptIndex';
import { BrowsingMemory } from '../../../src/core/stores/BrowsingMemory';
import { PageData } from '../../../src/core/stores/PageData';
import { SearchStore } from '../../../src/core/stores/SearchStore';
import { SpokenWordsStore } from '../../../src/core/stores/SpokenWordsStore';
import { SearchArchive } from '../../../src/core/use-cases/SearchArchive';
import { SearchSpokenWords } from '../../../src/core/use-cases/SearchSpokenWords';
import { anAsset, archiveWith } from '../../support/builders';
import { aMoment, aSpokenHit, resultsOf, transcriptsAnswering } from '../../support/spokenWords';
import { settle } from './support';

function spokenOver(transcripts: TranscriptSearch | undefined, data?: PageData) {
  const logger = new MemoryLogger();
  const spoken = new SpokenWordsStore(new SearchSpokenWords(transcripts), logger, data);
  const memory = new BrowsingMemory(new MemoryKeyValueStore());
  const archive = archiveWith({ search: async () => [anAsset({ title: 'The 1927 Flood' })] });
  const store = new SearchStore(new SearchArchive(archive), memory, logger, data, spoken);
  return { store, spoken, logger, memory };
}

const levee = () =>
  resultsOf([
    aSpokenHit(
      'C1',
      { title: 'The Levee Board' },
      [aMoment(12, 'the [levee] broke'), aMoment(75.5, 'a new [levee]')],
      5,
    ),
  ]);

describe('the spoken-word part of the search page', () => {
  it('searches the keyword in the page filter and page, beside the archive search', async () => {
    const { transcripts, asked } = transcriptsAnswering(async () => levee());
    const { store, spoken } = spokenOver(transcripts);
    store.setQuery('levee', null);
    store.setFilter('4', 'segment');
    store.setSpokenPage('2');
    const started = store.start();
    expect(spoken.state).toBe('loading');
    await started;
    expect(asked).toMatchObject([{ text: 'levee', collection: 4, type: 'Segment', page: 2 }]);
    expect(spoken.state).toBe('answered');
    expect(spoken.hits.map((hit) => hit.asset.title)).toEqual(['The Levee Board']);
    expect(store.results.map((item) => item.title)).toEqual(['The 1927 Flood']);
  });

  it('resolves start only once the spoken-word answer arrived, as the server awaits it', async () => {
    let answer: (results: SpokenResults) => void = () => undefined;
    const { transcripts } = transcriptsAnswering(
      () => new Promise<SpokenResults>((resolve) => (answer = resolve)),
    );
    const { store, spoken } = spokenOver(transcripts);
    store.setQuery('levee', null);
    let done = false;
    void store.start().then(() => (done = true));
    await settle();
    expect(done).toBe(false);
    answer(levee());
    await settle();
    expect(done).toBe(true);
    expect(spoken.state).toBe('answered');
  });

  it('counts the moments a video has beyond those shown, and links each to its second', async () => {
    const { transcripts } = transcriptsAnswering(async () => levee());
    const { store, spoken } = spokenOver(transcripts);
    store.setQuery('levees', null);
    await store.start();
    const [hit] = spoken.hits;
    if (!hit) throw new Error('no hit');
    expect(spoken.moreMoments(hit)).toBe(3);
    expect(hit.moments.map((moment) => spoken.momentRoute(hit, moment))).toEqual([
      '/video_v2/asset-detail/C1?keyword=levee&t=12',
      '/video_v2/asset-detail/C1?keyword=levee&t=75',
    ]);
    expect(spoken.videoRoute(hit)).toBe('/video_v2/asset-detail/C1?keyword=levee');
    expect(hit.moments.map((moment) => spoken.momentClock(moment))).toEqual(['0:12', '1:15']);
  });

  it('loads again when the filter or its page changes, and only then', async () => {
    const { transcripts, asked } = transcriptsAnswering(async () => levee());
    const { store } = spokenOver(transcripts);
    store.setQuery('levee', null);
    await store.start();
    store.setFilter('3', null);
    await settle();
    store.setFilter('3', null);
    store.setSpokenPage('2');
    await settle();
    expect(asked.map(({ collection, page }) => [collection, page])).toEqual([
      [undefined, 1],
      [3, 1],
      [3, 2],
    ]);
    store.dispose();
    store.setSpokenPage('3');
    await settle();
    expect(asked).toHaveLength(3);
  });

  it('keeps the other part of the page in its addresses', async () => {
    const { transcripts } = transcriptsAnswering(async () => levee());
    const { store } = spokenOver(transcripts);
    store.setQuery('levee', null);
    store.setSpokenPage('2');
    await store.start();
    expect(store.pageRoute(1)).toBe('/search?keyword=levee&search_by=ALLFIELDS&spoken_page=2');
    expect(store.spokenPageRoute(3)).toBe(
      '/search?keyword=levee&search_by=ALLFIELDS&spoken_page=3',
    );
    expect(store.filterRoute({ collection: 4 })).toBe(
      '/search?keyword=levee&search_by=ALLFIELDS&collection=4',
    );
  });

  it('says nothing matched when the engine found nothing', async () => {
    const { transcripts } = transcriptsAnswering(async () => resultsOf([]));
    const { store, spoken } = spokenOver(transcripts);
    store.setQuery('zydeco', null);
    await store.start();
    expect(spoken.isEmpty).toBe(true);
    expect(spoken.state).toBe('answered');
  });

  it('tells a page past the last one from no match', async () => {
    const { transcripts } = transcriptsAnswering(async () => resultsOf([], 12));
    const { store, spoken } = spokenOver(transcripts);
    store.setQuery('levee', null);
    store.setSpokenPage('9');
    await store.start();
    expect(spoken.isEmpty).toBe(false);
    expect(spoken.isPastLastPage).toBe(true);
  });

  it('is unavailable, without a log line, while the index cannot answer yet', async () => {
    const { transcripts } = transcriptsAnswering(async () => {
      throw new SpokenWordsUnavailable();
    });
    const { store, spoken, logger } = spokenOver(transcripts);
    store.setQuery('levee', null);
    await store.start();
    expect(spoken.state).toBe('unavailable');
    expect(logger.messages).toEqual([]);
    expect(store.results).toHaveLength(1);
  });

  it('is unavailable when the engine fails, and logs it', async () => {
    const { transcripts } = transcriptsAnswering(async () => {
      throw new Error('connection refused');
    });
    const { store, spoken, logger } = spokenOver(transcripts);
    store.setQuery('levee', null);
    await store.start();
    expect(spoken.state).toBe('unavailable');
    expect(logger.messages).toEqual(['Error fetching spoken-word results:']);
  });

  it('is absent where the site has no spoken-word search', async () => {
    const { store, spoken } = spokenOver(undefined);
    store.setQuery('levee', null);
    await store.start();
    expect(spoken.state).toBe('absent');
  });

  it('asks nothing for a blank keyword', async () => {
    const { transcripts, asked } = transcriptsAnswering(async () => levee());
    const { store, spoken } = spokenOver(transcripts);
    store.setQuery('  ', null);
    await store.start();
    expect(spoken.state).toBe('idle');
    expect(asked).toEqual([]);
  });

  it("shows the server's answer from the page data without asking again", async () => {
    const recorder = PageData.recorder();
    const server = spokenOver(transcriptsAnswering(async () => levee()).transcripts, recorder);
    server.store.setQuery('levee', null);
    await server.store.start();

    const { transcripts, asked } = transcriptsAnswering(async (): Promise<SpokenResults> => {
      throw new Error('asked again');
    });
    const browser = spokenOver(transcripts, recorder.replay());
    browser.store.setQuery('levee', null);
    browser.store.restore();
    expect(browser.spoken.hits.map((hit) => hit.asset.id)).toEqual(['C1']);
    await browser.store.start();
    expect(asked).toEqual([]);
    expect(browser.spoken.state).toBe('answered');
  });
});
