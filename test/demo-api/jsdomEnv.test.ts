// Runs under the project's default (jsdom) environment, as HTTP adapter tests do.
import { DEMO_IDS } from '../../demo-api/catalogue';
import { startDemoApi } from '../../demo-api/server';

it('starts and answers under the default test environment', async () => {
  const api = await startDemoApi({ port: 0 });
  try {
    const res = await fetch(`${api.url}/assetDetailsApi/${DEMO_IDS.playableClip}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<AssetDetail');
    const video = await fetch(`${api.url}/media/video/demo_clip_iPod.mp4`, {
      headers: { Range: 'bytes=0-15' },
    });
    expect(video.status).toBe(206);
    await video.arrayBuffer();
  } finally {
    await api.close();
  }
});
