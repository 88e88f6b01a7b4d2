import type { Page } from 'playwright-core';
import { closeBrowser } from './support/browser';
import { arrivesAt, headingIs, leave } from './support/expectations';
import { documentShown, markDocument } from './support/documents';
import { FIRST_BLOG_PAGE, loaded, normalDemo, visit, waitForPath } from './support/site';

beforeAll(normalDemo);
afterAll(closeBrowser);

/** Titles of the blog cards in the list. */
async function listed(page: Page): Promise<string[]> {
  await loaded(page);
  await page.locator('main .blog-card').first().waitFor();
  return (await page.locator('main .blog-card h2').allInnerTexts()).map((t) => t.trim());
}

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Spotlight On History' });

/** Titles the sidebar lists, once it lists some. */
async function sidebarTitles(page: Page): Promise<string[]> {
  await sidebar(page).getByRole('heading', { level: 3 }).first().waitFor();
  return (await sidebar(page).getByRole('heading', { level: 3 }).allInnerTexts()).map((t) =>
    t.trim(),
  );
}

describe('Spotlight On History', () => {
  it('goes from the list to a post, through the sidebar to another, and back', async () => {
    const visitor = await visit('/spotlight-on-history');
    const { page } = visitor;
    await headingIs(page, 'Spotlight On History');
    expect(await listed(page)).toEqual(FIRST_BLOG_PAGE);
    await page.locator('main .blog-card').first().getByText('03/05/2024').waitFor();

    await page.getByRole('link', { name: 'The 1927 Flood on Film' }).click();
    await arrivesAt(page, '/blog/b1');
    await headingIs(page, 'The 1927 Flood on Film');
    expect(await page.locator('main article p').first().innerText()).not.toBe('');
    const others = await sidebarTitles(page);
    expect(others.length).toBeGreaterThan(0);
    expect(others.length).toBeLessThanOrEqual(4);
    expect(others).not.toContain('The 1927 Flood on Film');
    expect(others).not.toContain('Draft: Holiday Programming Notes');

    // SPEC §2: the page reloads when the route changes: another post is a new document.
    const next = others[0] ?? '';
    await markDocument(page);
    await sidebar(page).getByRole('link', { name: next }).click();
    const path = await waitForPath(page, /^\/blog\/b\d+$/);
    await headingIs(page, next);
    expect(await documentShown(page)).toEqual({
      marked: false,
      loadedPath: path,
      loadType: 'navigate',
    });
    expect(await page.title()).toBe(`${next} | Louisiana Digital Media Archive`);
    expect(await sidebarTitles(page)).not.toContain(next);

    await page.getByRole('button', { name: 'Back to Browse' }).click();
    await arrivesAt(page, '/spotlight-on-history');
    await headingIs(page, 'Spotlight On History');
    await leave(visitor);
  });

  it('pages through the list, shows only active posts, and remembers the page', async () => {
    const visitor = await visit('/spotlight-on-history');
    const { page } = visitor;
    await listed(page);
    // The demo serves 11 posts, 6 a page, one a draft: the range counts the 10 shown.
    const range = page.locator('main .paginator__range').first();
    expect(await range.innerText()).toBe('1 – 6 of 10');
    await page.getByRole('link', { name: 'Next page' }).first().click();
    await page
      .getByRole('link', { name: 'After the Storm: Hurricanes in the LPB Collection' })
      .waitFor();
    const second = await listed(page);
    await page.locator('main .paginator__range', { hasText: '7 – 10 of 10' }).first().waitFor();
    expect(second).toEqual([
      'After the Storm: Hurricanes in the LPB Collection',
      'Black Gold: Louisiana’s Oil Boom on Camera',
      'Gavel to Gavel: Fifty Years of Legislative Coverage',
      'Digitizing the State Archives Newsreels',
    ]);

    await page.getByRole('link', { name: 'Black Gold: Louisiana’s Oil Boom on Camera' }).click();
    await arrivesAt(page, '/blog/b8');
    await page.getByRole('button', { name: 'Back to Browse' }).click();
    await waitForPath(page, '/spotlight-on-history');
    await page
      .getByRole('link', { name: 'After the Storm: Hurricanes in the LPB Collection' })
      .waitFor();
    expect(await listed(page)).toEqual(second);
    await leave(visitor);
  });

  it('opens a post from the home page carousel', async () => {
    const visitor = await visit('/', { reducedMotion: 'reduce' });
    const { page } = visitor;
    const carousel = page.getByRole('region', { name: 'Blog spotlight' });
    await carousel.getByRole('heading', { name: 'The 1927 Flood on Film' }).waitFor();
    await carousel.getByRole('button', { name: 'View Full Post' }).click();
    await arrivesAt(page, '/blog/b1');
    await headingIs(page, 'The 1927 Flood on Film');
    await leave(visitor);
  });
});
