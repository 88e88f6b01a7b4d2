import type { Asset } from '../../src/core/entities/Asset';
import type { AssetDetail } from '../../src/core/entities/AssetDetail';
import type { Blog } from '../../src/core/entities/Blog';
import type { ContactMessage } from '../../src/core/entities/Contact';
import type { ArchiveApi } from '../../src/core/ports/ArchiveApi';
import type { BlogApi } from '../../src/core/ports/BlogApi';

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

/** A valid contact message, as `POST /contact` carries it. */
export function aContactMessage(fields: Partial<ContactMessage> = {}): ContactMessage {
  return {
    name: 'Ada',
    email: 'ada@example.org',
    zip: '70801',
    message: 'Hello',
    location: 'Baton Rouge',
    reCaptcha: 'tok',
    'g-recaptcha-response': 'tok',
    ...fields,
  };
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
