/**
 * Server code (react-dom/server's Node build) runs here next to the browser's DOM.
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { CensusParishMap } from '../../src/adapters/geo/CensusParishMap';
import { InMemoryCatalogue } from '../../src/adapters/memory/InMemoryCatalogue';
import { createServices } from '../../src/container';
import { PageData, type LoadRecord } from '../../src/core/stores/PageData';
import { readPageState } from '../../src/ui/Document';
import { SHRIMP_SEASON } from '../support/catalogue';
import { demoPorts } from '../support/demoAdapters';
import { hydrate, loadDocument, serverRender, watchConsoleErrors } from '../support/hydration';

jest.mock('jsdom', () => jest.requireActual('../support/jestJsdom'));

const catalogue = new InMemoryCatalogue([SHRIMP_SEASON]);

/** The server's services have the catalogue and the map's shapes. */
const onServer = (siteOrigin: string, pageData: PageData) =>
  createServices(demoPorts({ catalogue, parishMap: new CensusParishMap() }), {
    siteOrigin,
    pageData,
  });

const consoleErrors = watchConsoleErrors();

beforeAll(async () => {
  await Promise.all([
    import('../../src/ui/pages/ExplorePage'),
    import('../../src/ui/pages/ExploreListPage'),
  ]);
  await serverRender('/not-found', onServer);
}, 120_000);

describe('an explore page the server rendered', () => {
  it.each(['/explore', '/explore/parishes/terrebonne'])(
    'hydrates %s from its data alone, in a browser that has no catalogue or map',
    async (url) => {
      const html = await serverRender(url, onServer, { withData: true });
      loadDocument(url, html);
      const shown = () => ({
        heading: document.querySelector('main h1')?.textContent,
        links: [...document.querySelectorAll('main a')].map(
          (a) => a.getAttribute('aria-label') ?? a.textContent,
        ),
      });
      const before = shown();
      expect(before.links.length).toBeGreaterThan(0);
      const state = readPageState(document);
      const data = (state?.state.data ?? {}) as Record<string, LoadRecord>;
      // The browser's services: no catalogue, no us-atlas shapes.
      const recoverable = await hydrate(
        createServices(demoPorts({}), {
          siteOrigin: state?.state.origin,
          pageData: new PageData(data),
        }),
      );
      expect(recoverable).toEqual([]);
      expect(consoleErrors()).not.toHaveBeenCalled();
      expect(shown()).toEqual(before);
      expect(document.body.textContent).not.toContain('not available yet');
    },
  );
});
