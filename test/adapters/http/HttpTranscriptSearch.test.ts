/** @jest-environment node */
import { HttpTranscriptSearch } from '../../../src/adapters/http/HttpTranscriptSearch';
import { ApiError } from '../../../src/adapters/shared/ApiError';
import {
  hitToJson,
  momentToJson,
  type SpokenLinks,
} from '../../../src/adapters/shared/spokenWordsJson';
import { MOMENTS_PER_VIDEO, SPOKEN_PAGE_SIZE } from '../../../src/core/entities/SpokenWords';
import { SpokenWordsUnavailable } from '../../../src/core/entities/SpokenWordsUnavailable';
import { aMoment, aSpokenHit, resultsOf } from '../../support/spokenWords';
import { FakeFetch, type Reply, type SeenRequest } from './fakeFetch';
import { clientOver, pathsAsked } from './testClient';

const LINKS: SpokenLinks = {
  video: (id) => `https://site.example.org/video_v2/asset-detail/${id}`,
  moment: (id, moment) => `https://site.example.org/video_v2/asset-detail/${id}?t=${moment.offset}`,
};

const found = resultsOf(
  [
    aSpokenHit('C1', { type: 'Segment', collection: 4 }, [aMoment(12.5, 'the [levee] broke')], 7),
    aSpokenHit('C2', { type: '' }),
  ],
  23,
);

/** The endpoint's answer for `results`, as the site's server writes it. */
const answerOf = (results = found) =>
  JSON.stringify({
    query: 'levee',
    collection: null,
    type: null,
    page: 1,
    pageSize: SPOKEN_PAGE_SIZE,
    total: results.total,
    pages: 3,
    results: results.hits.map((hit) => hitToJson(hit, LINKS)),
    facets: { collections: results.collections, types: results.types },
  });

function setUp(handler: (request: SeenRequest) => Reply) {
  const net = new FakeFetch(handler);
  const search = new HttpTranscriptSearch(clientOver(net, { cacheTtlMs: 0 }));
  return { search, paths: () => pathsAsked(net) };
}

const query = {
  text: '"levee board" -flood',
  page: 1,
  pageSize: SPOKEN_PAGE_SIZE,
  momentsPerVideo: MOMENTS_PER_VIDEO,
};

describe('HttpTranscriptSearch', () => {
  it("reads the site's endpoint back into the results it was written from", async () => {
    const { search } = setUp(() => ({ body: answerOf() }));
    await expect(search.search(query)).resolves.toEqual(found);
  });

  it('asks the endpoint with the words, the filter and the page past the first', async () => {
    const { search, paths } = setUp(() => ({ body: answerOf() }));
    await search.search(query);
    await search.search({ ...query, text: 'levee', collection: 4, type: 'Segment', page: 3 });
    expect(paths()).toEqual([
      '/api/spoken-words?q=%22levee%20board%22%20-flood',
      '/api/spoken-words?q=levee&collection=4&type=segment&page=3',
    ]);
  });

  it("asks for one video's lines with asset=", async () => {
    const lines = [aMoment(3, 'the [levee]'), aMoment(9.25, 'two [levees]')];
    const { search, paths } = setUp(() => ({
      body: JSON.stringify({
        query: 'levee',
        asset: 'C1',
        moments: lines.map((moment) => momentToJson('C1', moment, LINKS)),
      }),
    }));
    await expect(search.searchWithin('C1', 'levee')).resolves.toEqual(lines);
    expect(paths()).toEqual(['/api/spoken-words?q=levee&asset=C1']);
  });

  it('rejects with SpokenWordsUnavailable on a 503: the index cannot answer yet', async () => {
    const { search } = setUp(() => ({ status: 503, body: '{"error":"unavailable"}' }));
    await expect(search.search(query)).rejects.toBeInstanceOf(SpokenWordsUnavailable);
  });

  it.each([
    ['a server error', { status: 500, body: '' }],
    ['an HTML page', { body: '<!doctype html><p>hi' }],
    ['results that are not a list', { body: '{"results":{},"total":1,"facets":{}}' }],
    [
      'a moment without a time',
      {
        body: answerOf().replace('"start":12.5', '"start":"soon"'),
      },
    ],
    ['a count below zero', { body: answerOf().replace('"total":23', '"total":-1') }],
  ])('rejects %s as a failed call', async (_, reply) => {
    const { search } = setUp(() => reply);
    const failed = search.search(query);
    await expect(failed).rejects.toBeInstanceOf(ApiError);
  });
});
