/** @jest-environment node */
import { InMemoryCatalogue } from '../../src/adapters/memory/InMemoryCatalogue';
import { MemoryLogger } from '../../src/adapters/memory/MemoryLogger';
import type { Asset } from '../../src/core/entities/Asset';
import { SearchArchive } from '../../src/core/use-cases/SearchArchive';
import { searchFacetsResource } from '../../src/server/resources/searchFacetsEndpoint';
import { aCatalogueRecord } from '../support/catalogue';
import { anAsset, archiveWith } from '../support/builders';
import { served } from './support';

jest.mock('jsdom', () => jest.requireActual('../support/jestJsdom'));

const BASE = '/search?keyword=flood&search_by=ALLFIELDS';

// Twelve results: r1-r10 filmed in ten parishes (r1-r3 also in Orleans), r11 statewide,
// r12 not in the index.
const PLACES = [
  'Houma (La.)',
  'Thibodaux (La.)',
  'Lafayette (La.)',
  'Opelousas (La.)',
  'Natchitoches (La.)',
  'Shreveport (La.)',
  'Monroe (La.)',
  'Alexandria (La.)',
  'Lake Charles (La.)',
  'Hammond (La.)',
];
const RESULTS: Asset[] = Array.from({ length: 12 }, (_, i) =>
  anAsset({ identifier: `r${i + 1}`, title: `Flood ${i + 1}`, type: 'Clip', collection: 3 }),
);
const catalogue = new InMemoryCatalogue([
  ...PLACES.map((place, i) =>
    aCatalogueRecord({
      id: `r${i + 1}`,
      coverages: i < 3 ? [place, 'New Orleans (La.)'] : [place],
      dateIssued: i < 4 ? '1965' : i < 9 ? '1983-02-01' : '',
    }),
  ),
  aCatalogueRecord({ id: 'r11', coverages: ['Louisiana'], dateIssued: '1999' }),
]);
const archive = archiveWith({ search: async () => RESULTS });

function facetLinks(document: Document, facet: string) {
  const label = [...document.querySelectorAll('.search-filters__label')].find(
    (p) => p.textContent === facet,
  );
  return [...document.querySelectorAll(`ul[aria-labelledby="${label?.id ?? ''}"] a`)].map((a) => [
    a.textContent,
    a.getAttribute('href'),
    a.getAttribute('aria-current'),
  ]);
}

const titles = (document: Document) =>
  [...document.querySelectorAll('main .card__title')].map((t) => t.textContent);

describe("the search results' decade and parish filters, in the first HTML", () => {
  it('links each decade and parish the results have, with its count, to page 1', async () => {
    const { status, document } = await served(`${BASE}&page=2`, { archive, catalogue });
    expect(status).toBe(200);
    expect(facetLinks(document, 'Decade:')).toEqual([
      ['All (12)', BASE, 'true'],
      ['1960s (4)', `${BASE}&decade=1960s`, null],
      ['1980s (5)', `${BASE}&decade=1980s`, null],
      ['1990s (1)', `${BASE}&decade=1990s`, null],
    ]);
    const parishes = facetLinks(document, 'Parish:');
    expect(parishes.slice(0, 3)).toEqual([
      ['All (12)', BASE, 'true'],
      ['Orleans (3)', `${BASE}&parish=orleans`, null],
      ['Caddo (1)', `${BASE}&parish=caddo`, null],
    ]);
    expect(parishes).toHaveLength(12);
    // Past the first eight choices, the rest wait behind a disclosure, closed.
    const more = document.querySelector('details.search-filters__more');
    expect(more?.querySelector('summary')?.textContent).toBe('More parishes (3)');
    expect(more?.hasAttribute('open')).toBe(false);
  });

  it('shows the results of the decade and parish in the address, counted within them', async () => {
    const { document } = await served(`${BASE}&collection=3&decade=1960s&parish=orleans`, {
      archive,
      catalogue,
    });
    expect(titles(document)).toEqual(['Flood 1', 'Flood 2', 'Flood 3']);
    const here = `${BASE}&collection=3&decade=1960s&parish=orleans`;
    expect(facetLinks(document, 'Decade:')).toEqual([
      ['All (3)', `${BASE}&collection=3&parish=orleans`, null],
      ['1960s (3)', here, 'true'],
    ]);
    expect(facetLinks(document, 'Collection:')[1]).toEqual([
      'LPB (3)',
      `${BASE}&collection=3&decade=1960s&parish=orleans`,
      'true',
    ]);
    expect(document.querySelector('nav[aria-label="Pagination, top"]')?.textContent).toContain(
      '1 – 3 of 3',
    );
  });

  it('opens the disclosure when the parish chosen is behind it', async () => {
    const { document } = await served(`${BASE}&parish=tangipahoa`, { archive, catalogue });
    expect(document.querySelector('details.search-filters__more')?.hasAttribute('open')).toBe(true);
    expect(titles(document)).toEqual(['Flood 10']);
  });

  it('ignores a decade or parish that names nothing', async () => {
    const { status, document } = await served(`${BASE}&decade=1961&parish=atlantis`, {
      archive,
      catalogue,
    });
    expect(status).toBe(200);
    expect(document.querySelector('nav[aria-label="Pagination, top"]')?.textContent).toContain(
      'of 12',
    );
  });

  it('has no such filters, and narrows by neither, where the server has no index', async () => {
    const { document } = await served(`${BASE}&decade=1960s`, { archive });
    expect(facetLinks(document, 'Collection:')).not.toEqual([]);
    expect(facetLinks(document, 'Decade:')).toEqual([]);
    expect(facetLinks(document, 'Parish:')).toEqual([]);
    expect(document.querySelector('nav[aria-label="Pagination, top"]')?.textContent).toContain(
      'of 12',
    );
  });
});

describe('GET /api/search-facets', () => {
  const logger = new MemoryLogger();
  const resource = searchFacetsResource({
    search: new SearchArchive(archive),
    catalogue,
    logger,
  });
  const ask = (query: string) =>
    resource.answer({
      path: '/api/search-facets',
      url: new URL(`https://ldma.example.org/api/search-facets${query}`),
    });

  it("answers the decade and parishes of the search's results the index holds, in their order", async () => {
    expect(resource.matches('/api/search-facets')).toBe(true);
    const answer = await ask('?keyword=flood&search_by=ALLFIELDS');
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({ 'Access-Control-Allow-Origin': '*' });
    const body = JSON.parse(answer.body);
    expect(body).toMatchObject({ keyword: 'flood', searchBy: 'ALLFIELDS', total: 12 });
    expect(body.facets.map((f: { id: string }) => f.id)).toEqual(
      RESULTS.slice(0, 11).map((r) => r.identifier),
    );
    expect(body.facets[0]).toEqual({
      id: 'r1',
      decade: '1960s',
      parishes: ['orleans', 'terrebonne'],
    });
    expect(body.facets[9]).toEqual({ id: 'r10', decade: null, parishes: ['tangipahoa'] });
    expect(body.facets[10]).toEqual({ id: 'r11', decade: '1990s', parishes: [] });
  });

  it('answers 400 without a keyword, and 503 when the archive fails', async () => {
    expect((await ask('?keyword=%20')).status).toBe(400);
    const failing = searchFacetsResource({
      search: new SearchArchive(archiveWith({ search: () => Promise.reject(new Error('down')) })),
      catalogue,
      logger,
    });
    const answer = await failing.answer({
      path: '/api/search-facets',
      url: new URL('https://ldma.example.org/api/search-facets?keyword=flood'),
    });
    expect(answer.status).toBe(503);
    expect(answer.headers).toMatchObject({ 'Retry-After': '30' });
  });
});
