import { buildDemoCatalogue } from '../../demo-api/catalogue';
import { servedAsset, servedBlog, servedUrlResolver } from '../../demo-api/served';
import type { DemoCatalogue } from '../../demo-api/types';
import { DemoCaptcha } from '../../src/adapters/browser/DemoCaptcha';
import { InMemoryArchiveApi } from '../../src/adapters/memory/InMemoryArchiveApi';
import { InMemoryBlogApi } from '../../src/adapters/memory/InMemoryBlogApi';
import { InMemoryContactApi } from '../../src/adapters/memory/InMemoryContactApi';
import { MemoryKeyValueStore } from '../../src/adapters/memory/MemoryKeyValueStore';
import { MemoryLogger } from '../../src/adapters/memory/MemoryLogger';
import { RecordingAnalytics } from '../../src/adapters/memory/RecordingAnalytics';
import type { PortAdapters } from '../../src/container';
import { LPB, LSA } from '../../src/core/entities/Collection';
import type { DefaultThumbnails } from '../../src/core/rules/media/media';
import { ScriptedPlayer } from './scriptedPlayer';

export interface DemoAdapterOptions {
  /** The collections' default thumbnails (the site's own images). Default: a plain grey tile. */
  defaults?: DefaultThumbnails;
  /**
   * Origin of a running demo API, which serves the catalogue's `/media/...` thumbnails,
   * pictures and video. Without one those paths stay relative to the page.
   */
  mediaOrigin?: string;
  /** The catalogue to serve. Default: a fresh copy of the demo catalogue. */
  catalogue?: DemoCatalogue;
}

export interface DemoAdapters {
  archive: InMemoryArchiveApi;
  blogs: InMemoryBlogApi;
  contact: InMemoryContactApi;
}

// Used only when no defaults are given, so the adapters work with nothing else loaded.
const GREY_TILE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#d0d0d0"/></svg>',
  );
const PLAIN_DEFAULTS: DefaultThumbnails = { [LPB]: GREY_TILE, [LSA]: GREY_TILE };

/**
 * The archive, blog and contact ports answered in memory from the demo catalogue, served as
 * the demo API serves it over HTTP: a whole site with no network.
 */
export function fromDemoCatalogue(options: DemoAdapterOptions = {}): DemoAdapters {
  const catalogue = options.catalogue ?? buildDemoCatalogue();
  const defaults = options.defaults ?? PLAIN_DEFAULTS;
  const resolve = servedUrlResolver(options.mediaOrigin);
  const assets = catalogue.assets.map((asset) => servedAsset(asset, resolve));
  const blogs = catalogue.blogs.map((blog) => servedBlog(blog, resolve));
  return {
    archive: new InMemoryArchiveApi({ assets }, defaults),
    blogs: new InMemoryBlogApi(
      { blogs, trends: catalogue.trends, frontpageBlogs: catalogue.frontpageBlogs },
      defaults,
    ),
    contact: new InMemoryContactApi(),
  };
}

/**
 * Every port a whole site needs, with no network: the demo catalogue, the demo captcha, a
 * scripted player, and analytics, logger and storage in memory; `ports` replace any of them.
 */
export function demoPorts(ports: Partial<PortAdapters> = {}): PortAdapters {
  return {
    ...fromDemoCatalogue(),
    captcha: new DemoCaptcha(),
    player: new ScriptedPlayer(),
    analytics: new RecordingAnalytics(),
    logger: new MemoryLogger(),
    storage: new MemoryKeyValueStore(),
    ...ports,
  };
}
