/** @jest-environment node */
import { createServices } from '../../src/container';
import { PageData } from '../../src/core/stores/PageData';
import { loadPage, loadPageData } from '../../src/server/render/loadPage';
import { archiveWith, ORIGIN } from '../support/builders';
import { demoPorts } from '../support/demoAdapters';

describe('loadPage', () => {
  it('stops at once when the visitor has gone, abandoning the archive calls', async () => {
    const signals: AbortSignal[] = [];
    const archive = archiveWith({
      // An archive that never answers.
      search: (_keyword, _field, options) => {
        if (options?.signal) signals.push(options.signal);
        return new Promise(() => undefined);
      },
    });
    const services = createServices(demoPorts({ archive }), {
      siteOrigin: ORIGIN,
      pageData: PageData.recorder(),
    });
    const gone = new AbortController();
    const loading = loadPage(
      services,
      new URL('/search?keyword=levee', ORIGIN),
      60_000,
      gone.signal,
    );
    while (signals.length === 0) await new Promise((resolve) => setImmediate(resolve));
    expect(signals[0]?.aborted).toBe(false);
    gone.abort();
    await loading;
    expect(signals[0]?.aborted).toBe(true);
  });

  it('asks nothing for a visitor gone before it starts', async () => {
    const search = jest.fn(() => new Promise<never>(() => undefined));
    const services = createServices(demoPorts({ archive: archiveWith({ search }) }), {
      siteOrigin: ORIGIN,
      pageData: PageData.recorder(),
    });
    await loadPage(services, new URL('/search?keyword=levee', ORIGIN), 60_000, AbortSignal.abort());
    expect(search).not.toHaveBeenCalled();
  });

  describe('whether everything arrived', () => {
    const load = (search: Parameters<typeof archiveWith>[0]['search'], limitMs = 60_000) => {
      const services = createServices(demoPorts({ archive: archiveWith({ search }) }), {
        siteOrigin: ORIGIN,
        pageData: PageData.recorder(),
      });
      return loadPageData(services, new URL('/search?keyword=levee', ORIGIN), limitMs);
    };

    it('is complete when every load answered in time', async () => {
      const { complete } = await load(() => Promise.resolve([]));
      expect(complete).toBe(true);
    });

    it('is not when a load failed', async () => {
      const { complete } = await load(() => Promise.reject(new Error('archive down')));
      expect(complete).toBe(false);
    });

    it('is not when the limit passed first', async () => {
      const { complete } = await load(() => new Promise<never>(() => undefined), 10);
      expect(complete).toBe(false);
    });
  });
});
