import type { Page } from 'playwright-core';
import { closeBrowser } from './support/browser';
import { arrivesAt, headingIs, leave } from './support/expectations';
import { attributeOf, focused, mainHeading, normalDemo, visit } from './support/site';

beforeAll(normalDemo);
afterAll(closeBrowser);

const browseButton = (page: Page) => page.getByRole('button', { name: 'BROWSE VIDEO' });
/** Waits for the BROWSE VIDEO button to say it is expanded (or not). */
const expanded = (page: Page, value: 'true' | 'false') =>
  attributeOf(browseButton(page), 'aria-expanded', value);
const entry = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

/** Presses Tab until the focused element has this accessible name (at most `limit` times). */
async function tabTo(page: Page, name: string, limit = 30): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if ((await focused(page)).name === name) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

describe('the page shell', () => {
  it('links the partner logos out and shows the footer', async () => {
    const visitor = await visit('/about-ldma');
    const { page } = visitor;
    const banner = page.getByRole('banner');
    for (const [name, href] of [
      ['LPB.org', 'https://www.lpb.org/'],
      ['State Archives, Louisiana Secretary of State', 'https://www.sos.la.gov/'],
    ]) {
      const link = banner.getByRole('link', { name: new RegExp(`^${name}`) });
      expect(await link.getAttribute('href')).toBe(href);
      expect(await link.getAttribute('target')).toBe('_blank');
    }
    const footer = page.getByRole('contentinfo');
    expect(
      await footer.getByRole('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt'))),
    ).toEqual([
      'Louisiana Public Broadcasting',
      'Louisiana State Archives',
      'Louisiana Secretary of State',
    ]);
    await footer.getByText("PRESERVING LOUISIANA'S MEDIA HISTORY FOR FUTURE GENERATIONS").waitFor();
    expect(await footer.innerText()).toContain('Copyright © 2024');
    await leave(visitor);
  });
});

describe('the navigation menu', () => {
  it('goes to each screen and marks where the visitor is', async () => {
    const visitor = await visit('/contact-success');
    const { page } = visitor;
    const stops: [string, string, string][] = [
      ['ABOUT LDMA', '/about-ldma', 'About LDMA'],
      ['SPOTLIGHT ON HISTORY', '/spotlight-on-history', 'Spotlight On History'],
      ['CONTACT US', '/contact-us', 'CONTACT US'],
      ['HOME', '/', 'Louisiana Digital Media Archive'],
    ];
    for (const [label, path, heading] of stops) {
      await entry(page, label).click();
      await arrivesAt(page, path);
      await headingIs(page, heading);
      expect(await entry(page, label).getAttribute('aria-current')).toBe('page');
    }
    await leave(visitor);
  });

  it('opens BROWSE VIDEO on hover and closes it when the pointer leaves', async () => {
    const visitor = await visit('/about-ldma');
    const { page } = visitor;
    expect(await expanded(page, 'false')).toBe('false');
    expect(await entry(page, 'Louisiana Public Broadcasting').isVisible()).toBe(false);

    await browseButton(page).hover();
    expect(await expanded(page, 'true')).toBe('true');
    await entry(page, 'Louisiana Public Broadcasting').waitFor();
    await entry(page, 'Louisiana State Archives').waitFor();

    // The click that usually follows a hover keeps the menu open.
    await browseButton(page).click();
    expect(await expanded(page, 'true')).toBe('true');

    await page.mouse.move(5, 880);
    expect(await expanded(page, 'false')).toBe('false');
    await entry(page, 'Louisiana State Archives').waitFor({ state: 'hidden' });

    await browseButton(page).hover();
    await entry(page, 'Louisiana State Archives').click();
    await arrivesAt(page, '/browse-all-videos/4/all/page/1');
    await page.getByRole('radio', { name: 'LSA', checked: true }).waitFor();
    await page.mouse.move(5, 880);
    expect(await expanded(page, 'false')).toBe('false');

    await browseButton(page).hover();
    await entry(page, 'Louisiana Public Broadcasting').click();
    await arrivesAt(page, '/browse-all-videos/3/all/page/1');
    await page.getByRole('radio', { name: 'LPB', checked: true }).waitFor();
    await leave(visitor);
  });

  it('works BROWSE VIDEO from the keyboard: Enter or Space opens, Escape closes', async () => {
    const visitor = await visit('/about-ldma');
    const { page } = visitor;
    await mainHeading(page);
    await tabTo(page, 'BROWSE VIDEO');
    expect(await expanded(page, 'false')).toBe('false');

    await page.keyboard.press('Enter');
    expect(await expanded(page, 'true')).toBe('true');
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('Louisiana Public Broadcasting');
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('Louisiana State Archives');

    await page.keyboard.press('Escape');
    expect(await expanded(page, 'false')).toBe('false');
    expect((await focused(page)).name).toBe('BROWSE VIDEO');
    await entry(page, 'Louisiana State Archives').waitFor({ state: 'hidden' });

    // Tabbing on past the open menu closes it.
    await page.keyboard.press('Space');
    expect(await expanded(page, 'true')).toBe('true');
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('ABOUT LDMA');
    expect(await expanded(page, 'false')).toBe('false');

    await page.keyboard.press('Shift+Tab');
    expect((await focused(page)).name).toBe('BROWSE VIDEO');
    await page.keyboard.press('Space');
    expect(await expanded(page, 'true')).toBe('true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await arrivesAt(page, '/browse-all-videos/4/all/page/1');
    expect(await expanded(page, 'false')).toBe('false');
    // The new screen takes focus, so the next Tab starts in its content.
    expect((await focused(page)).tag).toBe('main');
    await leave(visitor);
  });

  it('folds behind a Menu button on a phone', async () => {
    const visitor = await visit('/', { width: 375, height: 800 });
    const { page } = visitor;
    const menu = page.getByRole('button', { name: 'Menu' });
    expect(await attributeOf(menu, 'aria-expanded', 'false')).toBe('false');
    expect(await entry(page, 'CONTACT US').isVisible()).toBe(false);

    await menu.click();
    expect(await attributeOf(menu, 'aria-expanded', 'true')).toBe('true');
    await browseButton(page).click();
    await entry(page, 'Louisiana State Archives').waitFor();
    await entry(page, 'CONTACT US').click();
    await arrivesAt(page, '/contact-us');
    await headingIs(page, 'CONTACT US');
    expect(await attributeOf(menu, 'aria-expanded', 'false')).toBe('false');
    expect(await entry(page, 'CONTACT US').isVisible()).toBe(false);
    await leave(visitor);
  });
});
