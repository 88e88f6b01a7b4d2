/** @jest-environment node */
import { InMemoryArchiveApi } from '../../../src/adapters/memory/InMemoryArchiveApi';
import { LPB, LSA } from '../../../src/core/entities/Collection';
import { isAbortError } from '../../../src/core/rules/values/abort';
import { DEFAULT_THUMBNAILS } from '../../support/builders';

describe('InMemoryArchiveApi over literal records', () => {
  const series = {
    Id: '1',
    Identifier: 'SR-1',
    Type: 'Series' as const,
    seriesTitle: 'River Stories',
  };
  const clips = Array.from({ length: 30 }, (_, i) => ({
    Id: String(100 + i),
    Identifier: `CL-${100 + i}`,
    clipTitle: `Clip ${String(i).padStart(2, '0')}`,
    seriesTitle: 'River Stories',
    memberOf: ['SR-1'],
    DateIssued: `1970-01-${String(i + 1).padStart(2, '0')}`,
  }));
  const hidden = { Id: '900', Identifier: 'CL-900', clipTitle: 'Hidden River', IsPublic: false };
  const archive = () =>
    new InMemoryArchiveApi({ assets: [series, ...clips, hidden] }, DEFAULT_THUMBNAILS);

  it('maps records to entities, filling what the record leaves out', async () => {
    const [first] = await archive().pagedAssets({
      Page: 1,
      CollectionId: LPB,
      AssetType: 'Series',
    });
    expect(first).toEqual({
      id: '1',
      identifier: 'SR-1',
      type: 'Series',
      title: 'River Stories',
      seriesTitle: 'River Stories',
      thumbnail: DEFAULT_THUMBNAILS[LPB],
      isDigitized: true,
      isPublic: true,
      collection: LPB,
      trackViews: 0,
    });
  });

  it('pages public assets by 25 and counts them', async () => {
    const api = archive();
    await expect(api.pagedCount({ CollectionId: LPB })).resolves.toBe(31);
    await expect(api.pagedAssets({ Page: 1, CollectionId: LPB })).resolves.toHaveLength(25);
    await expect(api.pagedAssets({ Page: 2, CollectionId: LPB })).resolves.toHaveLength(6);
    await expect(api.pagedCount({ CollectionId: LSA })).resolves.toBe(0);
  });

  it('lists a series’ members in date order, paged', async () => {
    const api = archive();
    await expect(api.relatedCount('SR-1')).resolves.toBe(30);
    const page2 = await api.relatedPaged('SR-1', 2);
    expect(page2.map((a) => a.identifier)).toEqual(clips.slice(25).map((c) => c.Identifier));
  });

  it('a member’s related list is the rest of its series', async () => {
    const related = await archive().related('CL-100');
    expect(related).toHaveLength(29);
    expect(related.map((a) => a.identifier)).not.toContain('CL-100');
  });

  it('searches titles, including non-public assets', async () => {
    const api = archive();
    await expect(api.search('HIDDEN', 'ALLFIELDS')).resolves.toEqual([
      expect.objectContaining({ identifier: 'CL-900', isPublic: false }),
    ]);
    await expect(api.search('river', 'TITLE')).resolves.toHaveLength(32);
    await expect(api.search('', 'TITLE')).resolves.toEqual([]);
  });

  it('resolves a detail by Identifier or Id and rejects an unknown one', async () => {
    const api = archive();
    await expect(api.assetDetail('CL-100')).resolves.toMatchObject({
      id: 'CL-100',
      title: 'Clip 00',
    });
    await expect(api.assetDetail('100')).resolves.toMatchObject({ id: '100', title: 'Clip 00' });
    await expect(api.assetDetail('nope')).rejects.toThrow('assetDetail failed: HTTP 404');
  });

  it('answers URLs as the records hold them', async () => {
    const api = new InMemoryArchiveApi(
      { assets: [{ Id: '1', Identifier: 'X', ThumbnailImage: '/media/thumbs/X.svg' }] },
      DEFAULT_THUMBNAILS,
    );
    const [asset] = await api.pagedAssets({ Page: 1 });
    expect(asset?.thumbnail).toBe('/media/thumbs/X.svg');
  });

  it('rejects with an abort error when the caller aborts', async () => {
    const controller = new AbortController();
    const call = archive().trending({ signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toHaveProperty('name', 'AbortError');
    const already = await archive()
      .trending({ signal: controller.signal })
      .catch((error: unknown) => error);
    expect(isAbortError(already)).toBe(true);
  });

  it('can be told to fail', async () => {
    const api = archive();
    api.failWith(true);
    await expect(api.trending()).rejects.toThrow('trending failed: HTTP 500');
    api.failWith(new Error('offline'));
    await expect(api.assetDetail('CL-100')).rejects.toThrow('offline');
    api.failWith(false);
    await expect(api.trending()).resolves.toBeInstanceOf(Array);
  });
});
