import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { accessibilityProblems, resize } from './support/a11y';
import { closeBrowser, siteUrl } from './support/browser';
import { LEVEE_SEGMENT } from './support/demo';
import { arrivesAt, headingIs, leave, searchFromHome } from './support/expectations';
import { hydrated, newVisitor, normalDemo, transcriptMarks, videoAt } from './support/site';

// From a spoken word to the moment it is said. The server indexed the demo's captions
// before the suite started (globalSetup waits for its first pass). Only the demo's segment on
// the Caernarvon levee says "dynamite" (demo-api/media/captions), and no catalogue field has
// the word: the archive finds nothing while the spoken words find the moment.

beforeAll(normalDemo);
afterAll(closeBrowser);

const KEYWORD = 'dynamite';
const RESULTS = `/search?keyword=${KEYWORD}&search_by=ALLFIELDS`;
const { title: SEGMENT, path: VIDEO } = LEVEE_SEGMENT;
const MOMENT = new RegExp(`^${VIDEO}\\?keyword=${KEYWORD}&t=(\\d+)$`);

const spokenPart = (page: Page) => page.getByRole('region', { name: 'Spoken in the videos' });
/** The segment's moments in the spoken-word part. */
const moments = (page: Page) =>
  spokenPart(page)
    .getByRole('list', { name: `Moments in ${SEGMENT}` })
    .getByRole('link');
const transcriptStatus = (page: Page) => page.locator('#transcript [role="status"]');
const marked = transcriptMarks;

async function screenshots(page: Page, name: string, script = true): Promise<void> {
  for (const width of [375, 1440]) {
    // Without script the page cannot be asked to wait for a frame; the screenshot waits for one.
    if (script) await resize(page, width);
    else await page.setViewportSize({ width, height: width < 768 ? 800 : 900 });
    await page.screenshot({
      path: join(process.env.E2E_SCREENSHOTS ?? 'test-results', `${name}-${width}.png`),
      fullPage: true,
    });
  }
}

/** The segment's moments are listed, marked and linked; resolves to the first one's link. */
async function expectMomentsShown(page: Page): Promise<{ path: string; seconds: number }> {
  await spokenPart(page).getByRole('heading', { level: 3, name: SEGMENT }).waitFor();
  const first = moments(page).first();
  const path = (await first.getAttribute('href')) ?? '';
  const seconds = Number(MOMENT.exec(path)?.[1]);
  expect(Number.isInteger(seconds)).toBe(true);
  expect((await first.locator('mark').allInnerTexts()).map((m) => m.toLowerCase())).toContain(
    KEYWORD,
  );
  // The time as the transcript shows it, then the line; the link's name adds the video's title.
  const clock = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  expect(await first.innerText()).toMatch(new RegExp(`^${clock}\\s+\\S`));
  expect(await first.textContent()).toContain(`— in ${SEGMENT}`);
  return { path, seconds };
}

describe('searching what is said in the videos', () => {
  it('finds a spoken word, lists its moments beside the archive results and opens the video there', async () => {
    const visitor = await searchFromHome(KEYWORD);
    const { page } = visitor;
    const moment = await expectMomentsShown(page);
    // The archive's part says what SPEC §2 says when it finds nothing.
    await page.getByText(`No results found for "${KEYWORD}"`).waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await screenshots(page, 'spoken-search');

    // At 1440 px the two parts stand side by side; at 375 px the spoken part comes below.
    await resize(page, 1440);
    const archiveBox = await page.locator('.results__archive').boundingBox();
    const spokenBox = await spokenPart(page).boundingBox();
    expect(spokenBox && archiveBox && spokenBox.x > archiveBox.x + archiveBox.width / 2).toBe(true);
    await resize(page, 375);
    const narrowArchive = await page.locator('.results__archive').boundingBox();
    const narrowSpoken = await spokenPart(page).boundingBox();
    expect(
      narrowSpoken && narrowArchive && narrowSpoken.y >= narrowArchive.y + narrowArchive.height,
    ).toBe(true);
    await resize(page, 1440);

    await moments(page).first().click();
    await arrivesAt(page, moment.path);
    await headingIs(page, SEGMENT);
    await page.getByRole('region', { name: 'Transcript' }).waitFor();
    await transcriptStatus(page)
      .filter({ hasText: /\d+ of \d+/ })
      .waitFor();
    expect((await marked(page)).map((m) => m.toLowerCase())).toContain(KEYWORD);
    // The video stands at that second of the clip (the segment starts at 0 in its file).
    await videoAt(page, moment.seconds);
    expect(await accessibilityProblems(page)).toEqual([]);
    await leave(visitor);
  });

  it("comes in the server's first HTML and hydrates without asking again", async () => {
    const visitor = await newVisitor();
    const { page } = visitor;
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/spoken-words')) asked.push(request.url());
    });
    await page.goto(siteUrl(RESULTS));
    await hydrated(page);
    await expectMomentsShown(page);
    expect(asked).toEqual([]);
    await leave(visitor);
  });
});

describe('the same without JavaScript', () => {
  it('lists the moments and opens the video at one, its matches marked', async () => {
    const visitor = await newVisitor({ javaScriptEnabled: false });
    const { page } = visitor;
    await page.goto(siteUrl(RESULTS));
    await page.getByRole('heading', { level: 1, name: `Search Results for ${KEYWORD}` }).waitFor();
    const moment = await expectMomentsShown(page);
    await screenshots(page, 'spoken-search-no-script', false);
    await moments(page).first().click();
    await arrivesAt(page, moment.path);
    await headingIs(page, SEGMENT);
    expect((await transcriptStatus(page).innerText()).trim()).toMatch(/^\d+ of \d+/);
    expect((await marked(page)).map((m) => m.toLowerCase())).toContain(KEYWORD);
    await leave(visitor);
  });
});
