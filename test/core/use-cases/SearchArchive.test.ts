import { SearchArchive } from '../../../src/core/use-cases/SearchArchive';
import { anAsset, archiveWith } from '../../support/builders';

describe('SearchArchive', () => {
  it('makes no call for a blank term', async () => {
    const calls: string[] = [];
    const search = new SearchArchive(archiveWith({ search: async (k) => (calls.push(k), []) }));
    await expect(search.execute('   ')).resolves.toBeUndefined();
    await expect(search.execute('')).resolves.toBeUndefined();
    expect(calls).toEqual([]);
  });

  it('searches the trimmed term in ALLFIELDS by default', async () => {
    const calls: [string, string][] = [];
    const hits = [anAsset()];
    const search = new SearchArchive(
      archiveWith({ search: async (k, f) => (calls.push([k, f]), hits) }),
    );
    await expect(search.execute('  flood  ')).resolves.toBe(hits);
    await search.execute('levee', '');
    await search.execute('levee', 'TITLE');
    expect(calls).toEqual([
      ['flood', 'ALLFIELDS'],
      ['levee', 'ALLFIELDS'],
      ['levee', 'TITLE'],
    ]);
  });
});

describe('SearchArchive on path segments', () => {
  it.each(['.', '..', '  ..  '])('finds nothing for %j without asking the archive', async (k) => {
    const calls: string[] = [];
    const search = new SearchArchive(archiveWith({ search: async (kw) => (calls.push(kw), []) }));
    await expect(search.execute(k)).resolves.toEqual([]);
    expect(calls).toEqual([]);
  });

  it('asks for a keyword that merely contains dots', async () => {
    const calls: string[] = [];
    const search = new SearchArchive(archiveWith({ search: async (kw) => (calls.push(kw), []) }));
    await search.execute('...');
    await search.execute('../x');
    expect(calls).toEqual(['...', '../x']);
  });

  it.each([
    ['..', 'ALLFIELDS'],
    ['TITLE/..', 'ALLFIELDS'],
    ['Unknown', 'ALLFIELDS'],
    [' title ', 'TITLE'],
    ['Contributor', 'CONTRIBUTOR'],
  ])('searches the field %j as %j', async (field, expected) => {
    const fields: string[] = [];
    const search = new SearchArchive(archiveWith({ search: async (_, f) => (fields.push(f), []) }));
    await search.execute('flood', field);
    expect(fields).toEqual([expected]);
  });
});
