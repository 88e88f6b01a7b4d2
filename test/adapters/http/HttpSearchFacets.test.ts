/** @jest-environment node */
import { HttpSearchFacets } from '../../../src/adapters/http/HttpSearchFacets';
import { InMemoryCatalogue } from '../../../src/adapters/memory/InMemoryCatalogue';
import { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';
import { ApiError } from '../../../src/adapters/shared/ApiError';
import { SearchArchive } from '../../../src/core/use-cases/SearchArchive';
import { searchFacetsResource } from '../../../src/server/resources/searchFacetsEndpoint';
import { aCatalogueRecord } from '../../support/catalogue';
import { anAsset, archiveWith } from '../../support/builders';
import { FakeFetch, type Reply, type SeenRequest } from './fakeFetch';
import { clientOver, pathsAsked } from './testClient';

const catalogue = new InMemoryCatalogue([
  aCatalogueRecord({ id: 'a', coverages: ['Opelousas (La.)', 'Houma (La.)'], dateIssued: '1967' }),
  aCatalogueRecord({ id: 'b', coverages: ['Paris (France)'] }),
]);

/** What the site's server answers for a search whose results are `ids`. */
async function endpointAnswer(ids: string[]): Promise<string> {
  const resource = searchFacetsResource({
    search: new SearchArchive(
      archiveWith({ search: async () => ids.map((identifier) => anAsset({ identifier })) }),
    ),
    catalogue,
    logger: new MemoryLogger(),
  });
  const answer = await resource.answer({
    path: '/api/search-facets',
    url: new URL('https://site.example.org/api/search-facets?keyword=levee'),
  });
  return answer.body;
}

function setUp(handler: (request: SeenRequest) => Reply) {
  const net = new FakeFetch(handler);
  return { facets: new HttpSearchFacets(clientOver(net, { cacheTtlMs: 0 })), net };
}

const SEARCH = { keyword: '"Huey Long" & levee', searchBy: 'TITLE' };

describe('HttpSearchFacets', () => {
  it("reads the endpoint's answer back into the index's facets, of the ids asked only", async () => {
    const body = await endpointAnswer(['a', 'b', 'c']);
    const { facets, net } = setUp(() => ({ body }));
    await expect(facets.facetsOf(SEARCH, ['a', 'b'])).resolves.toEqual([
      // St. Landry (22097) and Terrebonne (22109), in FIPS order.
      { id: 'a', decade: 1960, parishes: ['22097', '22109'] },
      { id: 'b', parishes: [] },
    ]);
    expect(pathsAsked(net)).toEqual([
      '/api/search-facets?keyword=%22Huey%20Long%22%20%26%20levee&search_by=TITLE',
    ]);
  });

  it('answers undefined on a 404: a server without the catalogue index', async () => {
    const { facets } = setUp(() => ({ status: 404, body: '<!doctype html>' }));
    await expect(facets.facetsOf(SEARCH, ['a'])).resolves.toBeUndefined();
  });

  it.each([
    ['a 503', { status: 503, body: '{"error":"unavailable"}' }],
    ['an HTML page', { body: '<!doctype html><p>hi' }],
    ['facets that are not a list', { body: '{"facets":{}}' }],
    ['a facet without an id', { body: '{"facets":[{"decade":"1960s","parishes":[]}]}' }],
  ])('rejects %s as a failed call', async (_, reply) => {
    const { facets } = setUp(() => reply);
    await expect(facets.facetsOf(SEARCH, ['a'])).rejects.toBeInstanceOf(ApiError);
  });
});
