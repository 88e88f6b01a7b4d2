import { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';
import { MAX_FACET_IDS } from '../../../src/core/entities/Catalogue';
import type { SearchFacetSource } from '../../../src/core/ports/SearchFacets';
import { ReadSearchFacets } from '../../../src/core/use-cases/ReadSearchFacets';
import { anAsset } from '../../support/builders';

const SEARCH = { keyword: 'flood', searchBy: 'ALLFIELDS' };
const results = (n: number) =>
  Array.from({ length: n }, (_, i) => anAsset({ identifier: `a${i}` }));

function reading(answer: SearchFacetSource['facetsOf']) {
  const asked: string[][] = [];
  const logger = new MemoryLogger();
  const read = new ReadSearchFacets(
    {
      facetsOf: (search, ids, options) => {
        asked.push([...ids]);
        return answer(search, ids, options);
      },
    },
    logger,
  );
  return { read, asked, logger };
}

describe('ReadSearchFacets', () => {
  it("indexes the facets of the answer's ids by id", async () => {
    const { read, asked } = reading(async () => [{ id: 'a1', decade: 1960, parishes: ['22071'] }]);
    const index = await read.execute(SEARCH, results(2));
    expect(asked).toEqual([['a0', 'a1']]);
    expect(index?.get('a1')).toEqual({ id: 'a1', decade: 1960, parishes: ['22071'] });
    expect(index?.has('a0')).toBe(false);
  });

  it('asks nothing for an empty answer, and nothing past MAX_FACET_IDS results (no filters)', async () => {
    const { read, asked } = reading(async () => []);
    expect((await read.execute(SEARCH, []))?.size).toBe(0);
    expect(await read.execute(SEARCH, results(MAX_FACET_IDS + 1))).toBeUndefined();
    expect(asked).toEqual([]);
  });

  it('answers no facets where the site has no index, or says it has none', async () => {
    const none = new ReadSearchFacets(undefined, new MemoryLogger());
    expect(await none.execute(SEARCH, results(1))).toBeUndefined();
    const { read, logger } = reading(async () => undefined);
    expect(await read.execute(SEARCH, results(1))).toBeUndefined();
    expect(logger.messages).toEqual([]);
  });

  it('logs a failure once and answers no facets; rejects when abandoned', async () => {
    const { read, logger } = reading(() => Promise.reject(new Error('down')));
    expect(await read.execute(SEARCH, results(1))).toBeUndefined();
    expect(logger.messages).toEqual(['Error fetching search facets:']);
    const controller = new AbortController();
    controller.abort();
    await expect(
      read.execute(SEARCH, results(1), { signal: controller.signal }),
    ).rejects.toBeDefined();
    expect(logger.messages).toHaveLength(1);
  });
});
