import { DemoCaptcha } from '../src/adapters/browser/DemoCaptcha';
import { GtagAnalytics } from '../src/adapters/browser/GtagAnalytics';
import { Html5VideoPlayer } from '../src/adapters/browser/Html5VideoPlayer';
import { JwVideoPlayer } from '../src/adapters/browser/JwVideoPlayer';
import { RecaptchaCaptcha } from '../src/adapters/browser/RecaptchaCaptcha';
import { RecordingAnalytics } from '../src/adapters/memory/RecordingAnalytics';
import { readConfig } from '../src/config/site';
import { LazyCaptcha, LazyVideoPlayer } from '../src/adapters/browser/lazy';
import { HttpTranscriptSearch } from '../src/adapters/http/HttpTranscriptSearch';
import { browserAdapters } from '../src/browserAdapters';
import { createServices } from '../src/container';
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
});
