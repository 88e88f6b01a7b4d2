import { closeBrowser } from './support/browser';
import { leave } from './support/expectations';
import { attributeOf, cardTitles, normalDemo, visit } from './support/site';

beforeAll(normalDemo);
afterAll(closeBrowser);

describe('the home sliders', () => {
  it('stand three cards wide from the first paint and page with the arrows', async () => {
    const visitor = await visit('/');
    const { page } = visitor;
    const section = page.getByRole('region', { name: 'New Additions' });
    const previous = section.getByRole('button', { name: 'Previous New Additions items' });
    const next = section.getByRole('button', { name: 'Next New Additions items' });
    expect((await cardTitles(section)).length).toBeGreaterThan(3);
    const widths = () =>
      section
        .locator('.swiper, .swiper-slide')
        .evaluateAll((boxes) =>
          boxes.slice(0, 4).map((box) => Math.round(box.getBoundingClientRect().width)),
        );
    const [row = 0, ...cards] = await widths();
    // 1440 px: three cards 16 px apart, whether or not the slider has started yet.
    expect(cards).toEqual([0, 1, 2].map(() => Math.round((row - 32) / 3)));
    expect(await previous.isDisabled()).toBe(true);

    await next.scrollIntoViewIfNeeded();
    await next.click();
    await previous.and(page.locator(':enabled')).waitFor();
    expect(await section.locator('.swiper').getAttribute('class')).toContain('swiper-initialized');
    expect(await widths()).toEqual([row, ...cards]);
    await previous.click();
    expect(await attributeOf(previous, 'disabled', '')).toBe('');
    await leave(visitor);
  });
});
