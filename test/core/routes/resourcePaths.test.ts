import {
  captionsAssetId,
  captionsPath,
  isMachineResourcePath,
  resourcePaths,
  transcriptFileOf,
} from '../../../src/core/routes/resourcePaths';

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

  it('is no other path', () => {
    for (const path of [
      '/transcripts/LPB-CL-1042.pdf',
      '/transcripts/.txt',
      '/transcripts/a/b.txt',
      '/transcripts/LPB-CL-1042.txt/',
      '/captions/LPB-CL-1042.vtt',
    ]) {
      expect(transcriptFileOf(path)).toBeUndefined();
    }
  });

  it('is answered by the server itself, in development too', () => {
    expect(isMachineResourcePath('/transcripts/LPB-CL-1042.vtt')).toBe(true);
    expect(isMachineResourcePath('/transcripts/LPB-CL-1042.pdf')).toBe(false);
  });
});

describe("an asset's captions address", () => {
  it("serves an asset's captions at /captions/{id}.vtt and reads the id back", () => {
    expect(captionsPath('LPB-CL-1042')).toBe('/captions/LPB-CL-1042.vtt');
    expect(captionsPath('a/b c')).toBe('/captions/a%2Fb%20c.vtt');
    expect(captionsAssetId('/captions/LPB-CL-1042.vtt')).toBe('LPB-CL-1042');
  });

  it.each([
    '/captions/media/video/demo_clip.srt',
    '/captions/a/b.vtt',
    '/captions/.vtt',
    '/captions/x.vtt/more',
    '/video/captions/x.vtt',
  ])('reads no asset from %s', (path) => {
    expect(captionsAssetId(path)).toBeUndefined();
  });

  it('is answered by the server itself, in development too', () => {
    expect(isMachineResourcePath('/captions/LPB-CL-1042.vtt')).toBe(true);
    expect(isMachineResourcePath('/captions/media/video/demo_clip.srt')).toBe(false);
  });
});
