import { MemoryKeyValueStore } from '../../../src/adapters/memory/MemoryKeyValueStore';
import type { Blog, BlogPage } from '../../../src/core/entities/Blog';
import { BLOG_LIST_KEY, BlogListStore } from '../../../src/core/stores/BlogListStore';
import { BrowsingMemory } from '../../../src/core/stores/BrowsingMemory';
import { ReadBlogs } from '../../../src/core/use-cases/ReadBlogs';
import { aBlog, blogsWith } from '../../support/builders';
import { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';
import { PageData } from '../../../src/core/stores/PageData';

function page(data: Blog[], fields: Partial<BlogPage> = {}): BlogPage {
  return { data, totalItems: data.length, pageSize: 25, pageNumber: 1, ...fields };
}

describe('BlogListStore', () => {
  function setup(
    blogPage: (n: number) => Promise<BlogPage>,
    memory = new BrowsingMemory(new MemoryKeyValueStore()),
  ) {
    const logger = new MemoryLogger();
    const asked: number[] = [];
    const blogs = blogsWith({
      blogPage: (n) => {
        asked.push(n);
        return blogPage(n);
      },
    });
    const store = new BlogListStore(new ReadBlogs(blogs, logger), memory, logger);
    return { store, logger, asked, memory };
  }

  it('shows the active blogs of the first page as cards with an MM/DD/YYYY date', async () => {
    const flood = aBlog({
      key: 'b7',
      title: 'The 1927 Flood on Film',
      date: '2024-03-05T00:00:00Z',
    });
    const hidden = aBlog({ active: false });
    const { store, asked } = setup(async () =>
      page([flood, hidden], { totalItems: 31, pageSize: 10 }),
    );
    await store.start();
    expect(asked).toEqual([1]);
    expect(store.cards).toEqual([
      {
        key: 'b7',
        title: 'The 1927 Flood on Film',
        picture: flood.picture,
        date: '03/05/2024',
        to: '/blog/b7',
      },
    ]);
    expect([store.pageIndex, store.pageSize, store.total]).toEqual([0, 10, 31]);
  });

  it('asks the server for the 1-based page of the paginator and remembers it', async () => {
    const { store, asked, memory } = setup(async (n) =>
      page([aBlog({ title: `Page ${n}` })], { totalItems: 60 }),
    );
    await store.start();
    await store.goTo(2);
    expect(asked).toEqual([1, 3]);
    expect(store.pageIndex).toBe(2);
    expect(store.cards.map((c) => c.title)).toEqual(['Page 3']);
    expect(memory.pageOf(BLOG_LIST_KEY)).toBe(3);
  });

  it('starts at the remembered page', async () => {
    const memory = new BrowsingMemory(new MemoryKeyValueStore());
    memory.setPage(BLOG_LIST_KEY, 2);
    const { store, asked } = setup(async () => page([]), memory);
    await store.start();
    expect(asked).toEqual([2]);
    expect(store.pageIndex).toBe(1);
  });

  it('falls back to 25 a page when the server sends no page size', async () => {
    const { store } = setup(async () => page([aBlog()], { pageSize: 0 }));
    await store.start();
    expect(store.pageSize).toBe(25);
  });

  it("logs 'Error fetching blogs:' and shows an empty list when the page fails", async () => {
    const { store, logger } = setup(() => Promise.reject(new Error('HTTP 500')));
    await store.start();
    expect(logger.messages).toEqual(['Error fetching blogs:']);
    expect(store.cards).toEqual([]);
    expect(store.loading).toBe(false);
  });

  describe('the page an address names (?page=, a link followed without script)', () => {
    it('loads that page over the remembered one, and remembers it once started', async () => {
      const memory = new BrowsingMemory(new MemoryKeyValueStore());
      memory.setPage(BLOG_LIST_KEY, 4);
      const { store, asked } = setup(async (n) => page([aBlog()], { pageNumber: n }), memory);
      store.at('2');
      expect(memory.pageOf(BLOG_LIST_KEY)).toBe(4);
      await store.start();
      expect(asked).toEqual([2]);
      expect(store.pageIndex).toBe(1);
      expect(memory.pageOf(BLOG_LIST_KEY)).toBe(2);
    });

    it('keeps the remembered page when the address names none', async () => {
      const memory = new BrowsingMemory(new MemoryKeyValueStore());
      memory.setPage(BLOG_LIST_KEY, 3);
      const { store, asked } = setup(async () => page([aBlog()]), memory);
      store.at(null);
      await store.start();
      expect(asked).toEqual([3]);
    });

    it.each(['0', '-2', 'abc', ''])('reads %p as page 1', async (value) => {
      const { store, asked } = setup(async () => page([aBlog()]));
      store.at(value);
      await store.start();
      expect(asked).toEqual([1]);
    });

    it('links each page by its address', () => {
      const { store } = setup(async () => page([]));
      expect(store.pageRoute(0)).toBe('/spotlight-on-history?page=1');
      expect(store.pageRoute(4)).toBe('/spotlight-on-history?page=5');
    });
  });

  it("sends the page's posts with the page without their bodies", async () => {
    const data = PageData.recorder();
    const blogs = blogsWith({
      blogPage: async () =>
        page([aBlog({ html: '<p>Whole post</p><img src=x onerror=alert(1)>' })]),
    });
    const logger = new MemoryLogger();
    const memory = new BrowsingMemory(new MemoryKeyValueStore());
    const store = new BlogListStore(new ReadBlogs(blogs, logger), memory, logger, data);
    await store.start();
    expect(store.cards).toHaveLength(1);
    expect(JSON.stringify(data.toJSON())).not.toContain('Whole post');
  });
});
