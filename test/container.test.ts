import { DemoCaptcha } from '../src/adapters/browser/DemoCaptcha';
import { GtagAnalytics } from '../src/adapters/browser/GtagAnalytics';
import { Html5VideoPlayer } from '../src/adapters/browser/Html5VideoPlayer';
import { JwVideoPlayer } from '../src/adapters/browser/JwVideoPlayer';
import { RecaptchaCaptcha } from '../src/adapters/browser/RecaptchaCaptcha';
import { MemoryKeyValueStore } from '../src/adapters/memory/MemoryKeyValueStore';
import { MemoryLogger } from '../src/adapters/memory/MemoryLogger';
import { RecordingAnalytics } from '../src/adapters/memory/RecordingAnalytics';
import { readConfig } from '../src/config/site';
import { LazyCaptcha, LazyVideoPlayer } from '../src/adapters/browser/lazy';
import { HttpTranscriptSearch } from '../src/adapters/http/HttpTranscriptSearch';
import { browserAdapters } from '../src/browserAdapters';
import { createServices, servicesOver, type RequestPorts } from '../src/container';
import { SearchArchive } from '../src/core/use-cases/SearchArchive';
import { servicesOverriding } from '../src/ui/services';
import { demoPorts } from './support/demoAdapters';

describe('the adapters a build runs with', () => {
  // The player and captcha are downloaded on first use; what they load is the configured one.
  const loaded = (adapter: unknown) => (adapter as LazyVideoPlayer | LazyCaptcha).loaded();

  it('uses the HTML5 player, the demo captcha and no analytics service when nothing is configured', async () => {
    const adapters = browserAdapters(readConfig({}));
    expect(await loaded(adapters.player)).toBeInstanceOf(Html5VideoPlayer);
    // Known before its code is: the page keeps its own video for it.
    expect(adapters.player.playsPageVideo).toBe(true);
    expect(await loaded(adapters.captcha)).toBeInstanceOf(DemoCaptcha);
    expect(adapters.analytics).toBeInstanceOf(RecordingAnalytics);
  });

  it("searches spoken words over the site's endpoint only in a page the site's server sent", () => {
    expect(browserAdapters(readConfig({}), { siteServer: true }).transcripts).toBeInstanceOf(
      HttpTranscriptSearch,
    );
    expect(browserAdapters(readConfig({})).transcripts).toBeUndefined();
  });

  it('uses JW Player, reCAPTCHA and GA4 when their settings are given', async () => {
    const adapters = browserAdapters(
      readConfig({
        PUBLIC_JWPLAYER_URL: 'https://cdn.jwplayer.com/libraries/abc.js',
        PUBLIC_RECAPTCHA_SITE_KEY: 'site-key',
        PUBLIC_GA_ID: 'G-TEST1',
      }),
    );
    expect(await loaded(adapters.player)).toBeInstanceOf(JwVideoPlayer);
    expect(adapters.player.playsPageVideo).toBe(false);
    expect(await loaded(adapters.captcha)).toBeInstanceOf(RecaptchaCaptcha);
    expect(adapters.analytics).toBeInstanceOf(GtagAnalytics);
  });
});

describe('the services a page uses', () => {
  const descriptor = (services: object, key: string) =>
    Object.getOwnPropertyDescriptor(services, key);

  it('are each made the first time they are read, then kept', () => {
    const services = createServices(demoPorts());
    expect(descriptor(services, 'search')?.get).toBeDefined();
    const search = services.search;
    expect(search).toBeInstanceOf(SearchArchive);
    expect(services.search).toBe(search);
    expect(descriptor(services, 'search')?.value).toBe(search);
    expect(descriptor(services, 'browse')?.get).toBeDefined();
  });

  it('with a value replaced, share what is made with the services they stand for', () => {
    const services = createServices(demoPorts(), { siteOrigin: 'https://example.org' });
    const served = servicesOverriding(services, { siteServer: true });
    expect([served.siteServer, services.siteServer]).toEqual([true, false]);
    expect(served.siteOrigin).toBe('https://example.org');
    expect(served.readBlogs).toBe(services.readBlogs);
    expect(descriptor(services, 'readBlogs')?.value).toBe(served.readBlogs);
  });

  describe("made for one request (the server's)", () => {
    const requestPorts = (): RequestPorts & { logger: MemoryLogger } => ({
      logger: new MemoryLogger(),
      analytics: new RecordingAnalytics(),
      storage: new MemoryKeyValueStore(),
      deviceStorage: new MemoryKeyValueStore(),
    });

    it("log through the request's logger, never another request's or the process's", async () => {
      const ports = demoPorts();
      ports.blogs.frontpageTrendIds = () => Promise.reject(new Error('archive down'));
      const services = servicesOver(ports);
      const [one, other] = [requestPorts(), requestPorts()];
      expect(await services({ request: one }).loadHome.trending()).toEqual([]);
      services({ request: other });
      expect(one.logger.messages).toEqual(['Error fetching trends:']);
      expect(other.logger.messages).toEqual([]);
      expect((ports.logger as MemoryLogger).messages).toEqual([]);
      expect(services({ request: one }).logger).toBe(one.logger);
    });

    it("remember in the request's storage: both passes of one render share it, another request does not", () => {
      const services = servicesOver(demoPorts());
      const [one, other] = [requestPorts(), requestPorts()];
      const loading = services({ request: one });
      loading.memory.start();
      loading.memory.setPage('series:7', 3);
      expect(services({ request: one }).memory.pageOf('series:7')).toBe(3);
      expect(services({ request: other }).memory.pageOf('series:7')).toBe(1);
      // Each pass has a memory of its own, over the same storage.
      expect(services({ request: one }).memory).not.toBe(loading.memory);
    });

    it("share what holds no visitor's state: it is made once for every request", () => {
      const services = servicesOver(demoPorts());
      const [one, other] = [
        services({ request: requestPorts() }),
        services({ request: requestPorts() }),
      ];
      expect(one.search).toBe(other.search);
      expect(one.browse).toBe(other.browse);
      expect(one.readBlogs).not.toBe(other.readBlogs);
    });
  });
});
