/** @jest-environment node */
import { InMemoryCatalogue } from '../../src/adapters/memory/InMemoryCatalogue';
import { MemoryLogger } from '../../src/adapters/memory/MemoryLogger';
import { readServerConfig } from '../../src/config/server';
import { buildConfig } from '../../src/config/site';
import type { Asset } from '../../src/core/entities/Asset';
import type { CatalogueExplorer } from '../../src/core/ports/Catalogue';
import { catalogueSearchFacets, ReadSearchFacets } from '../../src/core/use-cases/ReadSearchFacets';
import { processAdapters } from '../../src/server/compose';
import { keptFacets } from '../../src/server/index/keptFacets';
import type { IndexReader } from '../../src/server/index/spokenWordsIndex';
import { anAsset } from '../support/builders';
import { aCatalogueRecord } from '../support/catalogue';

const SEARCH = { keyword: 'flood', searchBy: 'ALLFIELDS' };
const WINDOW_MS = 60_000;
const results = (...ids: string[]): Asset[] => ids.map((identifier) => anAsset({ identifier }));

/** The catalogue of r1 (1960s, Terrebonne) and r2 (1980s), counting its facet reads. */
function countingCatalogue() {
  const catalogue = new InMemoryCatalogue([
    aCatalogueRecord({ id: 'r1', coverages: ['Houma (La.)'], dateIssued: '1965' }),
    aCatalogueRecord({ id: 'r2', coverages: [], dateIssued: '1983' }),
  ]);
  const reads: string[][] = [];
  let failures = 0;
  const facetsOf = catalogue.facetsOf.bind(catalogue);
  catalogue.facetsOf = async (ids: readonly string[]) => {
    reads.push([...ids]);
    if (failures > 0) {
      failures -= 1;
      throw new Error('statement timeout');
    }
    return facetsOf(ids);
  };
  return { catalogue, reads, failNext: () => (failures += 1) };
}

/** The search page's read of its facets, over the catalogue kept as the server keeps it. */
function searchPage(catalogue: CatalogueExplorer, now: () => number) {
  const logger = new MemoryLogger();
  const kept = keptFacets(catalogue, WINDOW_MS, { now });
  return { read: new ReadSearchFacets(catalogueSearchFacets(kept), logger), logger, kept };
}

describe("the server's kept facets of a search's results", () => {
  it('reads the index once for the same results within the window, again after it', async () => {
    let time = 0;
    const { catalogue, reads } = countingCatalogue();
    const { read } = searchPage(catalogue, () => time);
    const first = await read.execute(SEARCH, results('r1', 'r2', 'r3'));
    time = WINDOW_MS - 1;
    const second = await read.execute(SEARCH, results('r1', 'r2', 'r3'));
    expect(reads).toHaveLength(1);
    expect(second).toEqual(first);
    expect(second?.get('r1')).toEqual({ id: 'r1', decade: 1960, parishes: ['22109'] });
    expect(second?.get('r2')).toEqual({ id: 'r2', decade: 1980, parishes: [] });
    expect(second?.has('r3')).toBe(false);
    time = WINDOW_MS;
    await read.execute(SEARCH, results('r1', 'r2', 'r3'));
    expect(reads).toHaveLength(2);
  });

  it('reads a different set of results', async () => {
    const { catalogue, reads } = countingCatalogue();
    const { read } = searchPage(catalogue, () => 0);
    await read.execute(SEARCH, results('r1', 'r2'));
    const other = await read.execute(SEARCH, results('r2'));
    expect(reads).toEqual([['r1', 'r2'], ['r2']]);
    expect([...(other?.keys() ?? [])]).toEqual(['r2']);
  });

  it('keeps no failure: the next search reads the index again and shows its filters', async () => {
    const { catalogue, reads, failNext } = countingCatalogue();
    const { read, logger } = searchPage(catalogue, () => 0);
    failNext();
    expect(await read.execute(SEARCH, results('r1'))).toBeUndefined();
    expect(logger.messages).toEqual(['Error fetching search facets:']);
    expect((await read.execute(SEARCH, results('r1')))?.get('r1')?.decade).toBe(1960);
    expect(reads).toHaveLength(2);
  });

  it('answers each caller a list of its own: one sorting it changes no later answer', async () => {
    const { catalogue } = countingCatalogue();
    const { kept } = searchPage(catalogue, () => 0);
    const first = await kept.facetsOf(['r1', 'r2']);
    first.sort((a, b) => b.id.localeCompare(a.id)).pop();
    expect((await kept.facetsOf(['r1', 'r2'])).map((f) => f.id)).toEqual(['r1', 'r2']);
  });

  it("leaves the catalogue's other reads as they are", async () => {
    const { catalogue } = countingCatalogue();
    const { kept } = searchPage(catalogue, () => 0);
    expect(await kept.overview()).toEqual(await catalogue.overview());
    expect(await kept.subject('anything')).toBeUndefined();
  });

  it("is how each server process reads its index's facets", async () => {
    const { catalogue, reads } = countingCatalogue();
    const index = { catalogue: () => catalogue } as unknown as IndexReader;
    const config = readServerConfig({}, buildConfig());
    const ports = processAdapters(config, index).forRequest();
    await ports.catalogue?.facetsOf(['r1']);
    await ports.catalogue?.facetsOf(['r1']);
    expect(reads).toEqual([['r1']]);
  });
});
