import { MemoryKeyValueStore } from '../../../src/adapters/memory/MemoryKeyValueStore';
import type { Blog, BlogPage } from '../../../src/core/entities/Blog';
import { BLOG_LIST_KEY, BlogListStore } from '../../../src/core/stores/BlogListStore';
import { BrowsingMemory } from '../../../src/core/stores/BrowsingMemory';
import { ReadBlogs } from '../../../src/core/use-cases/ReadBlogs';
import { aBlog, blogsWith, serverBlogPages } from '../../support/builders';
import { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';
import { PageData } from '../../../src/core/stores/PageData';

function page(data: Blog[], fields: Partial<BlogPage> = {}): BlogPage {
  return { data, totalItems: data.length, pageSize: 25, pageNumber: 1, ...fields };
}

/** `count` active posts, 'Post 1' first. */
const posts = (count: number) =>
  Array.from({ length: count }, (_, i) => aBlog({ key: `p${i + 1}`, title: `Post ${i + 1}` }));

const titles = (store: BlogListStore) => store.cards.map((c) => c.title);

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
    const { store, asked } = setup(serverBlogPages([flood, hidden], 10));
    await store.start();
    expect(asked).toEqual([1]);
    expect(store.cards).toEqual([
      {
        key: 'b7',
        title: 'The 1927 Flood on Film',
        excerpt: flood.description,
        picture: flood.picture,
        date: '03/05/2024',
        to: '/blog/b7',
      },
    ]);
    // The total counts the active posts only: the range describes what is shown.
    expect([store.pageIndex, store.pageSize, store.total]).toEqual([0, 10, 1]);
  });

  it("gives each card an excerpt of the post's description, cut at a word", async () => {
    const long = aBlog({
      key: 'b8',
      description: `${'The river rose '.repeat(20)}and the levee broke.`,
    });
    const { store } = setup(serverBlogPages([long], 10));
    await store.start();
    const [card] = store.cards;
    expect(card?.excerpt.length).toBeLessThanOrEqual(140);
    expect(card?.excerpt).toMatch(/^The river rose .*…$/);
    expect(card?.excerpt).not.toMatch(/\s…$/);
  });

  it('shows the 1-based page of the paginator, counted over active posts, and remembers it', async () => {
    const all = posts(60);
    all.splice(10, 0, aBlog({ title: 'Draft', active: false }));
    const { store, memory } = setup(serverBlogPages(all, 25));
    await store.start();
    expect(titles(store)).toHaveLength(25);
    expect(titles(store)).not.toContain('Draft');
    await store.goTo(2);
    expect(store.pageIndex).toBe(2);
    expect(store.total).toBe(60);
    expect(titles(store)).toEqual(
      posts(60)
        .slice(50)
        .map((p) => p.title),
    );
    expect(memory.pageOf(BLOG_LIST_KEY)).toBe(3);
  });

  it('starts at the remembered page', async () => {
    const memory = new BrowsingMemory(new MemoryKeyValueStore());
    memory.setPage(BLOG_LIST_KEY, 2);
    const { store } = setup(serverBlogPages(posts(30)), memory);
    await store.start();
    expect(store.pageIndex).toBe(1);
    expect(titles(store)).toEqual(['Post 26', 'Post 27', 'Post 28', 'Post 29', 'Post 30']);
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
      const { store } = setup(serverBlogPages(posts(100)), memory);
      store.at('2');
      expect(memory.pageOf(BLOG_LIST_KEY)).toBe(4);
      await store.start();
      expect(titles(store)[0]).toBe('Post 26');
      expect(store.pageIndex).toBe(1);
      expect(memory.pageOf(BLOG_LIST_KEY)).toBe(2);
    });

    it('keeps the remembered page when the address names none', async () => {
      const memory = new BrowsingMemory(new MemoryKeyValueStore());
      memory.setPage(BLOG_LIST_KEY, 3);
      const { store } = setup(serverBlogPages(posts(100)), memory);
      store.at(null);
      await store.start();
      expect(titles(store)[0]).toBe('Post 51');
    });

    it.each(['0', '-2', 'abc', ''])('reads %p as page 1', async (value) => {
      const { store } = setup(serverBlogPages(posts(100)));
      store.at(value);
      await store.start();
      expect(store.pageIndex).toBe(0);
      expect(titles(store)[0]).toBe('Post 1');
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
