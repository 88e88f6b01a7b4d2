import type { Page } from 'playwright-core';
import { closeBrowser } from './support/browser';
import { arrivesAt, leave } from './support/expectations';
import { normalDemo, openScreen, PHONE_DESKTOP_NO_SCRIPT } from './support/site';

beforeAll(normalDemo);
afterAll(closeBrowser);

const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });
const collection = (page: Page) => page.getByRole('group', { name: 'Collection' });

describe('browse filters', () => {
  it.each(PHONE_DESKTOP_NO_SCRIPT)(
    'lead back to every collection from a chosen one ($width px, script $javaScriptEnabled)',
    async (device) => {
      const visitor = await openScreen(
        { path: '/browse-all-videos/3/series/page/1', heading: 'Browse Videos' },
        device,
      );
      const { page } = visitor;
      expect(await radio(page, 'LPB').isChecked()).toBe(true);
      await collection(page).getByRole('link', { name: 'All collections' }).click();
      // The category stays; the collection goes.
      await arrivesAt(page, '/browse-all-videos?category=series');
      await collection(page).getByText('All collections shown').waitFor();
      expect([await radio(page, 'LPB').isChecked(), await radio(page, 'LSA').isChecked()]).toEqual([
        false,
        false,
      ]);
      expect(await collection(page).getByRole('link').count()).toBe(0);
      await leave(visitor);
    },
  );

  it('keep a submit control, out of sight until the keyboard reaches it (script on)', async () => {
    const visitor = await openScreen({
      path: '/browse-all-videos/3/all/page/1',
      heading: 'Browse Videos',
    });
    const { page } = visitor;
    const form = page.locator('main form', { has: radio(page, 'LPB') });
    const submit = form.getByRole('button', { name: 'Show videos' });
    expect(await form.locator('button[type="submit"], input[type="submit"]').count()).toBe(1);
    const size = () =>
      submit.evaluate((button) => {
        const box = button.getBoundingClientRect();
        return { width: Math.round(box.width), height: Math.round(box.height) };
      });
    expect(await size()).toEqual({ width: 1, height: 1 });
    // Tab from the last radio of the form reaches it, and then it shows.
    await radio(page, 'All').focus();
    await page.keyboard.press('Tab');
    expect(await submit.evaluate((button) => button === document.activeElement)).toBe(true);
    const shown = await size();
    expect(shown.height).toBeGreaterThanOrEqual(40);
    expect(shown.width).toBeGreaterThan(60);
    await leave(visitor);
  });

  it('show the submit control without script, and it sends the choices', async () => {
    const visitor = await openScreen(
      { path: '/browse-all-videos/3', heading: 'Browse Videos' },
      { javaScriptEnabled: false },
    );
    const { page } = visitor;
    const submit = page.getByRole('button', { name: 'Show videos' });
    expect(await submit.isVisible()).toBe(true);
    expect((await submit.boundingBox())?.height).toBeGreaterThanOrEqual(40);
    await radio(page, 'LSA').check();
    await submit.click();
    await arrivesAt(page, '/browse-all-videos/4/all/page/1');
    await leave(visitor);
  });
});
