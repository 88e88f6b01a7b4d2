import { screen, waitFor } from '@testing-library/react';
import { fromDemoCatalogue } from '../support/demoAdapters';
import { buildDemoCatalogue, DEMO_IDS } from '../../demo-api/catalogue';
import { HOSTILE_TITLE_MARKUP, hostileCatalogue } from '../../demo-api/hostile';
import { preloadPages, renderApp } from '../support/renderApp';

// Every screen over the demo catalogue with script payloads in every text field (the demo
// API's hostile mode): titles that carry markup show it as text, and nothing from the data
// becomes an element that runs code, an event handler or a script URL.

function hostileSite(path: string) {
  const { archive, blogs, contact } = fromDemoCatalogue({
    catalogue: hostileCatalogue(buildDemoCatalogue()),
  });
  return renderApp(path, { archive, blogs, contact });
}

const SCREENS: [string, string][] = [
  ['Home', '/'],
  ['Browse', '/browse-all-videos/3/all/page/1'],
  ['Sub-listing', `/sublisting/series/${DEMO_IDS.bigSeries}/page/1`],
  ['Search', '/search?keyword=Louisiana&search_by=ALLFIELDS'],
  ['Video detail', `/video_v2/asset-detail/${DEMO_IDS.playableClip}`],
  ['Blog list', '/spotlight-on-history'],
  ['Blog detail', '/blog/b1'],
  ['About', '/about-ldma'],
];

/** Elements a title's markup would create, and elements that run or load code. */
// JSON-LD data blocks are not run; any other script is.
const INJECTED =
  'main b, script:not([type="application/ld+json"]), main style, iframe, object, embed, svg script, [srcdoc]';

function attributesEverywhere(): Attr[] {
  return Array.from(document.querySelectorAll('*')).flatMap((el) => Array.from(el.attributes));
}

beforeAll(preloadPages);

describe.each(SCREENS)('%s with hostile data', (_name, path) => {
  it('shows title markup as text and lets nothing run', async () => {
    hostileSite(path);
    // Headings, cards, captions: each dressed title shows its markup literally.
    await waitFor(() =>
      expect(document.querySelector('main')?.textContent).toContain(HOSTILE_TITLE_MARKUP),
    );
    await waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());

    expect(Array.from(document.querySelectorAll(INJECTED)).map((el) => el.outerHTML)).toEqual([]);
    expect(document.querySelector('main img[src="x"][onerror]')).toBeNull();
    const risky = attributesEverywhere().filter(
      (attr) =>
        /^on/i.test(attr.name) || /^\s*(javascript|vbscript|data:text\/html)/i.test(attr.value),
    );
    expect(risky.map((attr) => `${attr.name}=${attr.value}`)).toEqual([]);
  });
});
