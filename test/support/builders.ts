import type { Asset } from '../../src/core/entities/Asset';
import type { AssetDetail } from '../../src/core/entities/AssetDetail';
import type { Blog, BlogPage } from '../../src/core/entities/Blog';
import { LPB, LSA } from '../../src/core/entities/Collection';
import type { ContactFields, ContactMessage } from '../../src/core/entities/Contact';
import type { ArchiveApi } from '../../src/core/ports/ArchiveApi';
import type { BlogApi } from '../../src/core/ports/BlogApi';
import type { PlaybackSource } from '../../src/core/ports/VideoPlayer';
import type { CitationSource } from '../../src/core/rules/clip/citation';
import type { DefaultThumbnails } from '../../src/core/rules/media/media';

/** The collections' default thumbnails, as adapters are given them. */
export const DEFAULT_THUMBNAILS: DefaultThumbnails = {
  [LPB]: '/img/lpb.svg',
  [LSA]: '/img/lsa.svg',
};

/** The site's own origin (SITE_ORIGIN), where pages, feeds and manifests say they live. */
export const ORIGIN = 'https://ldma.example.org';

let next = 1;

export function anAsset(fields: Partial<Asset> = {}): Asset {
  const n = next++;
  return {
    id: String(n),
    identifier: `A-${n}`,
    type: 'Clip',
    title: `Asset ${n}`,
    seriesTitle: 'Louisiana News Archive',
    thumbnail: `https://example.org/thumbs/${n}.jpg`,
    isDigitized: true,
    isPublic: true,
    collection: 3,
    trackViews: 0,
    ...fields,
  };
}

/**
 * Page `page` of a list of `total` assets, 25 a page; `fields(n)` makes the asset at
 * position `n` of the list (counted from 1).
 */
export function aPageOfAssets(
  page: number,
  total: number,
  fields: (n: number) => Partial<Asset>,
): Asset[] {
  const first = (page - 1) * 25;
  const count = Math.max(0, Math.min(25, total - first));
  return Array.from({ length: count }, (_, i) => anAsset(fields(first + i + 1)));
}

export function anAssetDetail(fields: Partial<AssetDetail> = {}): AssetDetail {
  return {
    id: 'A-1',
    assetType: 'Clip',
    collectionName: 'Louisiana Public Broadcasting',
    collectionImageUrl: '',
    collection: 3,
    title: 'Governor McKeithen on the Superdome',
    segmentTitle: '',
    seriesTitle: 'Louisiana News Archive',
    subjects: ['Architecture'],
    descriptions: [{ text: 'The governor explains the stadium plan.', type: 'Abstract' }],
    genres: [{ text: 'News Report', authority: 'AAPB Format Genre' }],
    contributors: [{ name: 'John McKeithen', role: 'Interviewee' }],
    publishers: ['WBRZ'],
    coverages: ['New Orleans (La.)'],
    thumbnail: 'https://example.org/thumbs/1.jpg',
    isDigitized: true,
    isPublic: true,
    mediaUrl: 'https://s3.amazonaws.com/ldma-media/video/news/1967_reel12_iPod.mp4',
    duration: '00:02:41',
    timeStart: '00:10:05',
    dateIssued: '1967-08-14',
    ...fields,
  };
}

/** What the citations of anAssetDetail({ id: 'LPB-CL-1042' }) are made of, on ldma.example.org. */
export function aCitationSource(fields: Partial<CitationSource> = {}): CitationSource {
  const { title, seriesTitle, contributors, publishers, dateIssued, collectionName } =
    anAssetDetail();
  return {
    title,
    seriesTitle,
    contributors,
    publishers,
    dateIssued,
    collectionName,
    identifier: 'LPB-CL-1042',
    url: 'https://ldma.example.org/video_v2/asset-detail/LPB-CL-1042',
    ...fields,
  };
}

/**
 * What a player is given for anAssetDetail(): 605 s to 766 s (10:05 to 12:46) of an LPB
 * news reel, with its caption file.
 */
export function aPlaybackSource(fields: Partial<PlaybackSource> = {}): PlaybackSource {
  const { mediaUrl, thumbnail, title, collection } = anAssetDetail();
  return {
    mediaUrl,
    captionUrl: 'https://s3.amazonaws.com/ldma-media/captions/video/news/1967_reel12.srt',
    poster: thumbnail,
    title,
    collection,
    start: 605,
    end: 766,
    ...fields,
  };
}

export function aBlog(fields: Partial<Blog> = {}): Blog {
  const n = next++;
  return {
    key: `b${n}`,
    title: `Blog ${n}`,
    html: `<p>Body ${n}</p>`,
    picture: `https://example.org/blog/${n}.jpg`,
    description: `About blog ${n}`,
    date: '2024-03-05T00:00:00Z',
    active: true,
    ...fields,
  };
}

/** The contact form as a visitor fills it in. */
export const FILLED_FORM: ContactFields = {
  name: 'Ada Lovelace',
  location: 'Baton Rouge',
  zip: '70802',
  email: 'ada@example.org',
  message: 'Could I license the 1967 Superdome footage?',
};

/** A valid contact message, as `POST /contact` carries FILLED_FORM. */
export function aContactMessage(fields: Partial<ContactMessage> = {}): ContactMessage {
  return { ...FILLED_FORM, reCaptcha: 'tok', 'g-recaptcha-response': 'tok', ...fields };
}

/** The contact port's calls, in order, when FILLED_FORM is sent with the captcha's `token`. */
export function postsOfFilledForm(token: string) {
  return [
    { path: '/reCaptcha', body: { response: token } },
    {
      path: '/contact',
      body: aContactMessage({ reCaptcha: token, 'g-recaptcha-response': token }),
    },
  ];
}

function unexpected(name: string) {
  return () => Promise.reject(new Error(`${name} is not part of this test`));
}

/** A literal ArchiveApi: the calls a test names, every other call rejects. */
export function archiveWith(calls: Partial<ArchiveApi>): ArchiveApi {
  return {
    allAssets: unexpected('allAssets'),
    trending: unexpected('trending'),
    recentlyAdded: unexpected('recentlyAdded'),
    assetDetail: unexpected('assetDetail'),
    pagedAssets: unexpected('pagedAssets'),
    pagedCount: unexpected('pagedCount'),
    relatedPaged: unexpected('relatedPaged'),
    related: unexpected('related'),
    relatedCount: unexpected('relatedCount'),
    search: unexpected('search'),
    ...calls,
  };
}

/** A literal BlogApi: the calls a test names, every other call rejects. */
export function blogsWith(calls: Partial<BlogApi>): BlogApi {
  return {
    allBlogs: unexpected('allBlogs'),
    blog: unexpected('blog'),
    blogPage: unexpected('blogPage'),
    frontpageTrendIds: unexpected('frontpageTrendIds'),
    frontpageBlogIds: unexpected('frontpageBlogIds'),
    ...calls,
  };
}

/**
 * `/blog-pagination/{page}` over `posts`, as a server answers it: `pageSize` a page, inactive
 * posts included and counted. Each page asked for is pushed onto `asked`, if given.
 */
export function serverBlogPages(posts: Blog[], pageSize = 25, asked?: number[]) {
  return async (page: number): Promise<BlogPage> => {
    asked?.push(page);
    const start = (page - 1) * pageSize;
    return {
      data: page >= 1 ? posts.slice(start, start + pageSize) : [],
      totalItems: posts.length,
      pageSize,
      pageNumber: page,
    };
  };
}

/** A BlogApi over `all`: each blog by key (an unknown key rejects), the list, its pages of 25. */
export function blogsOf(all: Blog[]): BlogApi {
  return blogsWith({
    blog: async (id) => {
      const found = all.find((b) => b.key === id);
      if (!found) throw new Error(`HTTP 404 for ${id}`);
      return found;
    },
    allBlogs: async () => all,
    blogPage: serverBlogPages(all),
  });
}
