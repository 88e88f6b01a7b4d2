import { otherActiveBlogs, ReadBlogs } from '../../../src/core/use-cases/ReadBlogs';
import { aBlog, blogsWith } from '../../support/builders';
import { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';

describe('ReadBlogs', () => {
  it('lists only active blogs of a page', async () => {
    const active = aBlog();
    const read = new ReadBlogs(
      blogsWith({
        blogPage: async () => ({
          data: [active, aBlog({ active: false })],
          totalItems: 2,
          pageSize: 6,
          pageNumber: 1,
        }),
      }),
      new MemoryLogger(),
    );
    await expect(read.page(1)).resolves.toEqual({
      data: [active],
      totalItems: 2,
      pageSize: 6,
      pageNumber: 1,
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
