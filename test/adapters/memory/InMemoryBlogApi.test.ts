/** @jest-environment node */
import { InMemoryBlogApi } from '../../../src/adapters/memory/InMemoryBlogApi';
import { LPB } from '../../../src/core/entities/Collection';
import { DEFAULT_THUMBNAILS } from '../../support/builders';

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
      DEFAULT_THUMBNAILS,
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
    expect(list[2]?.picture).toBe(DEFAULT_THUMBNAILS[LPB]);
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
    const api = new InMemoryBlogApi({ blogs: [] }, DEFAULT_THUMBNAILS);
    await expect(api.frontpageTrendIds()).resolves.toEqual([]);
    await expect(api.blogPage(1)).resolves.toEqual({
      data: [],
      totalItems: 0,
      pageSize: 6,
      pageNumber: 1,
    });
  });

  it('can be told to fail', async () => {
    const api = new InMemoryBlogApi({ blogs: [] }, DEFAULT_THUMBNAILS, { fail: true });
    await expect(api.allBlogs()).rejects.toThrow('allBlogs failed: HTTP 500');
  });
});
