import { FindCollections, titleKey } from '../../../src/core/use-cases/FindCollections';
import { anAsset, archiveWith } from '../../support/builders';

const series = (identifier: string, title: string) =>
  anAsset({ identifier, title, type: 'Series' });
const topic = (identifier: string, title: string) => anAsset({ identifier, title, type: 'Topic' });

describe('FindCollections', () => {
  it('finds each named series or topic by its title, in its own list, and leaves the rest unlinked', async () => {
    const asked: string[] = [];
    const find = new FindCollections(
      archiveWith({
        allAssets: async (type) => {
          asked.push(type);
          return type === 'Series'
            ? [series('S-9', 'Legislative Sessions'), series('S-7', 'Governor’s Office Films')]
            : [topic('T-3', 'Civil Rights in Louisiana'), topic('T-4', 'Legislative Sessions')];
        },
      }),
    );
    const found = await find.execute([
      { title: 'Legislative Sessions', category: 'series', note: 'a' },
      { title: "Governor's office  films", category: 'series', note: 'b' },
      { title: 'Civil Rights in Louisiana', category: 'topic', note: 'c' },
      { title: 'Civil Rights in Louisiana', category: 'series', note: 'd' },
      { title: 'Folklife in Louisiana', category: 'series', note: 'e' },
    ]);
    expect(found.map((f) => [f.title, f.id])).toEqual([
      ['Legislative Sessions', 'S-9'],
      ["Governor's office  films", 'S-7'],
      ['Civil Rights in Louisiana', 'T-3'],
      ['Civil Rights in Louisiana', ''],
      ['Folklife in Louisiana', ''],
    ]);
    expect(found[0]).toEqual({
      title: 'Legislative Sessions',
      category: 'series',
      note: 'a',
      id: 'S-9',
    });
    expect(asked.sort()).toEqual(['Series', 'Topic']);
  });

  it('takes the first of two items with one title, and skips items of another type', async () => {
    const find = new FindCollections(
      archiveWith({
        allAssets: async () => [
          anAsset({ identifier: 'C-1', title: 'Newsreels', type: 'Clip' }),
          series('S-1', 'Newsreels'),
          series('S-2', 'Newsreels'),
        ],
      }),
    );
    const [found] = await find.execute([{ title: 'Newsreels', category: 'series', note: '' }]);
    expect(found?.id).toBe('S-1');
  });

  it('rejects when a list cannot be read', async () => {
    const find = new FindCollections(
      archiveWith({ allAssets: () => Promise.reject(new Error('allAssets failed: HTTP 500')) }),
    );
    await expect(
      find.execute([{ title: 'Newsreels', category: 'series', note: '' }]),
    ).rejects.toThrow('HTTP 500');
  });

  it('compares titles without case, accents, curly quotes or extra spaces', () => {
    expect(titleKey('  Tremé’s  “Second Lines” ')).toBe(titleKey('treme\'s "second lines"'));
    expect(titleKey('Newsreels')).not.toBe(titleKey('Newsreel'));
  });
});
