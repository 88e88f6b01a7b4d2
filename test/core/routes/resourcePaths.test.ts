import {
  captionsAssetId,
  captionsPath,
  iiifManifestAssetId,
  isMachineResourcePath,
  resourcePaths,
  transcriptFileOf,
} from '../../../src/core/routes/resourcePaths';

/** Paths that look like an asset's transcript file or captions, and are neither. */
const LOOKALIKES = [
  '/transcripts/LPB-CL-1042.pdf',
  '/transcripts/.txt',
  '/transcripts/a/b.txt',
  '/transcripts/LPB-CL-1042.txt/',
  '/captions/media/video/demo_clip.srt',
  '/captions/a/b.vtt',
  '/captions/.vtt',
  '/captions/x.vtt/more',
  '/video/captions/x.vtt',
];

describe("a transcript file's address", () => {
  it('names the asset, encoded, and the file type; and reads back to them, decoded', () => {
    expect(resourcePaths.transcriptFile('LPB-CL-1042', 'srt')).toBe('/transcripts/LPB-CL-1042.srt');
    expect(resourcePaths.transcriptFile('LPB CL/1', 'txt')).toBe('/transcripts/LPB%20CL%2F1.txt');
    for (const extension of ['txt', 'vtt', 'srt'] as const) {
      expect(transcriptFileOf(`/transcripts/LPB CL.${extension}`)).toEqual({
        assetId: 'LPB CL',
        extension,
      });
    }
  });

  it('is not a captions address', () => {
    expect(transcriptFileOf('/captions/LPB-CL-1042.vtt')).toBeUndefined();
  });
});

describe("an asset's captions address", () => {
  it("serves an asset's captions at /captions/{id}.vtt and reads the id back", () => {
    expect(captionsPath('LPB-CL-1042')).toBe('/captions/LPB-CL-1042.vtt');
    expect(captionsPath('a/b c')).toBe('/captions/a%2Fb%20c.vtt');
    expect(captionsAssetId('/captions/LPB-CL-1042.vtt')).toBe('LPB-CL-1042');
  });

  it('is not a transcript file', () => {
    expect(captionsAssetId('/transcripts/LPB-CL-1042.vtt')).toBeUndefined();
  });
});

describe('the files of an asset the server answers itself, in development too', () => {
  it.each(['/transcripts/LPB-CL-1042.vtt', '/captions/LPB-CL-1042.vtt'])('%s', (path) => {
    expect(isMachineResourcePath(path)).toBe(true);
  });

  it.each(LOOKALIKES)('not %s, which names no asset', (path) => {
    expect(transcriptFileOf(path)).toBeUndefined();
    expect(captionsAssetId(path)).toBeUndefined();
    expect(isMachineResourcePath(path)).toBe(false);
  });
});

describe('asset ids read from paths', () => {
  it.each(['.', '..'])(
    'are never the dot segment %s, which would step through the API path',
    (id) => {
      expect(captionsAssetId(`/captions/${id}.vtt`)).toBeUndefined();
      expect(transcriptFileOf(`/transcripts/${id}.txt`)).toBeUndefined();
      expect(iiifManifestAssetId(`/iiif/${id}/manifest.json`)).toBeUndefined();
      expect(isMachineResourcePath(`/captions/${id}.vtt`)).toBe(false);
    },
  );

  it('may hold dots among other characters', () => {
    expect(captionsAssetId('/captions/....vtt')).toBe('...');
    expect(iiifManifestAssetId('/iiif/LPB.1/manifest.json')).toBe('LPB.1');
  });
});
