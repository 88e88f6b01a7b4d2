import type { Locator, Page } from 'playwright-core';
import { closeBrowser } from './support/browser';
import { contrast, drawnColours } from './support/contrast';
import { leave } from './support/expectations';
import { DEMO_IDS, normalDemo, openScreen } from './support/site';

beforeAll(normalDemo);
afterAll(closeBrowser);

/** Text contrast of each state a pointer or keyboard gives the control, and its focus ring. */
async function stateContrasts(page: Page, control: Locator) {
  await control.scrollIntoViewIfNeeded();
  const text = async () => {
    const { text, ground } = await drawnColours(control);
    return contrast(text, ground);
  };
  const rest = await text();
  await control.hover();
  const hover = await text();
  await page.mouse.down();
  const active = await text();
  // Released away from the control: no click.
  await page.mouse.move(0, 0);
  await page.mouse.up();
  // Focus as the keyboard gives it (the ring is for keyboard focus).
  await page.keyboard.press('Shift');
  await control.focus();
  const focused = await drawnColours(control);
  const focus = {
    text: contrast(focused.text, focused.ground),
    ring:
      focused.outline.style === 'none' || focused.outline.width < 2
        ? 0
        : contrast(focused.outline.colour, focused.behind),
  };
  await control.blur();
  return { rest, hover, active, focus };
}

/** Every state readable (4.5:1) and a focus ring that stands out from what is behind (3:1). */
function expectReadable(states: Awaited<ReturnType<typeof stateContrasts>>) {
  const { rest, hover, active, focus } = states;
  const texts = { rest, hover, active, focus: focus.text };
  const unreadable = Object.entries(texts).filter(([, ratio]) => ratio < 4.5);
  expect(unreadable).toEqual([]);
  expect(focus.ring >= 3 ? 'visible' : `ring at ${focus.ring}:1`).toBe('visible');
}

describe('buttons, in every state', () => {
  it.each([375, 1440])('Home: Browse All Topics and the home tabs at %i px', async (width) => {
    const visitor = await openScreen(
      { path: '/', heading: 'Louisiana Digital Media Archive' },
      { width },
    );
    const { page } = visitor;
    expectReadable(
      await stateContrasts(page, page.getByRole('link', { name: 'Browse All Topics' })),
    );
    expectReadable(
      await stateContrasts(page, page.getByRole('button', { name: 'Programs', exact: true })),
    );
    expectReadable(
      await stateContrasts(page, page.getByRole('button', { name: 'Topics', exact: true })),
    );
    await leave(visitor);
  });

  it('Back to Browse on a sub-listing and on a blog post', async () => {
    const listing = await openScreen({
      path: `/sublisting/series/${DEMO_IDS.bigSeries}/page/1`,
      heading: 'Louisiana News Archive',
    });
    expectReadable(
      await stateContrasts(
        listing.page,
        listing.page.getByRole('button', { name: 'Back to Browse' }),
      ),
    );
    await leave(listing);

    const post = await openScreen({
      path: '/blog/b2',
      heading: 'Huey Long’s Capitol: Thirty-Four Floors in Fourteen Months',
    });
    expectReadable(
      await stateContrasts(post.page, post.page.getByRole('button', { name: 'Back to Browse' })),
    );
    await leave(post);
  });

  it('the video page: Share, the keyboard-shortcuts dialog and its Close', async () => {
    const visitor = await openScreen({
      path: `/video_v2/asset-detail/${DEMO_IDS.playableClip}`,
      heading: 'Governor McKeithen on the Superdome',
    });
    const { page } = visitor;
    expectReadable(await stateContrasts(page, page.getByRole('button', { name: 'Share' })));
    const shortcuts = page.getByRole('button', { name: 'Keyboard shortcuts' });
    expectReadable(await stateContrasts(page, shortcuts));
    await shortcuts.click();
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expectReadable(await stateContrasts(page, dialog.getByRole('button', { name: 'Close' })));
    await leave(visitor);
  });

  it('disabled buttons, solid and outlined, stay readable', async () => {
    const visitor = await openScreen({ path: '/contact-us', heading: 'CONTACT US' });
    const { page } = visitor;
    const send = page.getByRole('button', { name: 'SEND' });
    expect(await send.isDisabled()).toBe(true);
    const solid = await drawnColours(send);
    // An outlined button as the site draws one, disabled.
    const outlined = await page.evaluate(() => {
      const button = document.createElement('button');
      button.className = 'button button--secondary';
      button.disabled = true;
      button.textContent = 'Outlined';
      document.querySelector('main')?.append(button);
      const style = getComputedStyle(button);
      return { text: style.color, ground: style.backgroundColor };
    });
    const ratios = [contrast(solid.text, solid.ground), contrast(outlined.text, outlined.ground)];
    expect(ratios.filter((ratio) => ratio < 4.5)).toEqual([]);
    // Disabled looks unlike enabled: grey, not the brand's navy.
    expect(solid.ground).not.toBe('rgb(11, 58, 91)');
    await leave(visitor);
  });
});

describe('the header search field', () => {
  it.each([375, 1440])('shows a focus ring on its white panel at %i px', async (width) => {
    const visitor = await openScreen({ path: '/about-ldma', heading: 'About LDMA' }, { width });
    const { page } = visitor;
    await page.getByRole('button', { name: 'Search' }).click();
    const field = page.getByRole('textbox', { name: 'Search the archive' });
    await field.waitFor();
    const ring = await drawnColours(field);
    expect(ring.outline.style).not.toBe('none');
    expect(contrast(ring.outline.colour, ring.behind)).not.toBeLessThan(3);
    await leave(visitor);
  });

  it('shows a focus ring on the bar without JavaScript', async () => {
    const visitor = await openScreen(
      { path: '/about-ldma', heading: 'About LDMA' },
      { javaScriptEnabled: false },
    );
    const { page } = visitor;
    const field = page.locator('header input[name="keyword"]');
    await page.keyboard.press('Shift');
    await field.focus();
    const ring = await drawnColours(field);
    expect(ring.outline.style).not.toBe('none');
    // Drawn outside the white field, on the navy bar.
    expect(contrast(ring.outline.colour, ring.behind)).not.toBeLessThan(3);
    await leave(visitor);
  });
});
