import type { Page } from 'playwright-core';
import type { VisitorPage } from './browser';
import { mainHeading, showScreen, visit, waitForPath } from './site';

/** Expects the address to become `path` (path and query). */
export async function arrivesAt(page: Page, path: string): Promise<void> {
  expect(await waitForPath(page, path)).toBe(path);
}

/** Expects the page's level-one heading to become `expected`. */
export async function headingIs(page: Page, expected: string): Promise<void> {
  expect(await mainHeading(page, expected)).toBe(expected);
}

/**
 * A fresh visitor who searches the archive for `keyword` from the home page's search box;
 * expects the results' address and heading.
 */
export async function searchFromHome(keyword: string): Promise<VisitorPage> {
  const visitor = await visit('/');
  const { page } = visitor;
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('textbox', { name: 'Search the archive' }).fill(keyword);
  await page.keyboard.press('Enter');
  await arrivesAt(page, `/search?keyword=${keyword}&search_by=ALLFIELDS`);
  await headingIs(page, `Search Results for ${keyword}`);
  return visitor;
}

/** Expects `path`, opened in the tab, to end at the address `lands` under the heading `heading`. */
export async function opensAs(page: Page, path: string, lands: string, heading: string) {
  const shown = await showScreen(page, { path, lands, heading });
  expect({ path, ...shown }).toEqual({ path, address: lands, heading });
}

/** Expects no uncaught page error or console error so far, then closes the visitor's page. */
export async function leave(visitor: VisitorPage): Promise<void> {
  expect(visitor.problems).toEqual([]);
  await visitor.close();
}
