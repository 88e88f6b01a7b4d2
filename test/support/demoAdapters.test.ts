/** @jest-environment node */
import { DEMO_BLOG_KEYS, DEMO_IDS } from '../../demo-api/catalogue';
import { DEFAULT_THUMBNAILS } from './builders';
import { fromDemoCatalogue } from './demoAdapters';

describe('fromDemoCatalogue', () => {
  it('serves the demo catalogue with no network', async () => {
    const { archive, blogs, contact } = fromDemoCatalogue({ defaults: DEFAULT_THUMBNAILS });
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
      defaults: DEFAULT_THUMBNAILS,
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
