import type { Page } from 'playwright-core';

const MARK = '__ldmaEarlierDocument';

/** Marks the document shown: a marker that only a new document (a page load) loses. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate((mark) => {
    (window as unknown as Record<string, unknown>)[mark] = true;
  }, MARK);
}

/**
 * What the tab shows now: whether it is still the marked document, and the path and type of
 * the navigation that loaded the document (`performance`'s navigation entry).
 */
export async function documentShown(
  page: Page,
): Promise<{ marked: boolean; loadedPath: string; loadType: string }> {
  return page.evaluate((mark) => {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return {
      marked: mark in window,
      loadedPath: entry ? new URL(entry.name).pathname : '',
      loadType: entry?.type ?? '',
    };
  }, MARK);
}
