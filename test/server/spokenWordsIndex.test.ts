import { SpokenWordsUnavailable } from '../../src/core/entities/SpokenWordsUnavailable';
import type { IndexState } from '../../src/core/entities/SpokenWords';
import type { TranscriptIndex } from '../../src/core/ports/TranscriptIndex';
import { isIndexReady, readyTranscripts } from '../../src/server/index/spokenWordsIndex';
import { resultsOf } from '../support/spokenWords';

const query = { text: 'levee', page: 1, pageSize: 10, momentsPerVideo: 3 };

/** An index whose state is `states` in turn (an Error rejects), counting the reads. */
function indexIn(...states: (IndexState | Error)[]) {
  let reads = 0;
  const index = {
    state: async () => {
      const state = states[Math.min(reads, states.length - 1)];
      reads += 1;
      if (state instanceof Error) throw state;
      return state as IndexState;
    },
    search: async () => resultsOf([]),
    searchWithin: async () => [],
  } as unknown as TranscriptIndex;
  return { index, reads: () => reads };
}

const READY: IndexState = { assets: 3, cues: 40, lastPass: 1 };

describe('the index as pages search it', () => {
  it.each<[string, IndexState, boolean]>([
    ['before its first pass', { assets: 0, cues: 0 }, false],
    ['during its first pass, with some videos stored', { assets: 2, cues: 9 }, false],
    ['after a pass that found nothing to store', { assets: 0, cues: 0, lastPass: 1 }, false],
    ['after a pass', READY, true],
  ])('is ready %s: %s', (_, state, ready) => {
    expect(isIndexReady(state)).toBe(ready);
  });

  it('rejects with SpokenWordsUnavailable while not ready, then searches', async () => {
    let time = 0;
    const { index } = indexIn({ assets: 0, cues: 0 }, READY);
    const search = readyTranscripts(index, { cacheMs: 1_000, now: () => time });
    await expect(search.search(query)).rejects.toBeInstanceOf(SpokenWordsUnavailable);
    await expect(search.searchWithin('C1', 'levee')).rejects.toBeInstanceOf(SpokenWordsUnavailable);
    time = 1_000;
    await expect(search.search(query)).resolves.toEqual(resultsOf([]));
  });

  it('reads the state once per cache period', async () => {
    let time = 0;
    const { index, reads } = indexIn(READY);
    const search = readyTranscripts(index, { cacheMs: 1_000, now: () => time });
    await Promise.all([search.search(query), search.search(query)]);
    time = 999;
    await search.search(query);
    expect(reads()).toBe(1);
    time = 1_000;
    await search.search(query);
    expect(reads()).toBe(2);
  });

  it('rejects as the engine did when the state cannot be read, and reads it again next time', async () => {
    const { index, reads } = indexIn(new Error('connection refused'), READY);
    const search = readyTranscripts(index, { cacheMs: 60_000 });
    await expect(search.search(query)).rejects.toThrow('connection refused');
    await expect(search.search(query)).resolves.toEqual(resultsOf([]));
    expect(reads()).toBe(2);
  });

  it('answers the same words from what it kept, until the index changes', async () => {
    let time = 0;
    const { index } = indexIn(READY, READY, { ...READY, lastPass: 2 });
    const searches = jest.spyOn(index, 'search');
    const within = jest.spyOn(index, 'searchWithin');
    const search = readyTranscripts(index, { cacheMs: 1_000, now: () => time });
    await search.search(query);
    await search.search({ ...query });
    await search.searchWithin('C1', 'levee');
    await search.searchWithin('C1', 'levee');
    expect(searches).toHaveBeenCalledTimes(1);
    expect(within).toHaveBeenCalledTimes(1);
    // Other words, another page or another video are other questions.
    await search.search({ ...query, page: 2 });
    await search.searchWithin('C2', 'levee');
    expect(searches).toHaveBeenCalledTimes(2);
    expect(within).toHaveBeenCalledTimes(2);
    // The same state read again: still kept. A pass finished since: asked again.
    time = 1_000;
    await search.search(query);
    expect(searches).toHaveBeenCalledTimes(2);
    time = 2_000;
    await search.search(query);
    expect(searches).toHaveBeenCalledTimes(3);
  });

  it('never keeps a failed search', async () => {
    const { index } = indexIn(READY);
    const searches = jest
      .spyOn(index, 'search')
      .mockRejectedValueOnce(new Error('canceling statement due to statement timeout'));
    const search = readyTranscripts(index);
    await expect(search.search(query)).rejects.toThrow('statement timeout');
    await expect(search.search(query)).resolves.toEqual(resultsOf([]));
    await expect(search.search(query)).resolves.toEqual(resultsOf([]));
    expect(searches).toHaveBeenCalledTimes(2);
  });

  it('keeps answers within its bytes, the least recently asked going first', async () => {
    const { index } = indexIn(READY);
    const within = jest.spyOn(index, 'searchWithin');
    // An answer of no moments is '[]': 4 bytes at two a character.
    const search = readyTranscripts(index, { keptBytes: 8 });
    await search.searchWithin('C1', 'levee');
    await search.searchWithin('C2', 'levee');
    await search.searchWithin('C1', 'levee');
    await search.searchWithin('C3', 'levee');
    expect(within).toHaveBeenCalledTimes(3);
    await search.searchWithin('C1', 'levee');
    expect(within).toHaveBeenCalledTimes(3);
    await search.searchWithin('C2', 'levee');
    expect(within).toHaveBeenCalledTimes(4);
  });

  it('never keeps an answer larger than its whole budget', async () => {
    const { index } = indexIn(READY);
    const within = jest.spyOn(index, 'searchWithin');
    const search = readyTranscripts(index, { keptBytes: 3 });
    await search.searchWithin('C1', 'levee');
    await search.searchWithin('C1', 'levee');
    expect(within).toHaveBeenCalledTimes(2);
  });
});
