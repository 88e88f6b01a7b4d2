import { LPB, LSA } from '../../core/entities/Collection';
import type { DefaultThumbnails } from '../../core/rules/media/media';
import { buildDemoCatalogue } from '../../demo/catalogue';
import type { DemoCatalogue } from '../../demo/types';
import { InMemoryArchiveApi } from './InMemoryArchiveApi';
import { InMemoryBlogApi } from './InMemoryBlogApi';
import { InMemoryContactApi } from './InMemoryContactApi';

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
 * The archive, blog and contact ports answered in memory from the demo catalogue, the same
 * way the demo API answers over HTTP: a whole site with no network.
 */
export function fromDemoCatalogue(options: DemoAdapterOptions = {}): DemoAdapters {
  const catalogue = options.catalogue ?? buildDemoCatalogue();
  const defaults = options.defaults ?? PLAIN_DEFAULTS;
  const { mediaOrigin } = options;
  return {
    archive: new InMemoryArchiveApi(catalogue, defaults, { mediaOrigin }),
    blogs: new InMemoryBlogApi(catalogue, defaults, { mediaOrigin }),
    contact: new InMemoryContactApi(),
  };
}

/** The name the entry point loads the demo adapters by. */
export const demoAdapters = fromDemoCatalogue;
