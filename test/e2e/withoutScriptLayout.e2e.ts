import { closeBrowser } from './support/browser';
import { leave } from './support/expectations';
import { normalDemo, openScreen } from './support/site';

beforeAll(normalDemo);
afterAll(closeBrowser);

const HOME = { path: '/', heading: 'Louisiana Digital Media Archive' };

describe('without JavaScript', () => {
  it.each([1024, 1220, 1280, 1439, 1440])(
    'the menu and the search box stand on one row at %i px',
    async (width) => {
      const visitor = await openScreen(HOME, { width, javaScriptEnabled: false });
      const { page } = visitor;
      const layout = await page.evaluate(() => {
        const parts = [
          ...Array.from(document.querySelectorAll('.site-nav__list > li')),
          document.querySelector('.search-box__input'),
        ].map((part) => part?.getBoundingClientRect());
        const centres = parts.map((box) => (box ? (box.top + box.bottom) / 2 : -1000));
        return {
          parts: parts.length,
          // How far apart the entries' and the search field's middles lie: one row is a few px.
          spread: Math.round(Math.max(...centres) - Math.min(...centres)),
          overflow: document.documentElement.scrollWidth > window.innerWidth,
        };
      });
      expect(layout).toEqual({ parts: 6, spread: layout.spread, overflow: false });
      expect(layout.spread).toBeLessThan(12);
      await leave(visitor);
    },
  );

  it.each([375, 1440])('Home shows no tabs that cannot work at %i px', async (width) => {
    const visitor = await openScreen(HOME, { width, javaScriptEnabled: false });
    const { page } = visitor;
    const browse = page.locator('main section', {
      has: page.getByRole('heading', { name: 'Browse', exact: true }),
    });
    await browse.getByRole('link', { name: 'Browse All Topics' }).waitFor();
    expect(await browse.getByRole('button').filter({ visible: true }).count()).toBe(0);
    await leave(visitor);
  });

  it.each([375, 1440])('Home shows no slider arrows that cannot page at %i px', async (width) => {
    const visitor = await openScreen(HOME, { width, javaScriptEnabled: false });
    const { page } = visitor;
    const newest = page.getByRole('region', { name: 'New Additions' });
    expect(await newest.getByRole('listitem').count()).toBeGreaterThan(3);
    expect(await newest.getByRole('button').filter({ visible: true }).count()).toBe(0);
    await leave(visitor);
  });
});
