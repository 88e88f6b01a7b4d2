import type { Blog } from '../../../src/core/entities/Blog';
import { BlogStore } from '../../../src/core/stores/BlogStore';
import { ReadBlogs } from '../../../src/core/use-cases/ReadBlogs';
import { aBlog, blogsWith } from '../../support/builders';
import { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';
import { PageData } from '../../../src/core/stores/PageData';

/** A stand-in sanitiser that marks what it made safe. */
const markSafe = async (html: string) =>
  `<!-- safe -->${html.replace(/<script[^]*?<\/script>/g, '')}`;

describe('BlogStore', () => {
  function setup(current: Blog | Error, all: Blog[] | Error, data?: PageData) {
    const logger = new MemoryLogger();
    const blogs = blogsWith({
      blog: async () => {
        if (current instanceof Error) throw current;
        return current;
      },
      allBlogs: async () => {
        if (all instanceof Error) throw all;
        return all;
      },
    });
    const store = new BlogStore(new ReadBlogs(blogs, logger), markSafe, logger, data);
    return { store, logger };
  }

  it("holds the post's HTML made safe, and the sidebar's posts without their bodies", async () => {
    const current = aBlog({ key: 'b1', html: '<p>Levee</p><script>steal()</script>' });
    const other = aBlog({ key: 'b2', html: '<p>Other post</p>' });
    const data = PageData.recorder();
    const { store } = setup(current, [current, other], data);
    store.setKey('b1');
    await store.start();
    expect(store.blog?.html).toBe('<!-- safe --><p>Levee</p>');
    expect(store.others.map((b) => b.html)).toEqual(['']);
    // What the server sends with the page is what it made safe, and nothing raw.
    const sent = JSON.stringify(data.toJSON());
    expect(sent).toContain('<!-- safe --><p>Levee</p>');
    expect(sent).not.toContain('steal()');
    expect(sent).not.toContain('Other post');
  });

  it('shows the safe HTML the server sent without making it safe again', async () => {
    const data = PageData.recorder();
    const first = setup(aBlog({ key: 'b1', html: '<p>Levee</p>' }), [], data);
    first.store.setKey('b1');
    await first.store.start();
    const again = setup(new Error('not asked'), [], data.replay());
    again.store.setKey('b1');
    await again.store.start();
    expect(again.store.blog?.html).toBe('<!-- safe --><p>Levee</p>');
  });

  it('shows the blog with up to 4 other active blogs, the current one excluded', async () => {
    const current = aBlog({ key: 'b1', title: 'The 1927 Flood on Film' });
    const others = [aBlog(), aBlog({ active: false }), aBlog(), aBlog(), aBlog(), aBlog()];
    const { store } = setup(current, [current, ...others]);
    store.setKey('b1');
    await store.start();
    expect(store.title).toBe('The 1927 Flood on Film');
    expect(store.date).toBe('03/05/2024');
    expect(store.documentTitle).toBe('The 1927 Flood on Film | Louisiana Digital Media Archive');
    const expected = [others[0], others[2], others[3], others[4]] as Blog[];
    expect(store.sidebar.map((b) => b.key)).toEqual(expected.map((b) => b.key));
    expect(store.sidebar[0]).toEqual({
      key: expected[0]!.key,
      title: expected[0]!.title,
      picture: expected[0]!.picture,
      description: expected[0]!.description,
      date: '03/05/2024',
      to: `/blog/${expected[0]!.key}`,
    });
  });

  it('goes back to the blog list', () => {
    const { store } = setup(aBlog(), []);
    expect(store.backRoute).toBe('/spotlight-on-history');
  });

  it("logs 'Error fetching blogs:' only when the blog cannot be loaded", async () => {
    const { store, logger } = setup(new Error('HTTP 404'), []);
    store.setKey('missing');
    await store.start();
    expect(logger.messages).toEqual(['Error fetching blogs:']);
    expect(store.blog).toBeUndefined();
    expect(store.loading).toBe(false);
  });

  it('still shows the blog when the sidebar list fails', async () => {
    const current = aBlog({ key: 'b1' });
    const { store, logger } = setup(current, new Error('HTTP 500'));
    store.setKey('b1');
    await store.start();
    expect(store.blog).toEqual({ ...current, html: `<!-- safe -->${current.html}` });
    expect(store.sidebar).toEqual([]);
    expect(logger.messages).toEqual(['Error fetching blogs:']);
  });
});
