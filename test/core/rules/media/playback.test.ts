import { playbackSourceOf, playbackStart } from '../../../../src/core/rules/media/playback';
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

describe('where playback starts (SPEC §9 "Player")', () => {
  const clip = anAssetDetail({ timeStart: '00:01:00', duration: '00:00:30' });

  it('counts a `?t=` value from the start of the clip', () => {
    expect(playbackStart(clip, '10')).toBe(70);
    expect(playbackStart(clip, '0:15')).toBe(75);
  });

  it('keeps the start inside the clip', () => {
    expect(playbackStart(clip, '2m')).toBe(90);
  });

  it('has no start without a readable value', () => {
    expect(playbackStart(clip, '')).toBeUndefined();
    expect(playbackStart(clip, 'soon')).toBeUndefined();
  });
});
