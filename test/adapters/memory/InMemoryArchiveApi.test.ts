/** @jest-environment node */
import { isAbortError } from '../../../src/core/rules/values/abort';
import { InMemoryArchiveApi } from '../../../src/adapters/memory/InMemoryArchiveApi';
import { InMemoryBlogApi } from '../../../src/adapters/memory/InMemoryBlogApi';
import { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';
import { LPB, LSA } from '../../../src/core/entities/Collection';
import type { DefaultThumbnails } from '../../../src/core/rules/media/media';
import { DEMO_BLOG_KEYS, DEMO_IDS } from '../../../demo-api/catalogue';
import { fromDemoCatalogue } from '../../support/demoAdapters';

const DEFAULTS: DefaultThumbnails = { [LPB]: '/img/lpb.svg', [LSA]: '/img/lsa.svg' };

describe('InMemoryArchiveApi over literal records', () => {
  const series = {
    Id: '1',
    Identifier: 'SR-1',
    Type: 'Series' as const,
    seriesTitle: 'River Stories',
  };
  const clips = Array.from({ length: 30 }, (_, i) => ({
    Id: String(100 + i),
    Identifier: `CL-${100 + i}`,
    clipTitle: `Clip ${String(i).padStart(2, '0')}`,
    seriesTitle: 'River Stories',
    memberOf: ['SR-1'],
    DateIssued: `1970-01-${String(i + 1).padStart(2, '0')}`,
  }));
  const hidden = { Id: '900', Identifier: 'CL-900', clipTitle: 'Hidden River', IsPublic: false };
  const archive = () => new InMemoryArchiveApi({ assets: [series, ...clips, hidden] }, DEFAULTS);

  it('maps records to entities, filling what the record leaves out', async () => {
    const [first] = await archive().pagedAssets({
      Page: 1,
      CollectionId: LPB,
      AssetType: 'Series',
    });
    expect(first).toEqual({
      id: '1',
      identifier: 'SR-1',
      type: 'Series',
      title: 'River Stories',
      seriesTitle: 'River Stories',
      thumbnail: DEFAULTS[LPB],
      isDigitized: true,
      isPublic: true,
      collection: LPB,
      trackViews: 0,
    });
  });

  it('pages public assets by 25 and counts them', async () => {
    const api = archive();
    await expect(api.pagedCount({ CollectionId: LPB })).resolves.toBe(31);
    await expect(api.pagedAssets({ Page: 1, CollectionId: LPB })).resolves.toHaveLength(25);
    await expect(api.pagedAssets({ Page: 2, CollectionId: LPB })).resolves.toHaveLength(6);
    await expect(api.pagedCount({ CollectionId: LSA })).resolves.toBe(0);
  });

  it('lists a series’ members in date order, paged', async () => {
    const api = archive();
    await expect(api.relatedCount('SR-1')).resolves.toBe(30);
    const page2 = await api.relatedPaged('SR-1', 2);
    expect(page2.map((a) => a.identifier)).toEqual(clips.slice(25).map((c) => c.Identifier));
  });

  it('a member’s related list is the rest of its series', async () => {
    const related = await archive().related('CL-100');
    expect(related).toHaveLength(29);
    expect(related.map((a) => a.identifier)).not.toContain('CL-100');
  });

  it('searches titles, including non-public assets', async () => {
    const api = archive();
    await expect(api.search('HIDDEN', 'ALLFIELDS')).resolves.toEqual([
      expect.objectContaining({ identifier: 'CL-900', isPublic: false }),
    ]);
    await expect(api.search('river', 'TITLE')).resolves.toHaveLength(32);
    await expect(api.search('', 'TITLE')).resolves.toEqual([]);
  });

  it('resolves a detail by Identifier or Id and rejects an unknown one', async () => {
    const api = archive();
    await expect(api.assetDetail('CL-100')).resolves.toMatchObject({
      id: 'CL-100',
      title: 'Clip 00',
    });
    await expect(api.assetDetail('100')).resolves.toMatchObject({ id: '100', title: 'Clip 00' });
    await expect(api.assetDetail('nope')).rejects.toThrow('assetDetail failed: HTTP 404');
  });

  it('answers URLs as the records hold them', async () => {
    const api = new InMemoryArchiveApi(
      { assets: [{ Id: '1', Identifier: 'X', ThumbnailImage: '/media/thumbs/X.svg' }] },
      DEFAULTS,
    );
    const [asset] = await api.pagedAssets({ Page: 1 });
    expect(asset?.thumbnail).toBe('/media/thumbs/X.svg');
  });

  it('rejects with an abort error when the caller aborts', async () => {
    const controller = new AbortController();
    const call = archive().trending({ signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toHaveProperty('name', 'AbortError');
    const already = await archive()
      .trending({ signal: controller.signal })
      .catch((error: unknown) => error);
    expect(isAbortError(already)).toBe(true);
  });

  it('can be told to fail', async () => {
    const api = archive();
    api.failWith(true);
    await expect(api.trending()).rejects.toThrow('trending failed: HTTP 500');
    api.failWith(new Error('offline'));
    await expect(api.assetDetail('CL-100')).rejects.toThrow('offline');
    api.failWith(false);
    await expect(api.trending()).resolves.toBeInstanceOf(Array);
  });
});

describe('InMemoryBlogApi over literal records', () => {
  const blogs = () =>
    new InMemoryBlogApi(
      {
        blogs: [
          { key: 'old', blogtitle: 'Old', blogdate: '2020-01-01' },
          {
            key: 'new',
            blogtitle: 'New',
            blogdate: '2024-01-01',
            blogpic: 'https://demo.example/media/blog/new.svg',
          },
          { key: 'off', blogtitle: 'Off', blogdate: '2022-01-01', blogactive: 'false' },
        ],
        trends: [{ trend2: '20', trend10: '100', trend1: '10' }],
        frontpageBlogs: { blog1: 'new' },
      },
      DEFAULTS,
      { pageSize: 2 },
    );

  it('lists blogs newest first, as entities', async () => {
    const list = await blogs().allBlogs();
    expect(list.map((b) => [b.key, b.active])).toEqual([
      ['new', true],
      ['off', false],
      ['old', true],
    ]);
    expect(list[0]?.picture).toBe('https://demo.example/media/blog/new.svg');
    expect(list[2]?.picture).toBe(DEFAULTS[LPB]);
  });

  it('pages blogs', async () => {
    const page = await blogs().blogPage(2);
    expect(page).toEqual({
      data: [expect.objectContaining({ key: 'old' })],
      totalItems: 3,
      pageSize: 2,
      pageNumber: 2,
    });
  });

  it('finds a blog by key and rejects an unknown one', async () => {
    await expect(blogs().blog('old')).resolves.toMatchObject({ title: 'Old' });
    await expect(blogs().blog('gone')).rejects.toThrow('blog failed: HTTP 404');
  });

  it('gives frontpage ids in key order', async () => {
    await expect(blogs().frontpageTrendIds()).resolves.toEqual(['10', '20', '100']);
    await expect(blogs().frontpageBlogIds()).resolves.toEqual(['new']);
  });

  it('has no frontpage ids when none are given', async () => {
    const api = new InMemoryBlogApi({ blogs: [] }, DEFAULTS);
    await expect(api.frontpageTrendIds()).resolves.toEqual([]);
    await expect(api.blogPage(1)).resolves.toEqual({
      data: [],
      totalItems: 0,
      pageSize: 6,
      pageNumber: 1,
    });
  });

  it('can be told to fail', async () => {
    const api = new InMemoryBlogApi({ blogs: [] }, DEFAULTS, { fail: true });
    await expect(api.allBlogs()).rejects.toThrow('allBlogs failed: HTTP 500');
  });
});

describe('MemoryLogger', () => {
  it('keeps entries in order', () => {
    const logger = new MemoryLogger();
    const error = new Error('boom');
    logger.error('Error fetching blogs:', error);
    logger.warn('slow', { ms: 900 });
    expect(logger.entries).toEqual([
      { level: 'error', message: 'Error fetching blogs:', detail: error },
      { level: 'warn', message: 'slow', detail: { ms: 900 } },
    ]);
    expect(logger.messages).toEqual(['Error fetching blogs:', 'slow']);
    logger.clear();
    expect(logger.entries).toEqual([]);
  });
});

describe('fromDemoCatalogue', () => {
  it('serves the demo catalogue with no network', async () => {
    const { archive, blogs, contact } = fromDemoCatalogue({ defaults: DEFAULTS });
    await expect(archive.assetDetail(DEMO_IDS.playableClip)).resolves.toMatchObject({
      title: 'Governor McKeithen on the Superdome',
    });
    await expect(blogs.frontpageBlogIds()).resolves.toEqual(['b1', 'b4', 'b6']);
    expect(contact.messages).toEqual([]);
  });

  it('works with no options: served paths stay relative and defaults are a plain tile', async () => {
    const { archive } = fromDemoCatalogue();
    const detail = await archive.assetDetail(DEMO_IDS.playableClip);
    expect(detail.thumbnail).toMatch(/^\/media\/thumbs\//);
    const empty = await archive.assetDetail(DEMO_IDS.emptyThumbnailClip);
    expect(empty.thumbnail).toMatch(/^data:image\/svg\+xml,/);
  });

  it('makes served paths absolute with the media origin, in pictures and in blog HTML', async () => {
    const { archive, blogs } = fromDemoCatalogue({
      defaults: DEFAULTS,
      mediaOrigin: 'https://demo.example/',
    });
    const detail = await archive.assetDetail(DEMO_IDS.playableClip);
    expect(detail.thumbnail).toBe(`https://demo.example/media/thumbs/${DEMO_IDS.playableClip}.svg`);
    const blog = await blogs.blog(DEMO_BLOG_KEYS.newest);
    expect(blog.picture).toBe(`https://demo.example/media/blog/${DEMO_BLOG_KEYS.newest}.svg`);
    expect(blog.html).toContain(
      `src="https://demo.example/media/blog/${DEMO_BLOG_KEYS.newest}-1.svg"`,
    );
    expect(blog.html).not.toContain('src="/media/');
  });

  it('gives each call its own adapters and catalogue copy', () => {
    expect(fromDemoCatalogue().contact).not.toBe(fromDemoCatalogue().contact);
  });
});
