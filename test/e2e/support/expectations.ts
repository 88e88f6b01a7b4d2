import type { Page } from 'playwright-core';
import type { VisitorPage } from './browser';
import { mainHeading, showScreen, waitForPath } from './site';

/** Expects the address to become `path` (path and query). */
export async function arrivesAt(page: Page, path: string): Promise<void> {
  expect(await waitForPath(page, path)).toBe(path);
}

/** Expects the page's level-one heading to become `expected`. */
export async function headingIs(page: Page, expected: string): Promise<void> {
  expect(await mainHeading(page, expected)).toBe(expected);
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
