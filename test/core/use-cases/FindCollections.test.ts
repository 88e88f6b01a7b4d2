import type { Asset } from '../../../src/core/entities/Asset';
import { FindCollections } from '../../../src/core/use-cases/FindCollections';
import { anAsset, archiveWith } from '../../support/builders';

const series = (identifier: string, title: string, fields: Partial<Asset> = {}) =>
  anAsset({ identifier, title, type: 'Series', collection: 3, ...fields });
const topic = (identifier: string, title: string, fields: Partial<Asset> = {}) =>
  anAsset({ identifier, title, type: 'Topic', collection: 3, ...fields });

function finding(lists: { Series?: Asset[]; Topic?: Asset[] }) {
  const asked: string[] = [];
  const find = new FindCollections(
    archiveWith({
      allAssets: async (type) => {
        asked.push(type);
        return lists[type as 'Series' | 'Topic'] ?? [];
      },
    }),
  );
  return { find, asked };
}

describe('FindCollections', () => {
  it("takes the first two series and the first topic of each collection from the archive's lists", async () => {
    const { find, asked } = finding({
      Series: [
        series('S-1', 'Louisiana News Archive'),
        series('S-2', 'Legislative Sessions'),
        series('S-3', 'Folklife'),
        series('S-40', 'Newsreels', { collection: 4 }),
      ],
      Topic: [topic('T-1', 'Civil Rights'), topic('T-2', 'Hurricanes')],
    });
    expect(await find.execute()).toEqual([
      {
        title: 'Louisiana News Archive',
        category: 'series',
        id: 'S-1',
        note: 'a series from Louisiana Public Broadcasting',
      },
      {
        title: 'Legislative Sessions',
        category: 'series',
        id: 'S-2',
        note: 'a series from Louisiana Public Broadcasting',
      },
      {
        title: 'Civil Rights',
        category: 'topic',
        id: 'T-1',
        note: 'a topic from Louisiana Public Broadcasting',
      },
      {
        title: 'Newsreels',
        category: 'series',
        id: 'S-40',
        note: 'a series from Louisiana State Archives',
      },
    ]);
    expect(asked.sort()).toEqual(['Series', 'Topic']);
  });

  it('skips items that could not open a listing: not public, of another type, without id or title', async () => {
    const { find } = finding({
      Series: [
        series('S-1', 'Hidden', { isPublic: false }),
        anAsset({ identifier: 'C-1', title: 'A clip', type: 'Clip', collection: 3 }),
        series('', 'No id'),
        series('S-2', '  '),
        series('S-3', 'Shown'),
      ],
    });
    expect((await find.execute()).map((f) => f.id)).toEqual(['S-3']);
  });

  it('takes the first of the lists when their items name no collection', async () => {
    const { find } = finding({
      Series: [
        series('S-1', 'One', { collection: undefined }),
        series('S-2', 'Two', { collection: undefined }),
        series('S-3', 'Three', { collection: undefined }),
      ],
      Topic: [topic('T-1', 'Topic', { collection: undefined })],
    });
    const found = await find.execute();
    expect(found.map((f) => [f.id, f.note])).toEqual([
      ['S-1', 'a series in the archive'],
      ['S-2', 'a series in the archive'],
      ['T-1', 'a topic in the archive'],
    ]);
  });

  it('finds nothing in an archive without series or topics', async () => {
    expect(await finding({}).find.execute()).toEqual([]);
  });

  it('rejects when a list cannot be read', async () => {
    const find = new FindCollections(
      archiveWith({ allAssets: () => Promise.reject(new Error('allAssets failed: HTTP 500')) }),
    );
    await expect(find.execute()).rejects.toThrow('HTTP 500');
  });
});
