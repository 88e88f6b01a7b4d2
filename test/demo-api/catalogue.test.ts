/** @jest-environment node */
import {
  buildDemoCatalogue,
  DEMO_ASSET_IDS,
  DEMO_BLOG_KEYS,
  DEMO_IDS,
  DEMO_VIDEO_SECONDS,
  DemoCatalogue,
  titleOf,
  type DemoAsset,
} from '../../demo-api/catalogue';

const { assets, blogs, trends, frontpageBlogs } = DemoCatalogue;
const byIdentifier = new Map(assets.map((a) => [a.Identifier, a]));
const get = (identifier: string): DemoAsset => {
  const asset = byIdentifier.get(identifier);
  if (!asset) throw new Error(`no asset ${identifier}`);
  return asset;
};
const members = (identifier: string): DemoAsset[] =>
  assets.filter((a) => a.IsPublic && a.memberOf.includes(identifier));
const seconds = (hms: string): number => {
  const [h = 0, m = 0, s = 0] = hms.split(':').map(Number);
  return h * 3600 + m * 60 + s;
};

describe('demo catalogue', () => {
  it('is deterministic', () => {
    expect(buildDemoCatalogue()).toEqual(buildDemoCatalogue());
    expect(buildDemoCatalogue()).toEqual(DemoCatalogue);
  });

  it('has at least 150 assets over both collections and all six types', () => {
    expect(assets.length).toBeGreaterThanOrEqual(150);
    const types = new Set(assets.map((a) => a.Type));
    expect([...types].sort()).toEqual(['Clip', 'Episode', 'Program', 'Segment', 'Series', 'Topic']);
    expect(assets.some((a) => a.Collection === 3)).toBe(true);
    expect(assets.some((a) => a.Collection === 4 && a.Type === 'Series')).toBe(true);
    expect(assets.some((a) => a.Collection === 4 && ['Topic', 'Program'].includes(a.Type))).toBe(
      false,
    );
  });

  it('has unique ids and identifiers, and no id equal to another asset’s identifier', () => {
    const keys = assets.flatMap((a) => [a.Id, a.Identifier]);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every asset the title element of its type and AssetType = Type', () => {
    for (const asset of assets) {
      expect(titleOf(asset)).not.toBe('');
      expect(asset.AssetType).toBe(asset.Type);
    }
  });

  it('resolves every notable id', () => {
    for (const [tag, identifier] of Object.entries(DEMO_IDS)) {
      const asset = get(identifier);
      expect(DEMO_ASSET_IDS[tag as keyof typeof DEMO_IDS]).toBe(asset.Id);
    }
  });

  it('has a series and a topic with more than 25 public members', () => {
    expect(get(DEMO_IDS.bigSeries).Type).toBe('Series');
    expect(members(DEMO_IDS.bigSeries).length).toBeGreaterThan(25);
    expect(get(DEMO_IDS.bigTopic).Type).toBe('Topic');
    expect(members(DEMO_IDS.bigTopic).length).toBeGreaterThan(25);
    expect(get(DEMO_IDS.lsaSeries).Collection).toBe(4);
    expect(members(DEMO_IDS.lsaSeries).length).toBeGreaterThan(0);
    expect(get(DEMO_IDS.standaloneClip).memberOf).toEqual([]);
  });

  it('keeps members in the collection of their series, topic or program', () => {
    for (const asset of assets) {
      for (const parent of asset.memberOf) expect(get(parent).Collection).toBe(asset.Collection);
    }
  });

  it('has the awkward cases tests need', () => {
    expect(get(DEMO_IDS.nonPublicClip).IsPublic).toBe(false);
    expect(get(DEMO_IDS.nonPublicLsaClip).IsPublic).toBe(false);
    expect(get(DEMO_IDS.emptyThumbnailClip).ThumbnailImage).toBe('');
    expect(get(DEMO_IDS.s3ThumbnailClip).ThumbnailImage).toMatch(
      /^http:\/\/ldma-media\.s3\.amazonaws\.com\//,
    );
    expect(get(DEMO_IDS.httpThumbnailClip).ThumbnailImage).toMatch(/^http:\/\//);
    expect(DEMO_IDS.leadingZeroClip).toBe('00042');
    expect(DEMO_IDS.leadingZeroLsaClip).toBe('00107');
    expect(titleOf(get(DEMO_IDS.ampersandTitleClip))).toContain('&');
    expect(titleOf(get(DEMO_IDS.curlyApostropheClip))).toContain('’');
    expect(get(DEMO_IDS.noteFirstClip).descriptions[0]?.type).toBe('Note');
    expect(get(DEMO_IDS.noAbstractClip).descriptions.every((d) => d.type !== 'Abstract')).toBe(
      true,
    );
    expect(get(DEMO_IDS.emptyRoleClip).contributors).toContainEqual({ name: 'Unknown', role: '' });
    expect(get(DEMO_IDS.notDigitizedClip)).toMatchObject({
      IsDigitized: false,
      FormatLocation: '',
    });
    expect(get(DEMO_IDS.untimedClip)).toMatchObject({ FormatTimeStart: '', FormatDuration: '' });
    expect(get(DEMO_IDS.noCaptionsClip).FormatLocation).toBe(
      '/media/video/demo_clip_nocaptions.mp4',
    );
  });

  it('plays the demo video in the documented windows', () => {
    expect(get(DEMO_IDS.playableClip)).toMatchObject({
      FormatLocation: '/media/video/demo_clip_iPod.mp4',
      FormatTimeStart: '00:00:03',
      FormatDuration: '00:00:06',
    });
    expect(get(DEMO_IDS.playableFromStart).FormatTimeStart).toBe('00:00:00');
    for (const asset of assets.filter((a) => a.FormatTimeStart && a.FormatDuration)) {
      expect(asset.FormatTimeStart).toMatch(/^\d\d:\d\d:\d\d$/);
      const end = seconds(asset.FormatTimeStart) + seconds(asset.FormatDuration);
      expect(end).toBeLessThanOrEqual(DEMO_VIDEO_SECONDS);
    }
  });

  it('serves most thumbnails itself', () => {
    const local = assets.filter((a) => a.ThumbnailImage.startsWith('/media/thumbs/'));
    expect(local.length / assets.length).toBeGreaterThan(0.9);
    // The server finds a title card by the asset's identifier, so the path must name it.
    for (const a of local) expect(a.ThumbnailImage).toBe(`/media/thumbs/${a.Identifier}.svg`);
  });

  it('has blogs, trends and front-page picks in the contract’s shapes', () => {
    expect(blogs.length).toBeGreaterThanOrEqual(8);
    const blog = (key: string) => blogs.find((b) => b.key === key);
    expect(blog(DEMO_BLOG_KEYS.inactive)?.blogactive).toBe(false);
    expect(blog(DEMO_BLOG_KEYS.activeAsText)?.blogactive).toBe('true');
    for (const b of blogs) {
      expect(Number.isNaN(Date.parse(b.blogdate))).toBe(false);
      expect(b.bloghtml).toMatch(/<p>/);
    }
    expect(
      blogs.filter((b) => /<h2>/.test(b.bloghtml) && /<img /.test(b.bloghtml)).length,
    ).toBeGreaterThan(5);
    const trendIds = Object.values(trends[0] ?? {}).filter(Boolean);
    expect(trendIds.length).toBe(8);
    const byId = new Map(assets.map((a) => [a.Id, a]));
    for (const id of trendIds) expect(byId.get(id)?.IsPublic).toBe(true);
    for (const key of Object.values(frontpageBlogs[0] ?? {})) {
      expect(blog(key)?.blogactive).toBe(true);
    }
  });
});
