/** @jest-environment node */
import { readConfig } from '../../../src/config/site';
import { InMemoryArchiveApi } from '../../../src/adapters/memory/InMemoryArchiveApi';
import { openTranscriptIndex } from '../../../src/adapters/sql/openTranscriptIndex';
import { serverAdapters } from '../../../src/serverAdapters';
import { indexPass } from '../../../src/serverServices';
import { blogsOf, DEFAULT_THUMBNAILS } from '../../support/builders';

const SRT = '1\n00:00:01,000 --> 00:00:03,000\nThe water reached Houma by noon.\n';

describe("the server's indexing pass", () => {
  it('stores the catalogue in the database of the transcript index', async () => {
    const index = await openTranscriptIndex();
    try {
      const archive = new InMemoryArchiveApi(
        {
          assets: [
            {
              Id: '1',
              Identifier: 'C-1',
              clipTitle: 'High water',
              coverages: ['Lafourche Parish (La.)'],
              DateIssued: '1973-04-02',
              contributors: [{ name: 'Ann Doucet', role: 'Reporter' }],
              FormatLocation: 'https://media.example.org/video/c1_iPod.mp4',
            },
          ],
        },
        DEFAULT_THUMBNAILS,
      );
      const adapters = serverAdapters(readConfig({}), {
        fetch: async () => new Response(SRT),
      });
      const pass = indexPass(
        { ...adapters, forWalks: () => ({ archive, blogs: blogsOf([]) }) },
        index,
      );
      expect(await pass.execute({})).toMatchObject({ outcome: 'finished', indexed: 1 });
      const catalogue = index.catalogue();
      const overview = await catalogue.overview();
      expect(overview).toMatchObject({
        total: 1,
        parishes: [{ value: '22057', count: 1 }],
        spokenParishes: [{ value: '22109', count: 1 }],
        decades: [{ value: 1970, count: 1 }],
        people: [{ slug: 'ann-doucet', name: 'Ann Doucet', count: 1 }],
      });
    } finally {
      await index.close();
    }
  });
});
