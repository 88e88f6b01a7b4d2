import { rulesFor, stylesheet, type CssBlock } from '../support/css';

// jsdom has no layout, so what the stylesheets say is checked on their text.

function declared(blocks: CssBlock[], selector: string): Record<string, string> {
  return Object.assign({}, ...rulesFor(blocks, selector).map((rule) => rule.declarations));
}

describe('the player stylesheet (SPEC §9 "Player": 882 by 682, 16:9)', () => {
  const watch = stylesheet('watch.css');

  it('keeps the player region within 882 by 682', () => {
    expect(declared(watch, '.watch__player')).toMatchObject({
      'max-width': '882px',
      'max-height': '682px',
    });
  });

  it('draws the HTML5 player 16:9, 882 by 682 at most, with room for its logo', () => {
    expect(declared(watch, '.video-player--html5')).toMatchObject({
      'max-width': '882px',
      'max-height': '682px',
      'aspect-ratio': '16 / 9',
      position: 'relative',
    });
    expect(declared(watch, '.video-player__logo')).toMatchObject({ position: 'absolute' });
  });
});

describe('the menu breakpoints (SPEC §2: 320, 768, 1024, 1220 and 1440 px)', () => {
  // The header's style sheets: its bar, the menu and the search.
  const header = ['header.css', 'menu.css', 'search.css'].flatMap((name) => stylesheet(name));
  const MENU = /\.(site-nav|browse-menu|search-box|site-header__nav)/;

  const mediaQueries = header.filter((block) => block.prelude.startsWith('@media'));
  const widthOf = (query: string) => Number(/-width:\s*(\d+)px/.exec(query)?.[1]);

  it('has media queries at exactly those widths', () => {
    const widths = mediaQueries.map((block) => block.prelude).filter((q) => /-width/.test(q));
    expect([...new Set(widths.map(widthOf))].sort((a, b) => a - b)).toEqual([
      320, 768, 1024, 1220, 1440,
    ]);
  });

  it.each([320, 768, 1024, 1220, 1440])('restyles the menu at %ppx', (width) => {
    const at = mediaQueries.filter((block) => widthOf(block.prelude) === width);
    const selectors = at.flatMap((block) => block.rules.map((rule) => rule.prelude));
    expect(selectors.some((selector) => MENU.test(selector))).toBe(true);
  });

  it('takes 320px as the smallest phone layout and 1440px as the widest', () => {
    const preludes = mediaQueries.map((block) => block.prelude.replace(/\s+/g, ' '));
    expect(preludes).toContain('@media (max-width: 320px)');
    expect(preludes).toContain('@media (min-width: 1440px)');
  });
});
