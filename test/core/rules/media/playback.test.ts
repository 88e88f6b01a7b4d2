import { playbackSourceOf } from '../../../../src/core/rules/media/playback';
import { anAssetDetail } from '../../../support/builders';

describe('the playback source (SPEC §9 "Player")', () => {
  it("carries the state archives' logo for an LSA asset", () => {
    const source = playbackSourceOf(
      anAssetDetail({
        collection: 4,
        collectionName: 'Louisiana State Archives',
        collectionImageUrl: 'https://example.org/logos/lsa.svg',
      }),
    );
    expect(source.logo).toBe('https://example.org/logos/lsa.svg');
  });

  it("carries no logo for an LPB asset, even when the archive names the collection's image", () => {
    const source = playbackSourceOf(
      anAssetDetail({ collection: 3, collectionImageUrl: 'https://example.org/logos/lpb.svg' }),
    );
    expect(source.logo).toBe('');
  });
});
