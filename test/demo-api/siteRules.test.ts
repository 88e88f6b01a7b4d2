/** @jest-environment node */
// The demo's media URLs, run through the site's own media and caption rules.
import { parseSrt } from '../../src/core/rules/media/captions';
import { captionUrl, normaliseMediaUrl } from '../../src/core/rules/media/media';
import { DEMO_IDS } from '../../demo-api/catalogue';
import { startDemoApi, type DemoApi } from '../../demo-api/server';
import { detailOf } from './xmlBodies';

let api: DemoApi;
beforeAll(async () => {
  api = await startDemoApi({ port: 0 });
});
afterAll(() => api.close());

const defaults = { 3: '/lpb.png', 4: '/lsa.png' };

async function mediaUrlOf(id: string): Promise<string> {
  const detail = detailOf(await (await fetch(`${api.url}/assetDetailsApi/${id}`)).text());
  return normaliseMediaUrl(String(detail.FormatLocation), 3, defaults);
}

it('finds the captions of the playable clip where the site looks for them', async () => {
  const media = await mediaUrlOf(DEMO_IDS.playableClip);
  expect(media).toBe(`${api.url}/media/video/demo_clip_iPod.mp4`);
  const res = await fetch(captionUrl(media));
  expect(res.status).toBe(200);
  expect(parseSrt(await res.text())).toHaveLength(6);
});

it('has no captions for the no-captions clip, while its video plays', async () => {
  const media = await mediaUrlOf(DEMO_IDS.noCaptionsClip);
  const video = await fetch(media, { headers: { Range: 'bytes=0-1' } });
  expect(video.status).toBe(206);
  await video.arrayBuffer();
  expect((await fetch(captionUrl(media))).status).toBe(404);
});
