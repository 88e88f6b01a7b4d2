import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Screen } from './site';

/** The hub and one page of each kind of list, with what each shows once its data is in. */
export const EXPLORE_SCREENS: Screen[] = [
  {
    path: '/explore',
    heading: 'Explore by Place and Time',
    shows: async (page) => {
      await page.locator('.explore-map svg a').first().waitFor();
      await page.getByRole('list', { name: 'Every parish, with its videos' }).waitFor();
    },
  },
  ...[
    ['/explore/parishes/orleans', 'Orleans Parish'],
    ['/explore/decades/1960s', '1960s'],
    ['/explore/subjects/civil-rights', 'Civil rights'],
    ['/explore/people/rosalind-duplantis', 'Rosalind Duplantis'],
  ].map(([path = '', heading = '']): Screen => ({
    path,
    heading,
    shows: (page) => page.locator('main .card__title').first().waitFor(),
  })),
];

/** The hub's map: every parish a link. */
export const mapLinks = (page: Page) => page.locator('.explore-map svg a');

/** The hub's list of the parishes beside the map. */
export const parishList = (page: Page) =>
  page.getByRole('list', { name: 'Every parish, with its videos' });

/** A parish as the hub's list shows it: its name and its count of videos. */
export interface ListedParish {
  name: string;
  count: number;
  href: string;
}

export function listedParishes(page: Page): Promise<ListedParish[]> {
  return parishList(page)
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) => {
        const link = item.querySelector('a');
        return {
          name: link?.textContent?.trim() ?? '',
          count: Number(item.querySelector('.explore__count')?.textContent),
          href: link?.getAttribute('href') ?? '',
        };
      }),
    );
}

/** The year (or decade) each card of the list gives under its title, as a number. */
export async function cardYears(page: Page): Promise<number[]> {
  const subtitles = await page.locator('main .explore-list__grid .card__subtitle').allInnerTexts();
  return subtitles.map((text) => Number(/(\d{4})s?$/.exec(text.trim())?.[1]));
}

/** Full-page screenshots in test-results/screenshots/server/explore-{name}-{width}.png. */
export async function screenshot(page: Page, name: string, width: number): Promise<void> {
  await page.screenshot({
    path: join(process.env.E2E_SCREENSHOTS ?? 'test-results', `explore-${name}-${width}.png`),
    fullPage: true,
  });
}
