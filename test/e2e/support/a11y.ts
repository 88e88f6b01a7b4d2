import type { Page } from 'playwright-core';
import { axeViolations, siteUrl } from './browser';
import { newVisitor } from './site';

/**
 * Pictures without an alt attribute, pictures that are all a link or button has to say but
 * say nothing, and pictures in a link or button that repeat its words (they are decorative
 * there, alt="").
 */
export function unnamedPictures(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.images).flatMap((img) => {
      const where = img.currentSrc.slice(-60) || img.outerHTML.slice(0, 80);
      if (!img.hasAttribute('alt')) return [`no alt: ${where}`];
      const control = img.closest('a, button');
      const otherwiseNamed =
        control &&
        (control.getAttribute('aria-label') || (control as HTMLElement).innerText.trim());
      if (control && !otherwiseNamed && !img.alt.trim()) return [`unnamed control: ${where}`];
      // Beside the same words, the picture is decorative: saying them twice is noise.
      const said = otherwiseNamed ? String(otherwiseNamed).toLowerCase() : '';
      if (img.alt.trim() && said.includes(img.alt.trim().toLowerCase()))
        return [`alt repeats the text beside it: ${where}`];
      return [];
    }),
  );
}

/** Form fields without a label (a <label>, aria-label or aria-labelledby). */
export function unlabelledFields(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLInputElement>('input:not([type="hidden"]), select, textarea'),
    )
      .filter(
        (field) =>
          (field.labels?.length ?? 0) === 0 &&
          !field.getAttribute('aria-label')?.trim() &&
          !field.getAttribute('aria-labelledby'),
      )
      .map((field) => field.outerHTML.slice(0, 80)),
  );
}

/** Everything the accessibility checks find wrong on the page as it is now. */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  // The site embeds no frames from other origins, so axe may run in the page itself.
  return [
    ...(await axeViolations(page, { skipCrossOriginFrames: true })),
    ...(await unnamedPictures(page)),
    ...(await unlabelledFields(page)),
  ];
}

/** Resizes the window and lets the page lay itself out again. */
export async function resize(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 768 ? 800 : 900 });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * What axe finds on `path` as a browser without JavaScript shows it, at `width`. axe itself is
 * a script (a browser that runs none never finishes it), so the page is opened in a browser
 * that runs script, but served without any of the site's: its `<script>` elements and
 * preloads removed, its `<noscript>` content in place, any script file answered empty.
 */
export async function accessibilityProblemsWithoutScript(
  path: string,
  width: number,
): Promise<string[]> {
  const visitor = await newVisitor({ width, height: width < 768 ? 800 : 900 });
  await visitor.context.route(
    (url) => url.origin === new URL(siteUrl()).origin,
    async (route) => {
      const kind = route.request().resourceType();
      if (kind === 'script') {
        await route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
        return;
      }
      if (kind !== 'document') {
        await route.fallback();
        return;
      }
      const response = await route.fetch();
      const body = (await response.text())
        .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
        .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
        .replace(/<\/?noscript>/gi, '');
      await route.fulfill({ response, body });
    },
  );
  await visitor.page.goto(siteUrl(path));
  await visitor.page.locator('main h1').first().waitFor();
  const problems = await accessibilityProblems(visitor.page);
  await visitor.close();
  return [...problems, ...visitor.problems];
}
