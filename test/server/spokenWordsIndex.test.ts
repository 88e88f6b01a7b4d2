import { SpokenWordsUnavailable } from '../../src/core/entities/SpokenWordsUnavailable';
import type { IndexState } from '../../src/core/entities/SpokenWords';
import type { TranscriptIndex } from '../../src/core/ports/TranscriptIndex';
import { isIndexReady, readyTranscripts } from '../../src/server/spokenWordsIndex';
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
});
