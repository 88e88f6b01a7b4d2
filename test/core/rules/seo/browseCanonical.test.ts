import { canonicalPath } from '../../../../src/core/rules/seo/pageMeta';
import { matchSiteRoute } from '../../../../src/ui/routing';

describe('the canonical address of a browse page', () => {
  it.each([
    ['/browse-all-videos', '/browse-all-videos'],
    ['/browse-all-videos/3', '/browse-all-videos/3/all/page/1'],
    ['/browse-all-videos/4', '/browse-all-videos/4/all/page/1'],
    ['/browse-all-videos/9/zzz/page/-3', '/browse-all-videos'],
    ['/browse-all-videos/4/topic/page/2', '/browse-all-videos/4/all/page/2'],
    ['/browse-all-videos/3/PROGRAM/page/abc', '/browse-all-videos/3/program/page/1'],
  ])('%s is %s, the address the page settles on', (path, canonical) => {
    expect(canonicalPath(matchSiteRoute(path))).toBe(canonical);
  });
});
