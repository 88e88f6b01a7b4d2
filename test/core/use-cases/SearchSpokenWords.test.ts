import { MOMENTS_PER_VIDEO, SPOKEN_PAGE_SIZE } from '../../../src/core/entities/SpokenWords';
import { SpokenWordsUnavailable } from '../../../src/core/entities/SpokenWordsUnavailable';
import { MAX_SPOKEN_PAGE, SearchSpokenWords } from '../../../src/core/use-cases/SearchSpokenWords';
import { SearchWithinVideo } from '../../../src/core/use-cases/SearchWithinVideo';
import { aMoment, aSpokenHit, resultsOf, transcriptsAnswering } from '../../support/spokenWords';

describe('SearchSpokenWords', () => {
  it('asks the index for a page of videos with their best moments, in the filter given', async () => {
    const found = resultsOf([aSpokenHit('C1')]);
    const { transcripts, asked } = transcriptsAnswering(async () => found);
    const answer = await new SearchSpokenWords(transcripts).execute({
      text: ' levee ',
      collection: 4,
      type: 'Segment',
      page: 2,
    });
    expect(answer).toEqual({ state: 'answered', results: found });
    expect(asked).toEqual([
      {
        text: 'levee',
        collection: 4,
        type: 'Segment',
        page: 2,
        pageSize: SPOKEN_PAGE_SIZE,
        momentsPerVideo: MOMENTS_PER_VIDEO,
      },
    ]);
  });

  it('answers no results without asking when nothing searchable is left', async () => {
    const { transcripts, asked } = transcriptsAnswering(async () => resultsOf([aSpokenHit('C1')]));
    const answer = await new SearchSpokenWords(transcripts).execute({
      text: '\u202e \u0000',
      page: 1,
    });
    expect(answer).toEqual({
      state: 'answered',
      results: { hits: [], total: 0, collections: [], types: [] },
    });
    expect(asked).toEqual([]);
  });

  it(`never asks past page ${MAX_SPOKEN_PAGE}`, async () => {
    const { transcripts, asked } = transcriptsAnswering(async () => resultsOf([]));
    await new SearchSpokenWords(transcripts).execute({ text: 'levee', page: 1e9 });
    expect(asked[0]?.page).toBe(MAX_SPOKEN_PAGE);
  });

  it('says the index cannot answer yet when it says so', async () => {
    const { transcripts } = transcriptsAnswering(async () => {
      throw new SpokenWordsUnavailable();
    });
    const answer = await new SearchSpokenWords(transcripts).execute({ text: 'levee', page: 1 });
    expect(answer).toEqual({ state: 'unavailable' });
  });

  it('rejects as the engine did otherwise, for the caller to log', async () => {
    const { transcripts } = transcriptsAnswering(async () => {
      throw new Error('connection refused');
    });
    await expect(
      new SearchSpokenWords(transcripts).execute({ text: 'levee', page: 1 }),
    ).rejects.toThrow('connection refused');
  });

  it('says there is no spoken-word search where there is no index', async () => {
    expect(await new SearchSpokenWords(undefined).execute({ text: 'levee', page: 1 })).toEqual({
      state: 'absent',
    });
  });
});

describe('SearchWithinVideo', () => {
  it("asks for one video's lines with the cleaned text", async () => {
    const lines = [aMoment(3, 'the [levee]')];
    const { transcripts, askedWithin } = transcriptsAnswering(
      async () => resultsOf([]),
      async () => lines,
    );
    expect(await new SearchWithinVideo(transcripts).execute('C1', 'levee\u202e')).toEqual(lines);
    expect(askedWithin).toEqual([['C1', 'levee']]);
  });

  it('answers none without asking for a blank text', async () => {
    const { transcripts, askedWithin } = transcriptsAnswering(async () => resultsOf([]));
    expect(await new SearchWithinVideo(transcripts).execute('C1', '  ')).toEqual([]);
    expect(askedWithin).toEqual([]);
  });
});
