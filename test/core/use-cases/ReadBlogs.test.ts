import type { Blog, BlogPage } from '../../../src/core/entities/Blog';
import { BLOG_LIST_WALK, otherActiveBlogs, ReadBlogs } from '../../../src/core/use-cases/ReadBlogs';
import { aBlog, blogsWith, serverBlogPages } from '../../support/builders';
import { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';

describe('ReadBlogs', () => {
  describe('the list (SPEC §4: only active blogs, counted as shown)', () => {
    const post = (key: string, active = true) => aBlog({ key, title: key, active });
    // Server pages of 3: inactive drafts on the first two.
    const posts = [
      post('A1'),
      post('D1', false),
      post('A2'),
      post('A3'),
      post('D2', false),
      post('A4'),
      post('A5'),
    ];
    const reading = (blogPage: (n: number) => Promise<BlogPage>) =>
      new ReadBlogs(blogsWith({ blogPage }), new MemoryLogger());
    const keys = (page: BlogPage) => page.data.map((b) => b.key);

    it('pages the active posts again at the server page size, the total counting only them', async () => {
      const asked: number[] = [];
      const read = reading(serverBlogPages(posts, 3, asked));
      const first = await read.page(1);
      expect(keys(first)).toEqual(['A1', 'A2', 'A3']);
      expect(first).toMatchObject({ totalItems: 5, pageSize: 3, pageNumber: 1 });
      expect(asked.sort()).toEqual([1, 2, 3]);
      const second = await read.page(2);
      expect(keys(second)).toEqual(['A4', 'A5']);
      expect(second).toMatchObject({ totalItems: 5, pageSize: 3, pageNumber: 2 });
      expect(keys(await read.page(3))).toEqual([]);
      expect(keys(await read.page(0))).toEqual([]);
    });

    it('counts a post the server repeats on a later page once', async () => {
      const pages: Record<number, Blog[]> = {
        1: [post('A1'), post('A2')],
        2: [post('A2'), post('A3')],
      };
      const read = reading(async (n) => ({
        data: pages[n] ?? [],
        totalItems: 4,
        pageSize: 2,
        pageNumber: n,
      }));
      const page = await read.page(1);
      expect(keys(page)).toEqual(['A1', 'A2']);
      expect(page.totalItems).toBe(3);
    });

    it('takes 25 a page when the server gives no page size', async () => {
      const read = reading(async () => ({
        data: [post('A1'), post('D1', false)],
        totalItems: 2,
        pageSize: 0,
        pageNumber: 1,
      }));
      await expect(read.page(1)).resolves.toMatchObject({ totalItems: 1, pageSize: 25 });
    });

    it('reads at most BLOG_LIST_WALK.maxPages server pages, whatever total the server claims', async () => {
      const asked: number[] = [];
      const read = reading(async (n) => {
        asked.push(n);
        return { data: [post(`P${n}`)], totalItems: 1e12, pageSize: 1, pageNumber: n };
      });
      const page = await read.page(1);
      expect(asked).toHaveLength(BLOG_LIST_WALK.maxPages);
      expect(page.totalItems).toBe(BLOG_LIST_WALK.maxPages);
    });

    it('rejects when a server page fails', async () => {
      const serve = serverBlogPages(posts, 3);
      const read = reading(async (n) =>
        n === 2 ? Promise.reject(new Error('HTTP 500')) : serve(n),
      );
      await expect(read.page(1)).rejects.toThrow('HTTP 500');
    });
  });

  it('gives up to 4 other active blogs beside the one viewed', async () => {
    const current = aBlog({ key: 'now' });
    const all = [current, aBlog({ active: false }), aBlog(), aBlog(), aBlog(), aBlog(), aBlog()];
    const read = new ReadBlogs(
      blogsWith({ blog: async () => current, allBlogs: async () => all }),
      new MemoryLogger(),
    );
    const { blog, others } = await read.detail('now');
    expect(blog).toBe(current);
    expect(others).toEqual(all.slice(2, 6));
    expect(otherActiveBlogs(all, 'now', 2)).toEqual(all.slice(2, 4));
  });
});
