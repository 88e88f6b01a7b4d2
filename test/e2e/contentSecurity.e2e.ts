import type { Page } from 'playwright-core';
import { closeBrowser, siteUrl } from './support/browser';
import { leave } from './support/expectations';
import { DEMO_IDS, mainHeading, newVisitor, normalDemo, visit } from './support/site';

// The site under its own Content-Security-Policy (the server's header, the static build's
// meta tag): nothing the pages do is refused, with script and without.

beforeAll(normalDemo);
afterAll(closeBrowser);

/** Starts collecting the policy's refusals on the page: the returned list fills as they come. */
async function refusals(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('reportRefusal', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportRefusal: (t: string) => void }).reportRefusal;
      report(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  return seen;
}

describe('the Content-Security-Policy', () => {
  it.each([
    ['/', undefined],
    [`/video_v2/asset-detail/${DEMO_IDS.playableClip}`, 'Governor McKeithen on the Superdome'],
    ['/blog/b1', undefined],
    ['/search?keyword=flood', 'Search Results for flood'],
    ['/spotlight-on-history', 'Spotlight On History'],
  ])('refuses nothing %s does', async (path, heading) => {
    const visitor = await newVisitor();
    const refused = await refusals(visitor.page);
    await visitor.page.goto(siteUrl(path));
    await mainHeading(visitor.page, heading);
    // Its player, sliders and pictures have started.
    await visitor.page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
    await leave(visitor);
  });

  it("applies the pages' own sheet for browsers without script, allowed by its hash", async () => {
    const visitor = await newVisitor({ javaScriptEnabled: false });
    await visitor.page.goto(siteUrl('/'));
    await mainHeading(visitor.page);
    // The sheet hides the controls only script can run.
    const shown = await visitor.page
      .locator('.search-box__icon')
      .first()
      .evaluate((icon) => getComputedStyle(icon).display);
    expect(shown).toBe('none');
    await leave(visitor);
  });

  it('is sent with every page by the server, naming no https wildcard for scripts', async () => {
    const visitor = await visit('/');
    const response = await visitor.page.request.get(siteUrl('/about-ldma'));
    const policy = response.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/style-src-elem 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).toMatch(/script-src 'self'(;| )/);
    await leave(visitor);
  });
});
