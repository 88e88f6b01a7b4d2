import {
  assetFingerprint,
  captionVersion,
  heldFileVersion,
  indexedCues,
} from '../../../../src/core/rules/media/spokenIndex';

const ASSET = {
  id: 'C-1',
  title: 'Dynamiting the Caernarvon Levee',
  seriesTitle: 'Rising Waters',
  type: 'Segment' as const,
  collection: 3 as const,
  thumbnail: '/media/thumbs/C-1.svg',
};
const CLIP = { start: 10, end: 30 };
const CAPTIONS = 'https://media.example.org/captions/c1.srt';

describe('the cues the index holds', () => {
  it('are the transcript’s lines, timed from the clip’s start and ending with it', () => {
    expect(
      indexedCues(
        [
          { start: 2, end: 8, text: 'Before.' },
          { start: 9, end: 12, text: '<i>The river</i>\nrose.' },
          { start: 28, end: 35, text: 'Past the end.' },
          { start: 31, end: 33, text: 'After.' },
        ],
        CLIP,
      ),
    ).toEqual([
      { offset: 0, end: 2, text: 'The river rose.' },
      { offset: 18, end: 20, text: 'Past the end.' },
    ]);
  });

  it('run to the cue’s own end when the clip has no end', () => {
    expect(
      indexedCues([{ start: 12, end: 15, text: 'Open.' }], { start: 10, end: undefined }),
    ).toEqual([{ offset: 2, end: 5, text: 'Open.' }]);
  });
});

describe('the version the index holds', () => {
  it('keeps the file’s version only while the asset’s fingerprint is the same', () => {
    const fingerprint = assetFingerprint(ASSET, CLIP, CAPTIONS);
    const held = captionVersion(fingerprint, 'modified:Wed, 21 Oct 2026 07:28:00 GMT');
    expect(heldFileVersion(held, fingerprint)).toBe('modified:Wed, 21 Oct 2026 07:28:00 GMT');
    expect(heldFileVersion(held, assetFingerprint(ASSET, { start: 11, end: 30 }, CAPTIONS))).toBe(
      undefined,
    );
    expect(heldFileVersion(undefined, fingerprint)).toBeUndefined();
    expect(heldFileVersion('no-space', fingerprint)).toBeUndefined();
  });

  it('changes the fingerprint with every field results show, the window and the captions', () => {
    const base = assetFingerprint(ASSET, CLIP, CAPTIONS);
    const changed = [
      assetFingerprint({ ...ASSET, title: 'Another' }, CLIP, CAPTIONS),
      assetFingerprint({ ...ASSET, seriesTitle: '' }, CLIP, CAPTIONS),
      assetFingerprint({ ...ASSET, type: 'Clip' }, CLIP, CAPTIONS),
      assetFingerprint({ ...ASSET, collection: 4 }, CLIP, CAPTIONS),
      assetFingerprint({ ...ASSET, thumbnail: '' }, CLIP, CAPTIONS),
      assetFingerprint(ASSET, { start: 10, end: undefined }, CAPTIONS),
      assetFingerprint(ASSET, CLIP, `${CAPTIONS}?v=2`),
    ];
    expect(new Set([base, ...changed]).size).toBe(changed.length + 1);
    expect(assetFingerprint({ ...ASSET }, { ...CLIP }, CAPTIONS)).toBe(base);
    expect(base).toMatch(/^[0-9a-f]{16}$/);
  });
});
