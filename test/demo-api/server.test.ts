/** @jest-environment node */
import { DEMO_BLOG_KEYS, DEMO_IDS, DEMO_ASSET_IDS, DemoCatalogue } from '../../demo-api/catalogue';
import { HOSTILE_HTML } from '../../demo-api/hostile';
import { MAX_LOGGED_REQUESTS, startDemoApi, type DemoApi } from '../../demo-api/server';
import { request } from '../server/support';
import { assetsOf, countOf, detailOf, parseXml, type XmlRecord } from './xmlBodies';

let api: DemoApi;

beforeAll(async () => {
  api = await startDemoApi({ port: 0 });
});

afterAll(async () => {
  await api.close();
});

afterEach(() => {
  api.setMode('normal');
  api.setLatency(0);
});

const get = (path: string, init?: RequestInit): Promise<Response> =>
  fetch(`${api.url}${path}`, init);

async function xmlList(path: string): Promise<XmlRecord[]> {
  const res = await get(path);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/xml/);
  return assetsOf(await res.text());
}

async function xmlCount(path: string): Promise<number> {
  const res = await get(path);
  expect(res.status).toBe(200);
  return countOf(await res.text());
}

async function jsonOf<T>(path: string): Promise<T> {
  const res = await get(path);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return (await res.json()) as T;
}

const publicAssets = DemoCatalogue.assets.filter((a) => a.IsPublic);
const lpbAll = publicAssets.filter((a) => a.Collection === 3).length;

describe('demo API: asset lists', () => {
  it.each(['Series', 'Topic', 'Program'])(
    'GET /getAllAssetsApi/%s lists that type only',
    async (type) => {
      const assets = await xmlList(`/getAllAssetsApi/${type}`);
      expect(assets.length).toBeGreaterThan(0);
      for (const asset of assets) {
        expect(asset.Type).toBe(type);
        expect(asset[`${type.toLowerCase()}Title`]).toBeTruthy();
        expect(asset).toMatchObject({ IsPublic: 'True' });
        expect(['3', '4']).toContain(asset.Collection);
      }
    },
  );

  it('answers an empty list for an unknown type', async () => {
    expect(await xmlList('/getAllAssetsApi/Nonsense')).toEqual([]);
  });

  it('GET /trendingAssetsApi lists public assets, most viewed first', async () => {
    const assets = await xmlList('/trendingAssetsApi');
    expect(assets.length).toBeGreaterThan(3);
    const views = assets.map((a) => Number(a.TrackViews));
    expect([...views].sort((a, b) => b - a)).toEqual(views);
  });

  it('GET /recentlyAddedAssetsApi lists newest first', async () => {
    const assets = await xmlList('/recentlyAddedAssetsApi');
    expect(assets[0]?.Identifier).toBe(DEMO_IDS.playableClip);
    const added = assets.map(
      (a) => DemoCatalogue.assets.find((c) => c.Identifier === a.Identifier)?.addedAt ?? '',
    );
    expect([...added].sort().reverse()).toEqual(added);
  });

  it('answers local thumbnails relative to the site, which passes them on', async () => {
    const [first] = await xmlList('/recentlyAddedAssetsApi');
    expect(first?.ThumbnailImage).toBe(`/media/thumbs/${DEMO_IDS.playableClip}.svg`);
  });
});

describe('demo API: browse paging', () => {
  it('pages LPB by 25 and counts the same total', async () => {
    expect(await xmlCount('/getAllAssetsApiPagedCount?CollectionId=3')).toBe(lpbAll);
    expect(await xmlList('/getAllAssetsApiDataPaged?Page=1&CollectionId=3')).toHaveLength(25);
    const lastPage = Math.ceil(lpbAll / 25);
    const last = await xmlList(`/getAllAssetsApiDataPaged?Page=${lastPage}&CollectionId=3`);
    expect(last).toHaveLength(lpbAll - (lastPage - 1) * 25);
    expect(await xmlList(`/getAllAssetsApiDataPaged?Page=${lastPage + 1}&CollectionId=3`)).toEqual(
      [],
    );
  });

  it('lists every type when AssetType is left out, one type when given', async () => {
    const all = await xmlList('/getAllAssetsApiDataPaged?Page=1&CollectionId=3');
    expect(new Set(all.map((a) => a.Type)).size).toBeGreaterThan(1);
    const series = await xmlList(
      '/getAllAssetsApiDataPaged?Page=1&CollectionId=4&AssetType=Series',
    );
    expect(series.length).toBeGreaterThan(0);
    expect(series.every((a) => a.Type === 'Series' && a.Collection === '4')).toBe(true);
  });

  it('has no topics or programs in LSA', async () => {
    expect(await xmlCount('/getAllAssetsApiPagedCount?CollectionId=4&AssetType=Topic')).toBe(0);
    expect(await xmlCount('/getAllAssetsApiPagedCount?CollectionId=4&AssetType=Program')).toBe(0);
  });

  it('never lists a non-public asset', async () => {
    const count = await xmlCount('/getAllAssetsApiPagedCount?CollectionId=3');
    const pages = await Promise.all(
      Array.from({ length: Math.ceil(count / 25) }, (_, i) =>
        xmlList(`/getAllAssetsApiDataPaged?Page=${i + 1}&CollectionId=3`),
      ),
    );
    const ids = pages.flat().map((a) => a.Identifier);
    expect(new Set(ids).size).toBe(count);
    expect(ids).not.toContain(DEMO_IDS.nonPublicClip);
  });

  it.each(['0', '-1', 'abc', '2.5', '99999999999', '%zz'])(
    'answers page %s with an empty list',
    async (page) => {
      expect(await xmlList(`/getAllAssetsApiDataPaged?Page=${page}&CollectionId=3`)).toEqual([]);
    },
  );

  it('answers an empty list for an unknown collection', async () => {
    expect(await xmlList('/getAllAssetsApiDataPaged?Page=1&CollectionId=9')).toEqual([]);
  });
});

describe('demo API: asset detail', () => {
  it('answers the contract’s AssetDetail for the playable clip', async () => {
    const res = await get(`/assetDetailsApi/${DEMO_IDS.playableClip}`);
    expect(res.headers.get('content-type')).toMatch(/^text\/xml/);
    const detail = detailOf(await res.text());
    expect(detail).toMatchObject({
      AssetType: 'Clip',
      CollectionName: 'Louisiana Public Broadcasting',
      clipTitle: 'Governor McKeithen on the Superdome',
      seriesTitle: 'Louisiana News Archive',
      segmentTitle: '',
      IsPublic: 'True',
      IsDigitized: 'True',
      FormatLocation: '/media/video/demo_clip_iPod.mp4',
      FormatTimeStart: '00:00:03',
      FormatDuration: '00:00:06',
      DateIssued: '1967-08-14',
    });
    const subjects = detail.subjects as { subject: string[] };
    expect(subjects.subject).toContain('Superdome');
    const contributors = (detail.contributors as { contributor: XmlRecord[] }).contributor;
    expect(contributors).toContainEqual({ name: 'Unknown', role: '' });
    const descriptions = (detail.descriptions as { description: XmlRecord[] }).description;
    expect(descriptions.map((d) => d.type)).toEqual(expect.arrayContaining(['Abstract', 'Note']));
  });

  it('accepts the numeric Id as well as the Identifier', async () => {
    const res = await get(`/assetDetailsApi/${DEMO_ASSET_IDS.playableClip}`);
    expect(detailOf(await res.text()).Identifier).toBe(DEMO_IDS.playableClip);
  });

  it('keeps leading zeros in identifiers', async () => {
    const detail = detailOf(await (await get('/assetDetailsApi/00042')).text());
    expect(detail.Identifier).toBe('00042');
    expect((await get('/assetDetailsApi/42')).status).toBe(404);
  });

  it('returns a non-public asset with IsPublic False', async () => {
    const detail = detailOf(await (await get(`/assetDetailsApi/${DEMO_IDS.nonPublicClip}`)).text());
    expect(detail.IsPublic).toBe('False');
  });

  it('answers 404 for an unknown asset', async () => {
    expect((await get('/assetDetailsApi/no-such-asset')).status).toBe(404);
  });

  it('escapes markup characters and decodes back to the same text', async () => {
    const res = await get(`/assetDetailsApi/${DEMO_IDS.ampersandTitleClip}`);
    const body = await res.text();
    expect(body).toContain('Cajun &amp; Creole Fiddle Styles');
    expect(detailOf(body).clipTitle).toBe('Cajun & Creole Fiddle Styles');
    const curly = await (await get(`/assetDetailsApi/${DEMO_IDS.curlyApostropheClip}`)).text();
    expect(curly).toContain('&#8217;');
    expect(detailOf(curly).clipTitle).toBe('Edwin Edwards Wins the Governor’s Race');
  });

  it('marks a missing media file as nil', async () => {
    const body = await (await get(`/assetDetailsApi/${DEMO_IDS.notDigitizedClip}`)).text();
    expect(body).toContain('<FormatLocation i:nil="true"/>');
    expect(detailOf(body).IsDigitized).toBe('False');
  });
});

describe('demo API: related assets', () => {
  const bigSeriesCount = DemoCatalogue.assets.filter(
    (a) => a.IsPublic && a.memberOf.includes(DEMO_IDS.bigSeries),
  ).length;

  it('pages a big series by 25', async () => {
    expect(await xmlCount(`/getRelatedAssetsApiPagedCount/${DEMO_IDS.bigSeries}`)).toBe(
      bigSeriesCount,
    );
    expect(await xmlList(`/getRelatedAssetsPaged/${DEMO_IDS.bigSeries}/1`)).toHaveLength(25);
    const second = await xmlList(`/getRelatedAssetsPaged/${DEMO_IDS.bigSeries}/2`);
    expect(second).toHaveLength(bigSeriesCount - 25);
    expect(second.every((a) => a.seriesTitle === 'Louisiana News Archive')).toBe(true);
    expect(await xmlList(`/getRelatedAssetsPaged/${DEMO_IDS.bigSeries}/-1`)).toEqual([]);
    expect(await xmlList(`/getRelatedAssetsPaged/${DEMO_IDS.bigSeries}/999999`)).toEqual([]);
  });

  it('pages a big topic', async () => {
    expect(await xmlCount(`/getRelatedAssetsApiPagedCount/${DEMO_IDS.bigTopic}`)).toBeGreaterThan(
      25,
    );
    expect(await xmlList(`/getRelatedAssetsPaged/${DEMO_IDS.bigTopic}/2`)).not.toEqual([]);
  });

  it('lists the siblings of a member, without itself', async () => {
    const related = await xmlList(`/getRelatedAssets/${DEMO_IDS.playableClip}`);
    expect(related.length).toBe(bigSeriesCount - 1);
    expect(related.map((a) => a.Identifier)).not.toContain(DEMO_IDS.playableClip);
  });

  it('answers empty for a stand-alone or unknown asset', async () => {
    expect(await xmlList(`/getRelatedAssets/${DEMO_IDS.standaloneClip}`)).toEqual([]);
    expect(await xmlList('/getRelatedAssets/nothing')).toEqual([]);
    expect(await xmlCount('/getRelatedAssetsApiPagedCount/nothing')).toBe(0);
  });
});

describe('demo API: search', () => {
  it('finds by title, case-insensitively, including a non-public asset', async () => {
    const ids = (await xmlList('/search/superDOME/ALLFIELDS')).map((a) => a.Identifier);
    expect(ids).toEqual(expect.arrayContaining([DEMO_IDS.playableClip, DEMO_IDS.nonPublicClip]));
  });

  it('searches subjects and descriptions with ALLFIELDS, titles only with TITLE', async () => {
    const all = await xmlList('/search/Boycotts/ALLFIELDS');
    expect(all.length).toBeGreaterThan(0);
    expect(await xmlList('/search/Boycotts/TITLE')).toEqual([]);
    expect((await xmlList('/search/levee/TITLE')).length).toBeGreaterThan(0);
  });

  it('defaults searchBy to ALLFIELDS and matches curly apostrophes with straight ones', async () => {
    const ids = (await xmlList(`/search/${encodeURIComponent("Governor's Race")}`)).map(
      (a) => a.Identifier,
    );
    expect(ids).toContain(DEMO_IDS.curlyApostropheClip);
  });

  it('takes the keyword from one decoded path segment', async () => {
    await xmlList(`/search/${encodeURIComponent('a/b?c#d%e f')}/ALLFIELDS`);
    const phrase = await xmlList(`/search/${encodeURIComponent('Cajun & Creole')}/TITLE`);
    expect(phrase.map((a) => a.Identifier)).toContain(DEMO_IDS.ampersandTitleClip);
    expect(api.requests).toContain('GET /search/a%2Fb%3Fc%23d%25e%20f/ALLFIELDS');
  });

  it('survives bad percent-encoding', async () => {
    expect(await xmlList('/search/%E0%A4%A/ALLFIELDS')).toEqual([]);
  });
});

describe('demo API: blogs', () => {
  interface Blog {
    key: string;
    blogtitle: string;
    bloghtml: string;
    blogpic: string;
    blogdate: string;
    blogactive: unknown;
  }

  it('lists every blog newest first with site-relative pictures', async () => {
    const blogs = await jsonOf<Blog[]>('/spotlightonhistory/blogs');
    expect(blogs.length).toBe(DemoCatalogue.blogs.length);
    const dates = blogs.map((b) => b.blogdate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(blogs[0]?.blogpic).toBe(`/media/blog/${blogs[0]?.key}.svg`);
    expect(blogs[0]?.bloghtml).toContain('src="/media/blog/');
  });

  it('answers one blog by key and 404 for an unknown key', async () => {
    const blog = await jsonOf<Blog>(`/spotlightonhistory/blogs/${DEMO_BLOG_KEYS.activeAsText}`);
    expect(blog.blogactive).toBe('true');
    expect((await get('/spotlightonhistory/blogs/nope')).status).toBe(404);
  });

  it('pages blogs by 6', async () => {
    type Page = { data: Blog[]; totalItems: number; pageSize: number; pageNumber: number };
    const first = await jsonOf<Page>('/blog-pagination/1');
    expect(first).toMatchObject({
      totalItems: DemoCatalogue.blogs.length,
      pageSize: 6,
      pageNumber: 1,
    });
    expect(first.data).toHaveLength(6);
    const second = await jsonOf<Page>('/blog-pagination/2');
    expect(second.data).toHaveLength(DemoCatalogue.blogs.length - 6);
    expect((await jsonOf<Page>('/blog-pagination/-3')).data).toEqual([]);
  });

  it('answers trends and front-page blogs in the contract’s shape', async () => {
    const trends = await jsonOf<Array<Record<string, string>>>(
      '/spotlightonhistory/frontpage/trends',
    );
    expect(Object.keys(trends[0] ?? {})[0]).toBe('trend1');
    expect(trends[0]?.trend1).toBe(DEMO_ASSET_IDS.playableClip);
    const picks = await jsonOf<Array<Record<string, string>>>(
      '/spotlightonhistory/frontpage/blogs',
    );
    expect(picks).toEqual([{ blog1: 'b1', blog2: 'b4', blog3: 'b6' }]);
  });
});

describe('demo API: writes and CORS', () => {
  it('records contact posts and answers {}', async () => {
    const message = {
      name: 'Ann',
      email: 'ann@example.org',
      zip: '70801',
      message: 'Hi',
      location: 'BR',
    };
    const res = await get('/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(message),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect(api.contactPosts).toContainEqual(message);
  });

  it('records captcha posts and answers success', async () => {
    const res = await get('/reCaptcha', {
      method: 'POST',
      body: JSON.stringify({ response: 'tok' }),
    });
    expect(await res.json()).toEqual({ success: true });
    expect(api.captchaPosts).toContainEqual({ response: 'tok' });
  });

  it('rejects a body that is not JSON, and GET on a write route', async () => {
    expect((await get('/contact', { method: 'POST', body: '{oops' })).status).toBe(400);
    expect((await get('/contact')).status).toBe(405);
  });

  it('allows any origin and answers preflights', async () => {
    const res = await get('/trendingAssetsApi');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const pre = await get('/contact', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-xsrf-token',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    expect(pre.headers.get('access-control-allow-methods')).toMatch(/POST/);
    expect(pre.headers.get('access-control-allow-headers')).toMatch(/X-XSRF-TOKEN/i);
  });

  it('answers 404 for unknown paths', async () => {
    for (const path of [
      '/',
      '/nothing',
      '/assetDetailsApi',
      '/media/thumbs/none.svg',
      '/media/x.mp4',
    ]) {
      expect((await get(path)).status).toBe(404);
    }
  });
});

describe('demo API: control endpoints', () => {
  const corsHeaders = (res: Response): string[] =>
    [...res.headers.keys()].filter((name) => name.startsWith('access-control-'));

  it('reads the state and switches the mode, with no CORS headers', async () => {
    const state = await get('/__demo/state', { headers: { Origin: 'http://localhost:3000' } });
    expect(state.status).toBe(200);
    expect(await state.json()).toMatchObject({ mode: 'normal' });
    expect(corsHeaders(state)).toEqual([]);

    const control = await get('/__demo/control', {
      method: 'POST',
      headers: { Origin: 'http://localhost:3000', 'Content-Type': 'application/json' },
      body: JSON.stringify({ mode: 'error500' }),
    });
    expect(control.status).toBe(200);
    expect(api.mode).toBe('error500');
    expect(corsHeaders(control)).toEqual([]);
  });

  it('answers no preflight, so no page on another origin may call them', async () => {
    const pre = await get('/__demo/control', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(pre.status).toBe(405);
    expect(corsHeaders(pre)).toEqual([]);
    expect(api.mode).toBe('normal');
  });

  it('keeps only the newest requests in the log', async () => {
    api.reset();
    const hit = async (path: string): Promise<void> => void (await (await get(path)).text());
    await hit('/health?first');
    for (let sent = 0; sent < MAX_LOGGED_REQUESTS; sent += 50) {
      await Promise.all(Array.from({ length: 50 }, () => hit('/health?fill')));
    }
    for (const n of [1, 2, 3]) await hit(`/health?last=${n}`);
    expect(api.requests).toHaveLength(MAX_LOGGED_REQUESTS);
    expect(api.requests).not.toContain('GET /health?first');
    expect(api.requests.slice(-3)).toEqual([
      'GET /health?last=1',
      'GET /health?last=2',
      'GET /health?last=3',
    ]);
    const state = (await (await get('/__demo/state')).json()) as { requests: string[] };
    expect(state.requests).toHaveLength(MAX_LOGGED_REQUESTS);
  });
});

describe('demo API: media', () => {
  const video = '/media/video/demo_clip_iPod.mp4';

  it('serves the video whole and by ranges', async () => {
    const whole = await get(video);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('access-control-allow-origin')).toBe('*');
    const size = (await whole.arrayBuffer()).byteLength;
    expect(size).toBeGreaterThan(10_000);
    expect(size).toBeLessThan(300_000);

    const part = await get(video, { headers: { Range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);

    const open = await get(video, { headers: { Range: 'bytes=1000-' } });
    expect(open.headers.get('content-range')).toBe(`bytes 1000-${size - 1}/${size}`);
    await open.arrayBuffer();

    const tail = await get(video, { headers: { Range: 'bytes=-50' } });
    expect((await tail.arrayBuffer()).byteLength).toBe(50);

    const beyond = await get(video, { headers: { Range: `bytes=${size}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${size}`);
  });

  it('serves captions where the site looks for them', async () => {
    // The site's rule: `captions` after the host, `_iPod.mp4` -> `.srt`.
    const res = await get('/captions/media/video/demo_clip.srt');
    expect(res.status).toBe(200);
    const srt = await res.text();
    expect(srt).toMatch(/^1\r\n00:00:00,500 --> 00:00:02,800\r\n/);
    expect(srt.match(/-->/g)?.length).toBeGreaterThanOrEqual(5);
  });

  it('serves the no-captions alias of the video but no caption file for it', async () => {
    const res = await get('/media/video/demo_clip_nocaptions.mp4', {
      headers: { Range: 'bytes=0-9' },
    });
    expect(res.status).toBe(206);
    await res.arrayBuffer();
    expect((await get('/captions/media/video/demo_clip_nocaptions.srt')).status).toBe(404);
  });

  it('generates thumbnails, blog pictures and logos as SVG', async () => {
    for (const path of [
      `/media/thumbs/${DEMO_IDS.ampersandTitleClip}.svg`,
      '/media/blog/b1.svg',
      '/media/blog/b1-1.svg',
      '/media/logos/lsa.svg',
    ]) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      parseXml(await res.text());
    }
    const svg = await (await get(`/media/thumbs/${DEMO_IDS.ampersandTitleClip}.svg`)).text();
    expect(svg).toContain('Cajun &amp; Creole');
  });

  it('is not delayed by latency, while the API is', async () => {
    api.setLatency(120);
    const started = Date.now();
    await (await get('/trendingAssetsApi')).text();
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
    // An API answer held for ten minutes is still pending when the media file has come.
    api.setLatency(600_000);
    const held = new AbortController();
    let apiAnswered = false;
    const apiCall = get('/trendingAssetsApi', { signal: held.signal }).then(
      () => (apiAnswered = true),
      () => undefined,
    );
    expect((await get('/media/logos/lpb.svg')).status).toBe(200);
    expect(apiAnswered).toBe(false);
    held.abort();
    await apiCall;
  });
});

describe('demo API: origin of media URLs', () => {
  // An http origin would be turned into https by the site, where this server has no TLS.
  it('never makes them absolute with the Host header', async () => {
    const port = Number(new URL(api.url).port);
    const answer = await request(port, `/assetDetailsApi/${DEMO_IDS.playableClip}`, {
      headers: { Host: `localhost:${port}` },
    });
    expect(detailOf(answer.body.toString()).Thumbnail).toBe(
      `/media/thumbs/${DEMO_IDS.playableClip}.svg`,
    );
  });

  it('prefers the configured public origin', async () => {
    const other = await startDemoApi({ port: 0, publicOrigin: 'https://demo.example.org/' });
    try {
      const res = await fetch(`${other.url}/assetDetailsApi/${DEMO_IDS.playableClip}`);
      expect(detailOf(await res.text()).FormatLocation).toBe(
        'https://demo.example.org/media/video/demo_clip_iPod.mp4',
      );
    } finally {
      await other.close();
    }
  });
});

describe('demo API: modes', () => {
  it('error500: every API call answers 500, media still works', async () => {
    api.setMode('error500');
    expect((await get('/trendingAssetsApi')).status).toBe(500);
    expect((await get('/spotlightonhistory/blogs')).status).toBe(500);
    expect((await get('/contact', { method: 'POST', body: '{}' })).status).toBe(500);
    expect((await get('/media/logos/lpb.svg')).status).toBe(200);
    expect((await get('/health')).status).toBe(200);
  });

  it('malformed: broken XML and broken JSON with status 200', async () => {
    api.setMode('malformed');
    const xmlRes = await get('/getAllAssetsApi/Series');
    expect(xmlRes.status).toBe(200);
    expect(xmlRes.headers.get('content-type')).toMatch(/^text\/xml/);
    const broken = await xmlRes.text();
    expect(broken).toBe('<ArrayOfAsset><Asset>');
    expect(() => parseXml(broken)).toThrow();
    const blogs = await get('/spotlightonhistory/blogs');
    expect(blogs.headers.get('content-type')).toMatch(/json/);
    await expect(blogs.json()).rejects.toThrow();
  });

  it('html200: an HTML error page with status 200', async () => {
    api.setMode('html200');
    const res = await get(`/assetDetailsApi/${DEMO_IDS.playableClip}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toMatch(/<html>/);
  });

  it('empty: status 200 with an empty body', async () => {
    api.setMode('empty');
    for (const path of ['/recentlyAddedAssetsApi', '/blog-pagination/1']) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('');
    }
  });

  it('hostile: well-formed answers whose text carries script payloads', async () => {
    api.setMode('hostile');
    const assets = await xmlList('/getAllAssetsApi/Series');
    expect(assets.length).toBeGreaterThan(0);
    expect(assets.some((a) => String(a.seriesTitle).includes('<'))).toBe(true);
    const detail = detailOf(await (await get(`/assetDetailsApi/${DEMO_IDS.playableClip}`)).text());
    expect(String(detail.clipTitle)).toContain('Governor McKeithen on the Superdome');
    expect(String(detail.clipTitle)).toMatch(/<b>Bold<\/b> & "quotes"/);
    const blog = await jsonOf<{ bloghtml: string; blogtitle: string }>(
      '/spotlightonhistory/blogs/b1',
    );
    expect(blog.bloghtml).toContain(HOSTILE_HTML);
    expect(blog.bloghtml).toContain('<script>window.__pwned = true;</script>');
    expect(blog.blogtitle).toContain('onerror');
  });

  it('rejects an unknown mode', () => {
    expect(() => api.setMode('chaos' as never)).toThrow(/Unknown demo API mode/);
  });
});

describe('demo API: robustness', () => {
  it('survives odd input and keeps answering', async () => {
    const odd = [
      '/assetDetailsApi/%E0%A4%A',
      '/assetDetailsApi/..%2F..%2Fetc%2Fpasswd',
      '/getRelatedAssetsPaged/x/-1',
      '/getRelatedAssetsPaged/x/1e309',
      `/search/${'a'.repeat(5000)}/ALLFIELDS`,
      '/getAllAssetsApiDataPaged?Page=%&CollectionId=%%',
      '//',
      '/blog-pagination/NaN',
    ];
    for (const path of odd) {
      const res = await get(path);
      expect(res.status).toBeLessThan(500);
      await res.text();
    }
    expect((await get('/trendingAssetsApi')).status).toBe(200);
  });

  it('logs method and path of every request', async () => {
    api.reset();
    await (await get('/trendingAssetsApi?x=1')).text();
    expect(api.requests).toEqual(['GET /trendingAssetsApi?x=1']);
  });
});
