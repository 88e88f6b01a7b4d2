import {
  EMBED_TITLE_BAR,
  oembedFrame,
  oembedVideo,
  parseDimension,
  PLAYER_MAX_SIZE,
  sitePathOf,
  videoAssetId,
  type OEmbedRequest,
} from '../../../../src/core/rules/seo/oembed';
import { anAssetDetail, ORIGIN } from '../../../support/builders';

/** The answer for `detail` on ORIGIN, to be kept a minute unless `request` says otherwise. */
const answerFor = (detail: OEmbedRequest['detail'], request: Partial<OEmbedRequest> = {}) =>
  oembedVideo({ detail, origin: ORIGIN, cacheAge: 60, ...request });

describe('the embed frame oEmbed offers', () => {
  it("is the embed code's 640 by 400 by default: a 16:9 video over the title bar", () => {
    expect(EMBED_TITLE_BAR).toBe(40);
    expect(oembedFrame()).toEqual({ width: 640, height: 400 });
  });

  it('shrinks to maxwidth and maxheight, keeping the video 16:9', () => {
    expect(oembedFrame(320)).toEqual({ width: 320, height: 180 + 40 });
    expect(oembedFrame(undefined, 220)).toEqual({ width: 320, height: 220 });
    expect(oembedFrame(600, 300)).toEqual({ width: 462, height: 299 });
  });

  it("grows to maxwidth, never past the player's largest size", () => {
    expect(oembedFrame(800)).toEqual({ width: 800, height: 450 + 40 });
    expect(oembedFrame(2000)).toEqual({ width: PLAYER_MAX_SIZE.width, height: 496 + 40 });
    expect(oembedFrame(2000, 5000).height).toBeLessThanOrEqual(PLAYER_MAX_SIZE.height);
  });

  it.each([
    [1, 1],
    [50, 30],
    [100, 41],
    [882, 682],
    [640, 100],
  ])('never exceeds maxwidth %i and maxheight %i', (maxWidth, maxHeight) => {
    const frame = oembedFrame(maxWidth, maxHeight);
    expect(frame.width).toBeLessThanOrEqual(maxWidth);
    expect(frame.height).toBeLessThanOrEqual(maxHeight);
    expect(frame.width).toBeGreaterThanOrEqual(1);
  });

  it('reads only whole numbers of pixels as limits', () => {
    expect(parseDimension('480')).toBe(480);
    expect(parseDimension(' 480 ')).toBe(480);
    for (const bad of [null, undefined, '', '0', '-5', '4.5', '12px', '1e3', '9999999']) {
      expect(parseDimension(bad)).toBeUndefined();
    }
  });
});

describe('which URLs are video pages of the site', () => {
  it('takes the path of a URL on the site, by either scheme', () => {
    expect(sitePathOf(`${ORIGIN}/video_v2/asset-detail/A-1?t=30`, ORIGIN)).toBe(
      '/video_v2/asset-detail/A-1',
    );
    expect(sitePathOf('http://LDMA.example.org/video-player/A-1', ORIGIN)).toBe(
      '/video-player/A-1',
    );
  });

  it('refuses other hosts, other schemes and what is not a URL', () => {
    expect(
      sitePathOf('https://elsewhere.example/video_v2/asset-detail/A-1', ORIGIN),
    ).toBeUndefined();
    expect(sitePathOf('https://ldma.example.org.evil.example/x', ORIGIN)).toBeUndefined();
    expect(sitePathOf('javascript:alert(1)//ldma.example.org', ORIGIN)).toBeUndefined();
    expect(sitePathOf('/video_v2/asset-detail/A-1', ORIGIN)).toBeUndefined();
    expect(sitePathOf('not a url', ORIGIN)).toBeUndefined();
  });

  it('names the asset of both detail routes and the embed only', () => {
    expect(videoAssetId({ id: 'assetDetail', params: { id: 'A-1' } })).toBe('A-1');
    expect(videoAssetId({ id: 'videoPlayer', params: { id: 'A-1' } })).toBe('A-1');
    expect(videoAssetId({ id: 'embed', params: { id: 'A-1' } })).toBe('A-1');
    expect(videoAssetId({ id: 'blog', params: { id: 'b7' } })).toBeUndefined();
    expect(videoAssetId({ id: 'notFound', params: {} })).toBeUndefined();
  });
});

describe('the oEmbed answer', () => {
  it('is a video with its title, provider, thumbnail and the iframe of the embeddable player', () => {
    const answer = answerFor(anAssetDetail({ id: 'LPB-CL-1042' }), { cacheAge: 3600 });
    expect(answer).toEqual({
      version: '1.0',
      type: 'video',
      title: 'Governor McKeithen on the Superdome',
      provider_name: 'Louisiana Digital Media Archive',
      provider_url: `${ORIGIN}/`,
      author_name: 'Louisiana Public Broadcasting',
      author_url: `${ORIGIN}/browse-all-videos/3/all/page/1`,
      thumbnail_url: 'https://example.org/thumbs/1.jpg',
      thumbnail_width: 320,
      thumbnail_height: 180,
      html: `<iframe src="${ORIGIN}/embed/LPB-CL-1042" title="Governor McKeithen on the Superdome" width="640" height="400" style="border:0" allow="fullscreen; picture-in-picture" allowfullscreen loading="lazy"></iframe>`,
      width: 640,
      height: 400,
      cache_age: 3600,
    });
  });

  it('sizes the iframe as it says, within the limits', () => {
    const answer = answerFor(anAssetDetail(), { maxWidth: 320 });
    expect(answer).toMatchObject({ width: 320, height: 220 });
    expect(answer.html).toContain('width="320" height="220"');
  });

  it('escapes the title and the id inside the html', () => {
    const answer = answerFor(
      anAssetDetail({ id: 'X"1', title: 'Jazz "live" <script>alert(1)</script>' }),
    );
    expect(answer.html).toContain('src="https://ldma.example.org/embed/X%221"');
    expect(answer.html).toContain(
      'title="Jazz &quot;live&quot; &lt;script&gt;alert(1)&lt;/script&gt;"',
    );
    expect(answer.html).not.toContain('<script>');
    expect(answer.title).toBe('Jazz "live" <script>alert(1)</script>');
  });

  it('makes a site-relative thumbnail absolute, and names no author without a collection', () => {
    const answer = answerFor(anAssetDetail({ thumbnail: '/static/lsa.svg', collectionName: '' }));
    expect(answer.thumbnail_url).toBe(`${ORIGIN}/static/lsa.svg`);
    expect(answer).not.toHaveProperty('author_name');
  });
});
