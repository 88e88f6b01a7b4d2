/** @jest-environment node */
import type { HttpBlogApi } from '../../../src/adapters/http/HttpBlogApi';
import { FakeFetch, type Reply, type SeenRequest } from './fakeFetch';
import { httpPortsOver, pathsAsked } from './testClient';

function setUp(handler: (request: SeenRequest) => Reply) {
  const net = new FakeFetch(handler);
  const { blogs } = httpPortsOver(net, { cacheTtlMs: 0 });
  return { blogs, paths: () => pathsAsked(net) };
}

describe('HttpBlogApi', () => {
  const blog = { key: 'b7', blogtitle: 'Flood', blogactive: 'true' };

  it.each([
    ['allBlogs', (b: HttpBlogApi) => b.allBlogs(), [blog], '/spotlightonhistory/blogs'],
    ['blog', (b: HttpBlogApi) => b.blog('b 7/x'), blog, '/spotlightonhistory/blogs/b%207%2Fx'],
    [
      'blogPage',
      (b: HttpBlogApi) => b.blogPage(2),
      { data: [blog], totalItems: 26 },
      '/blog-pagination/2',
    ],
    [
      'frontpageTrendIds',
      (b: HttpBlogApi) => b.frontpageTrendIds(),
      [{ trend1: '5' }],
      '/spotlightonhistory/frontpage/trends',
    ],
    [
      'frontpageBlogIds',
      (b: HttpBlogApi) => b.frontpageBlogIds(),
      [{ blog1: 'b7' }],
      '/spotlightonhistory/frontpage/blogs',
    ],
  ])('%s asks for its path', async (_name, call, body, path) => {
    const { blogs, paths } = setUp(() => ({ body: JSON.stringify(body) }));
    await call(blogs);
    expect(paths()).toEqual([path]);
  });

  it('maps answers to entities', async () => {
    const { blogs } = setUp((r) =>
      r.url.includes('pagination')
        ? { body: JSON.stringify({ data: [blog], totalItems: 26 }) }
        : { body: JSON.stringify([blog]) },
    );
    await expect(blogs.allBlogs()).resolves.toEqual([
      expect.objectContaining({ key: 'b7', title: 'Flood', active: true }),
    ]);
    await expect(blogs.blog('b7')).resolves.toMatchObject({ key: 'b7' });
    await expect(blogs.blogPage(2)).resolves.toMatchObject({
      totalItems: 26,
      pageSize: 25,
      pageNumber: 2,
    });
  });

  it.each([
    ['malformed JSON', { body: '{"data": [' }],
    ['an HTML page with 200', { body: '<!doctype html><html><body>Login</body></html>' }],
    ['an empty body', { body: '' }],
    ['the wrong shape', { body: '"just a string"' }],
    ['a server error', { status: 500 }],
  ])('rejects %s, naming the call', async (_name, reply) => {
    const { blogs } = setUp(() => reply);
    await expect(blogs.allBlogs()).rejects.toThrow(/^allBlogs failed: /);
    await expect(blogs.blogPage(1)).rejects.toThrow(/^blogPage failed: /);
    await expect(blogs.frontpageTrendIds()).rejects.toThrow(/^frontpageTrendIds failed: /);
  });

  it('a blog id with no blog rejects', async () => {
    const { blogs } = setUp(() => ({ body: '[]' }));
    await expect(blogs.blog('nope')).rejects.toThrow(/^blog failed: /);
  });
});
