/**
 * Server code (react-dom/server's Node build) runs here next to the browser's DOM.
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { within } from '@testing-library/react';
import { createServices } from '../../src/container';
import { PageData, type LoadRecord } from '../../src/core/stores/PageData';
import { readPageState } from '../../src/ui/Document';
import { demoCaptions } from '../support/demoCaptions';
import { demoPorts } from '../support/demoAdapters';
import { hydrate, loadDocument, serverRender, unmountApp } from '../support/hydration';

jest.mock('jsdom', () => jest.requireActual('../support/jestJsdom'));

const URL_WITH_KEYWORD = '/video_v2/asset-detail/LPB-SG-1138?keyword=flood&t=10';

/** The server's services: its caption source reads the demo's caption files. */
function serverServices(siteOrigin: string, pageData: PageData) {
  return createServices(demoPorts({ captions: demoCaptions() }), { siteOrigin, pageData });
}

afterEach(unmountApp);

it('hydrates a video opened from a search with the transcript the server rendered', async () => {
  const consoleError = jest.spyOn(console, 'error');
  try {
    loadDocument(
      URL_WITH_KEYWORD,
      await serverRender(URL_WITH_KEYWORD, serverServices, { withData: true }),
    );
    const marks = () =>
      [...document.querySelectorAll('#transcript mark')].map((m) => m.textContent);
    expect(marks()).toEqual(['flood', 'Flood', 'flood']);

    const state = readPageState(document);
    const data = (state?.state.data ?? {}) as Record<string, LoadRecord>;
    expect(Object.keys(data)).toContain('transcript/LPB-SG-1138');
    // The browser has no caption source: the transcript comes from the page's data.
    const browser = createServices(demoPorts(), {
      siteOrigin: state?.state.origin,
      pageData: new PageData(data),
    });
    const recoverable = await hydrate(browser);

    // No mismatch: the browser's first render, from the page's data, is the server's.
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(marks()).toEqual(['flood', 'Flood', 'flood']);
    expect(document.querySelector('#transcript [role="status"]')?.textContent).toBe('2 of 3');

    // Once the script runs, the controls only it can work come in, and the lines play.
    const main = document.querySelector('main') as HTMLElement;
    for (const name of ['DESCRIPTION', 'DETAILS']) {
      expect(within(main).getByRole('button', { name })).toHaveAttribute('aria-expanded', 'true');
    }
    for (const name of ['Share', 'Cite', 'Mark the start', 'Mark the end']) {
      expect(within(main).getByRole('button', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    expect(within(main).getByRole('checkbox', { name: 'Autoscroll' })).toBeChecked();
    const lines = within(main).getByRole('list', { name: 'Transcript lines' });
    expect(within(lines).queryAllByRole('link')).toEqual([]);
    expect(within(lines).getAllByRole('button').length).toBeGreaterThan(1);
  } finally {
    consoleError.mockRestore();
  }
});
