import {
  captionsAssetId,
  captionsPath,
  paths,
  SEARCH_QUERY,
} from '../../../src/core/routes/routeTable';

describe('the addresses controls use without script', () => {
  it('names a page of the blog list by ?page=, and the list alone without one', () => {
    expect(paths.blogList()).toBe('/spotlight-on-history');
    expect(paths.blogList(1)).toBe('/spotlight-on-history?page=1');
    expect(paths.blogList(12)).toBe('/spotlight-on-history?page=12');
  });

  it('builds the search address from the names the search form sends', () => {
    const url = new URL(paths.search('flood 1927', 'ALLFIELDS'), 'https://x.example');
    expect(url.pathname).toBe('/search');
    expect(url.searchParams.get(SEARCH_QUERY.keyword)).toBe('flood 1927');
    expect(url.searchParams.get(SEARCH_QUERY.searchBy)).toBe('ALLFIELDS');
  });

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
});
