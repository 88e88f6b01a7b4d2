import type { Page } from 'playwright-core';
import { accessibilityProblems } from './support/a11y';
import { closeBrowser } from './support/browser';
import { headingIs, leave } from './support/expectations';
import { e2eMode } from './support/mode';
import { DEMO_IDS, loaded, mainHeading, normalDemo, visit, waitForPath } from './support/site';

// The transcript, timecode links, the embeddable player, Cite, the licensing request, the
// structured data and the accessibility statement, against the built site and the demo API.

beforeAll(normalDemo);
afterAll(closeBrowser);

// DEMO_IDS.playableClip plays 00:00:03 to 00:00:09 of the demo reel, whose captions say:
const CLIP_LINES = [
  '0:00 This short reel stands in for archival film while the site runs on demo data.',
  '0:02 The counter shows how many seconds of the reel have played.',
  '0:05 Each demo video plays its own window of it.',
];
const DETAIL = `/video_v2/asset-detail/${DEMO_IDS.playableClip}`;
const TITLE = 'Governor McKeithen on the Superdome';

function currentTime(page: Page): Promise<number> {
  return page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);
}

/** Waits until the video is at `seconds` into the reel (seeks land on the nearest frame). */
async function videoAt(page: Page, seconds: number): Promise<void> {
  await page.waitForFunction((target) => {
    const video = document.querySelector('video');
    return video !== null && Math.abs(video.currentTime - target) < 0.25;
  }, seconds);
}

async function watch(path = DETAIL) {
  const visitor = await visit(path);
  await mainHeading(visitor.page, TITLE);
  await visitor.page.getByRole('region', { name: 'Transcript' }).waitFor();
  return visitor;
}

describe('the interactive transcript', () => {
  it('lists the clip lines, plays from a clicked line and highlights it', async () => {
    const visitor = await watch();
    const { page } = visitor;
    const list = page.getByRole('list', { name: 'Transcript lines' });
    const lines = list.getByRole('button');
    // Lines off screen are not drawn (content-visibility), so the list is read in view, once
    // the browser has drawn it there.
    await list.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (drawn) => drawn.every((line) => (line as HTMLElement).innerText.trim() !== ''),
      await lines.elementHandles(),
    );
    expect((await lines.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim())).toEqual(
      CLIP_LINES,
    );
    await lines.nth(1).click();
    await videoAt(page, 5.8);
    await page.locator('.transcript [aria-current="true"]').waitFor();
    expect(await page.locator('.transcript [aria-current="true"]').innerText()).toMatch(
      /^0:02\s+The counter shows/,
    );

    await lines.nth(2).focus();
    await page.keyboard.press('Enter');
    await videoAt(page, 8.6);
    await leave(visitor);
  });

  it('searches with "n of m" and downloads as plain text', async () => {
    const visitor = await watch();
    const { page } = visitor;
    await page.getByRole('searchbox', { name: 'Search the transcript' }).fill('the');
    const status = page.locator('.transcript [role="status"]');
    await status.filter({ hasText: '1 of 2' }).waitFor();
    await page.getByRole('button', { name: 'Next match' }).click();
    await status.filter({ hasText: '2 of 2' }).waitFor();
    expect(await page.locator('.transcript__timeline .transcript__mark').count()).toBe(2);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download transcript (.txt)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('governor-mckeithen-on-the-superdome-transcript.txt');
    // The site's server writes the file; a static site makes it in the browser.
    expect(
      await page.getByRole('link', { name: 'Download transcript (.txt)' }).getAttribute('href'),
    ).toMatch(e2eMode() === 'server' ? `/transcripts/${DEMO_IDS.playableClip}.txt` : /^blob:/);
    await leave(visitor);
  });

  it("offers 'Skip to transcript' from the keyboard", async () => {
    const visitor = await watch();
    const { page } = visitor;
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Skip to transcript',
    );
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('transcript');
    await visitor.close();
  });

  it('is not shown for a video without a caption file', async () => {
    const visitor = await visit(`/video_v2/asset-detail/${DEMO_IDS.noCaptionsClip}`);
    const { page } = visitor;
    await mainHeading(page);
    await page.locator('video').waitFor();
    await page.getByRole('button', { name: /^Share/ }).waitFor();
    expect(await page.getByRole('region', { name: 'Transcript' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Skip to transcript' }).count()).toBe(0);
    await visitor.close();
  });

  it('has no accessibility violation with Share and Cite open and a search under way', async () => {
    const visitor = await watch();
    const { page } = visitor;
    await page.getByRole('button', { name: /^Share/ }).click();
    await page.getByRole('button', { name: /^Cite/ }).click();
    await page.getByRole('searchbox', { name: 'Search the transcript' }).fill('reel');
    await loaded(page);
    expect(await accessibilityProblems(page)).toEqual([]);
    await visitor.close();
  });
});

describe('a ?t= link', () => {
  it('starts the clip that far in', async () => {
    const visitor = await watch(`${DETAIL}?t=2`);
    await videoAt(visitor.page, 5);
    expect(await currentTime(visitor.page)).toBeCloseTo(5, 0);
    await visitor.close();
  });

  it('keeps a time past the end inside the clip', async () => {
    const visitor = await watch(`${DETAIL}?t=1m`);
    await videoAt(visitor.page, 9);
    await visitor.close();
  });
});

describe('Share and Cite', () => {
  it('copies a link to the current time and a citation', async () => {
    const visitor = await watch();
    const { page, context } = visitor;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('list', { name: 'Transcript lines' }).getByRole('button').nth(2).click();
    await videoAt(page, 8.6);

    await page.getByRole('button', { name: /^Share/ }).click();
    await page.getByRole('button', { name: 'Copy link at 0:05' }).click();
    await page.getByText('Link at 0:05 copied.').waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).pathname + new URL(link).search).toBe(`${DETAIL}?t=5s`);

    await page.getByRole('button', { name: /^Cite/ }).click();
    await page.getByRole('button', { name: 'Copy APA citation' }).click();
    await page.getByText('APA citation copied.').waitFor();
    const apa = await page.evaluate(() => navigator.clipboard.readText());
    expect(apa).toMatch(
      /^McKeithen, J\. \(Interviewee\), & Guidry, A\. \(Reporter\)\. \(1967, August 14\)\./,
    );
    expect(apa).toContain(`, from ${new URL(link).origin}${DETAIL}`);
    await leave(visitor);
  });
});

describe('Request this footage', () => {
  it('opens the contact form with the video and the marked points, still editable', async () => {
    const visitor = await watch();
    const { page } = visitor;
    const lines = page.getByRole('list', { name: 'Transcript lines' }).getByRole('button');
    await lines.nth(1).click();
    await videoAt(page, 5.8);
    await page.getByRole('button', { name: 'Mark the start' }).click();
    await lines.nth(2).click();
    await videoAt(page, 8.6);
    await page.getByRole('button', { name: 'Mark the end' }).click();
    await page.getByText('Start marked at 0:02, end marked at 0:05.').waitFor();

    await page.getByRole('link', { name: 'Request this footage' }).click();
    await waitForPath(page, /^\/contact-us\?/);
    await mainHeading(page, 'CONTACT US');
    const message = page.getByLabel('Your Message');
    const text = await message.inputValue();
    expect(text).toContain('Subject: Footage licensing request');
    expect(text).toContain(`Title: ${TITLE}`);
    expect(text).toContain(`Identifier: ${DEMO_IDS.playableClip}`);
    expect(text).toContain('In point: 0:02 (00:00:05 in the source file)');
    expect(text).toContain('Out point: 0:05 (00:00:08 in the source file)');
    await message.fill('Only the first shot, please.');
    expect(await message.inputValue()).toBe('Only the first shot, please.');
    await visitor.close();
  });
});

describe('structured data', () => {
  it('puts a VideoObject with the transcript in the head, without breaking the page policy', async () => {
    const visitor = await watch();
    const { page } = visitor;
    await page.waitForFunction(() =>
      document
        .querySelector('script[type="application/ld+json"]')
        ?.textContent?.includes('transcript'),
    );
    const data = await page.evaluate(() =>
      Array.from(document.querySelectorAll('script[type="application/ld+json"]'), (s) =>
        JSON.parse(s.textContent ?? ''),
      ).flat(),
    );
    expect(data).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'VideoObject',
        name: TITLE,
        duration: 'PT6S',
        transcript: expect.stringContaining('The counter shows'),
      }),
      expect.objectContaining({ '@type': 'BreadcrumbList' }),
    ]);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(TITLE);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      new RegExp(`${DETAIL}$`),
    );
    // A Content-Security-Policy report for the JSON-LD would show here as a console error.
    await leave(visitor);
  });

  it('describes the archive and its partners on the home page', async () => {
    const visitor = await visit('/');
    await mainHeading(visitor.page);
    const types = await visitor.page.evaluate(() =>
      Array.from(
        document.querySelectorAll('script[type="application/ld+json"]'),
        (s) => JSON.parse(s.textContent ?? '')['@type'],
      ),
    );
    expect(types).toEqual(['Organization']);
    await visitor.close();
  });
});

describe('the embeddable player', () => {
  it('shows the player alone with the title linking back, and passes axe', async () => {
    const visitor = await visit(`/embed/${DEMO_IDS.playableClip}`);
    const { page } = visitor;
    const title = page.getByRole('link', { name: `${TITLE} (opens in a new tab)` });
    await title.waitFor();
    expect(await title.getAttribute('href')).toBe(DETAIL);
    expect(await page.locator('header, footer, nav').count()).toBe(0);
    await page.waitForFunction(() => {
      const track = document.querySelector('video')?.textTracks[0];
      return Boolean(track?.cues && track.cues.length > 0);
    });
    expect(await accessibilityProblems(page)).toEqual([]);
    await leave(visitor);
  });

  it('plays in another page’s iframe from the embed code', async () => {
    const visitor = await watch();
    const { page } = visitor;
    await page.getByRole('button', { name: /^Share/ }).click();
    const code = await page.getByRole('textbox', { name: 'Embed code' }).inputValue();
    await page.setContent(
      `<!doctype html><html lang="en"><title>Host</title><body>${code}</body></html>`,
    );
    const frame = page.frameLocator('iframe');
    await frame.getByRole('link', { name: `${TITLE} (opens in a new tab)` }).waitFor();
    await frame.locator('video').waitFor();
    await visitor.close();
  });

  it("says 'This video is not available.' for a video that is not public, and passes axe", async () => {
    const visitor = await visit(`/embed/${DEMO_IDS.nonPublicClip}`);
    const { page } = visitor;
    await page.getByRole('heading', { level: 1, name: 'This video is not available.' }).waitFor();
    expect(await page.getByText("We couldn't find that page").count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(`/embed/${DEMO_IDS.nonPublicClip}`);
    expect(await accessibilityProblems(page)).toEqual([]);
    await visitor.close();
  });
});

describe('the accessibility statement', () => {
  it('is reached from the footer, covers what it should, and passes axe', async () => {
    const visitor = await visit('/about-ldma');
    const { page } = visitor;
    await mainHeading(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
    await waitForPath(page, '/accessibility');
    await headingIs(page, 'Accessibility');
    const text = await page.locator('main').innerText();
    expect(text).toContain('WCAG) 2.1 at level AA');
    expect(text).toContain('How we test');
    expect(text).toContain('Known limits');
    expect(await page.getByRole('link', { name: 'tell us through the contact form' }).count()).toBe(
      1,
    );
    await loaded(page);
    expect(await accessibilityProblems(page)).toEqual([]);
    await leave(visitor);
  });
});
