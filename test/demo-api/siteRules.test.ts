/** @jest-environment node */
// The demo's media URLs, run through the site's own media and caption rules, and fetched from
// the site's server, which passes them on to the demo API as a demo runs it.
import type { Server } from 'node:http';
import { MemoryLogger } from '../../src/adapters/memory/MemoryLogger';
import { parseSrt } from '../../src/core/rules/media/captions';
import { captionUrl, normaliseMediaUrl } from '../../src/core/rules/media/media';
import { createSiteServer } from '../../src/server/http/siteServer';
import { DEMO_IDS } from '../../demo-api/catalogue';
import { startDemoApi, type DemoApi } from '../../demo-api/server';
import { closeServer, listenOnLoopback } from '../server/support';
import { detailOf } from './xmlBodies';

let api: DemoApi;
let site: Server;
let siteUrl: string;
beforeAll(async () => {
  api = await startDemoApi({ port: 0 });
  site = createSiteServer({
    render: async () => ({ status: 404, html: 'page' }),
    logger: new MemoryLogger(),
    policy: "default-src 'self'",
    accessLog: () => undefined,
    demoMediaOrigin: api.url,
  });
  siteUrl = `http://127.0.0.1:${await listenOnLoopback(site)}`;
});
afterAll(async () => {
  await closeServer(site);
  await api.close();
});

const defaults = { 3: '/lpb.png', 4: '/lsa.png' };

async function mediaUrlOf(id: string): Promise<string> {
  const detail = detailOf(await (await fetch(`${api.url}/assetDetailsApi/${id}`)).text());
  return normaliseMediaUrl(String(detail.FormatLocation), 3, defaults);
}

it('finds the captions of the playable clip where the site looks for them', async () => {
  const media = await mediaUrlOf(DEMO_IDS.playableClip);
  expect(media).toBe('/media/video/demo_clip_iPod.mp4');
  const res = await fetch(`${siteUrl}${captionUrl(media)}`);
  expect(res.status).toBe(200);
  expect(parseSrt(await res.text())).toHaveLength(6);
});

it('has no captions for the no-captions clip, while its video plays', async () => {
  const media = await mediaUrlOf(DEMO_IDS.noCaptionsClip);
  const video = await fetch(`${siteUrl}${media}`, { headers: { Range: 'bytes=0-1' } });
  expect(video.status).toBe(206);
  expect(video.headers.get('content-range')).toMatch(/^bytes 0-1\//);
  expect(video.headers.get('content-type')).toBe('video/mp4');
  await video.arrayBuffer();
  expect((await fetch(`${siteUrl}${captionUrl(media)}`)).status).toBe(404);
});

it('shows the thumbnails and blog pictures the demo answers', async () => {
  const detail = detailOf(
    await (await fetch(`${api.url}/assetDetailsApi/${DEMO_IDS.playableClip}`)).text(),
  );
  const thumbnail = normaliseMediaUrl(String(detail.Thumbnail), 3, defaults);
  expect(thumbnail).toMatch(/^\/media\/thumbs\//);
  const res = await fetch(`${siteUrl}${thumbnail}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  expect(await res.text()).toContain('<svg');
});
