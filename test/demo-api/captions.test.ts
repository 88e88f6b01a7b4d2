/** @jest-environment node */
import { demoCaptionFiles, ownVideoPath } from '../../demo-api/captions';
import { buildDemoCatalogue, DEMO_IDS, titleOf } from '../../demo-api/catalogue';
import { startDemoApi, type DemoApi } from '../../demo-api/server';
import { parseSrt } from '../../src/core/rules/media/captions';
import { captionUrl } from '../../src/core/rules/media/media';
import { parseHms } from '../../src/core/rules/values/time';

const { assets } = buildDemoCatalogue();
const files = demoCaptionFiles(assets);
const videos = assets.filter((a) => a.IsPublic && a.FormatLocation);
const fileOf = (asset: (typeof assets)[number]) => files.get(captionUrl(asset.FormatLocation));

describe('the demo videos’ caption files', () => {
  it('give most videos captions of their own, each at the path the site derives', () => {
    const own = videos.filter((a) => fileOf(a) !== undefined);
    const share = own.length / videos.length;
    expect(share).toBeGreaterThanOrEqual(0.8);
    expect(share).toBeLessThan(0.95);
    for (const asset of own) expect(asset.FormatLocation).toBe(ownVideoPath(asset.Identifier));
    expect(new Set(own.map((a) => a.FormatLocation)).size).toBe(own.length);
  });

  it('keep the special cases tests rely on', () => {
    const get = (id: string) => assets.find((a) => a.Identifier === id);
    expect(get(DEMO_IDS.playableClip)?.FormatLocation).toBe('/media/video/demo_clip_iPod.mp4');
    expect(get(DEMO_IDS.noCaptionsClip)?.FormatLocation).toBe(
      '/media/video/demo_clip_nocaptions.mp4',
    );
    expect(fileOf(get(DEMO_IDS.playableFromStart)!)).toBeDefined();
  });

  it('time every cue inside its video’s clip window, one after another', () => {
    for (const asset of videos) {
      const srt = fileOf(asset);
      if (srt === undefined) continue;
      const start = parseHms(asset.FormatTimeStart) ?? 0;
      const end = start + (parseHms(asset.FormatDuration) ?? 0);
      const cues = parseSrt(srt);
      expect(cues.length).toBeGreaterThan(0);
      let last = start;
      for (const cue of cues) {
        expect(cue.start).toBeGreaterThanOrEqual(last);
        expect(cue.end).toBeLessThanOrEqual(end);
        expect(cue.end - cue.start).toBeGreaterThanOrEqual(0.8);
        last = cue.end;
      }
    }
  });

  it('say believable things about each video’s own record', () => {
    for (const asset of videos) {
      const srt = fileOf(asset);
      if (srt === undefined) continue;
      const said = parseSrt(srt)
        .map((cue) => cue.text.replace(/\n/g, ' '))
        .join(' ');
      expect(said).not.toMatch(/undefined|null|\{|\}|\s{2}/);
      for (const cue of parseSrt(srt)) {
        expect(cue.text.split('\n').length).toBeLessThanOrEqual(2);
      }
      const place = (asset.coverages[0] ?? '').replace(/ \(La\.\)$/, '');
      const names = asset.contributors.map((c) => c.name);
      const mentions = [place, titleOf(asset).split(' ').slice(0, 2).join(' '), ...names];
      expect(mentions.some((text) => text && said.includes(text))).toBe(true);
    }
  });

  it('are the same on every build', () => {
    expect([...demoCaptionFiles(buildDemoCatalogue().assets)]).toEqual([...files]);
  });
});

describe('the demo API serving them', () => {
  let api: DemoApi;
  beforeAll(async () => {
    api = await startDemoApi({ port: 0 });
  });
  afterAll(() => api.close());

  it('answers each generated file with an ETag, and 304 when asked with it', async () => {
    const [path, srt] = [...files][0]!;
    const first = await fetch(`${api.url}${path}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/x-subrip; charset=utf-8');
    expect(await first.text()).toBe(srt);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{16}"$/);
    const again = await fetch(`${api.url}${path}`, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
  });

  it('plays the demo reel under each video’s own name, and has no file for a video without captions', async () => {
    const without = videos.find(
      (a) => a.FormatLocation === ownVideoPath(a.Identifier) && fileOf(a) === undefined,
    )!;
    const video = await fetch(`${api.url}${without.FormatLocation}`, {
      headers: { Range: 'bytes=0-9' },
    });
    expect(video.status).toBe(206);
    expect((await video.arrayBuffer()).byteLength).toBe(10);
    expect((await fetch(`${api.url}${captionUrl(without.FormatLocation)}`)).status).toBe(404);
    expect((await fetch(`${api.url}/media/video/not-in-the-catalogue_iPod.mp4`)).status).toBe(404);
  });
});
