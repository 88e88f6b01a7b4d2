import type { Asset } from '../../../src/core/entities/Asset';
import type { Blog } from '../../../src/core/entities/Blog';
import type { PagedQuery } from '../../../src/core/entities/Browse';
import { WalkArchive } from '../../../src/core/use-cases/WalkArchive';
import { aBlog, anAsset, archiveWith, blogsWith } from '../../support/builders';
import { fromDemoCatalogue } from '../../support/demoAdapters';

const LIMITS = { maxPages: 100, concurrency: 3 };

/** An archive of `counts[collection]` public assets a collection, 25 a page; records each call. */
function pagedArchive(counts: Record<number, number>, hidden = 0) {
  const calls: PagedQuery[] = [];
  const all: Record<number, Asset[]> = {};
  for (const [collection, count] of Object.entries(counts)) {
    all[Number(collection)] = Array.from({ length: count }, (_, i) =>
      anAsset({
        identifier: `C${collection}-${i + 1}`,
        collection: Number(collection) as 3 | 4,
        isPublic: i >= hidden,
      }),
    );
  }
  const archive = archiveWith({
    pagedAssets: async (query) => {
      calls.push(query);
      const page = query.Page ?? 1;
      return (all[query.CollectionId ?? 0] ?? []).slice((page - 1) * 25, page * 25);
    },
  });
  return { archive, calls };
}

const noBlogs = blogsWith({});

describe('walking the assets', () => {
  it('reads every page of each collection and keeps the public assets', async () => {
    const { archive, calls } = pagedArchive({ 3: 60, 4: 10 }, 2);
    const walked = await new WalkArchive(archive, noBlogs).assets(LIMITS);
    expect(walked.complete).toBe(true);
    expect(walked.items).toHaveLength(60 + 10 - 4);
    expect(walked.items.every((a) => a.isPublic)).toBe(true);
    // LPB: pages 1-3 hold items, page 4 is empty (a batch of three, then one more). LSA: 1-3.
    expect(calls.filter((q) => q.CollectionId === 3).map((q) => q.Page)).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
    expect(calls.filter((q) => q.CollectionId === 4).map((q) => q.Page)).toEqual([1, 2, 3]);
    expect(calls.every((q) => q.AssetType === undefined)).toBe(true);
  });

  it('stops at the page limit and says the list is not complete', async () => {
    const { archive, calls } = pagedArchive({ 3: 500, 4: 500 });
    const walked = await new WalkArchive(archive, noBlogs).assets({ maxPages: 5, concurrency: 2 });
    expect(calls).toHaveLength(5);
    expect(walked.items).toHaveLength(125);
    expect(walked.complete).toBe(false);
  });

  it('stops when a page brings nothing new: an archive that ignores the page', async () => {
    const same = Array.from({ length: 25 }, (_, i) => anAsset({ identifier: `S-${i}` }));
    let calls = 0;
    const archive = archiveWith({
      pagedAssets: async () => {
        calls += 1;
        return same;
      },
    });
    const walked = await new WalkArchive(archive, noBlogs).assets(LIMITS);
    expect(walked.items).toHaveLength(25);
    expect(calls).toBeLessThanOrEqual(2 * LIMITS.concurrency);
  });

  it('tries a failed page once more, then fails the whole walk', async () => {
    let failed = false;
    const flaky = archiveWith({
      pagedAssets: async (query) => {
        if (query.Page === 2 && !failed) {
          failed = true;
          throw new Error('pagedAssets: timeout');
        }
        return query.Page === 1 ? [anAsset({ identifier: `C${query.CollectionId}` })] : [];
      },
    });
    expect((await new WalkArchive(flaky, noBlogs).assets(LIMITS)).items).toHaveLength(2);
    expect(failed).toBe(true);

    const down = archiveWith({
      pagedAssets: async () => {
        throw new Error('pagedAssets: HTTP 500');
      },
    });
    await expect(new WalkArchive(down, noBlogs).assets(LIMITS)).rejects.toThrow('HTTP 500');
  });

  it('walks the demo archive: every public asset once', async () => {
    const { archive, blogs } = fromDemoCatalogue();
    const walked = await new WalkArchive(archive, blogs).assets();
    const ids = walked.items.map((a) => a.identifier);
    expect(new Set(ids).size).toBe(ids.length);
    const lpb = await archive.pagedCount({ CollectionId: 3 });
    const lsa = await archive.pagedCount({ CollectionId: 4 });
    expect(ids).toHaveLength(lpb + lsa);
    expect(walked.complete).toBe(true);
  });
});

describe('walking the blog', () => {
  function pagedBlogs(posts: Blog[], pageSize = 2) {
    const pages: number[] = [];
    const blogs = blogsWith({
      blogPage: async (page) => {
        pages.push(page);
        return {
          data: posts.slice((page - 1) * pageSize, page * pageSize),
          totalItems: posts.length,
          pageSize,
          pageNumber: page,
        };
      },
    });
    return { blogs, pages };
  }

  it('reads as many pages as page 1 says there are, and keeps the active posts', async () => {
    const posts = [aBlog(), aBlog({ active: false }), aBlog(), aBlog(), aBlog()];
    const { blogs, pages } = pagedBlogs(posts);
    const walked = await new WalkArchive(archiveWith({}), blogs).blogPosts(LIMITS);
    expect(pages.sort()).toEqual([1, 2, 3]);
    expect(walked).toEqual({ items: posts.filter((p) => p.active), complete: true });
  });

  it('stops at the page limit', async () => {
    const { blogs, pages } = pagedBlogs(Array.from({ length: 10 }, () => aBlog()));
    const walked = await new WalkArchive(archiveWith({}), blogs).blogPosts({
      maxPages: 2,
      concurrency: 4,
    });
    expect(pages).toEqual([1, 2]);
    expect(walked.items).toHaveLength(4);
    expect(walked.complete).toBe(false);
  });

  it('walks the demo blog', async () => {
    const { archive, blogs } = fromDemoCatalogue();
    const walked = await new WalkArchive(archive, blogs).blogPosts();
    const active = (await blogs.allBlogs()).filter((b) => b.active);
    expect(walked.items.map((b) => b.key).sort()).toEqual(active.map((b) => b.key).sort());
  });
});
