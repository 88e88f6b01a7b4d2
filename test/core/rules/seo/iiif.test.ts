import {
  CANVAS_SIZE,
  IIIF_CONTEXT,
  iiifManifest,
  isRightsUrl,
} from '../../../../src/core/rules/seo/iiif';
import { detailFields } from '../../../../src/core/rules/clip/detailFields';
import type { AssetDetail } from '../../../../src/core/entities/AssetDetail';
import { anAssetDetail, ORIGIN } from '../../../support/builders';
import { iiifProblems } from '../../../support/iiifChecker';
import { itMaps } from '../../../support/tables';

const BASE = `${ORIGIN}/iiif/LPB-CL-1042`;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function manifestOf(fields: Partial<AssetDetail> = {}, hasCaptions = true): Json {
  const detail = anAssetDetail({ id: 'LPB-CL-1042', ...fields });
  const manifest = iiifManifest({
    detail,
    origin: ORIGIN,
    details: detailFields(detail),
    hasCaptions,
  });
  if (!manifest) throw new Error('no manifest');
  return manifest as Json;
}

describe('a video as a IIIF Presentation 3 manifest', () => {
  it('passes the checks viewers rely on', () => {
    expect(iiifProblems(manifestOf())).toEqual([]);
    expect(iiifProblems(manifestOf({}, false))).toEqual([]);
    expect(iiifProblems(manifestOf({ timeStart: '00:00:00' }))).toEqual([]);
  });

  it('names its IIIF Content Search 2.0 service when it names captions, and only then', () => {
    expect(manifestOf().service).toEqual([{ id: `${BASE}/search`, type: 'SearchService2' }]);
    expect(manifestOf({}, false).service).toBeUndefined();
  });

  it('is its own absolute id, labelled and summarised in English', () => {
    const manifest = manifestOf();
    expect(manifest['@context']).toBe(IIIF_CONTEXT);
    expect(manifest.id).toBe(`${BASE}/manifest.json`);
    expect(manifest.type).toBe('Manifest');
    expect(manifest.label).toEqual({ en: ['Governor McKeithen on the Superdome'] });
    expect(manifest.summary).toEqual({ en: ['The governor explains the stadium plan.'] });
  });

  it('carries the DETAILS lines of the video page, with its contributors, as metadata', () => {
    expect(manifestOf().metadata).toEqual([
      { label: { en: ['Collection'] }, value: { en: ['Louisiana Public Broadcasting'] } },
      { label: { en: ['Genre'] }, value: { en: ['News Report'] } },
      { label: { en: ['Place Covered'] }, value: { en: ['New Orleans (La.)'] } },
      { label: { en: ['Copyright Holder'] }, value: { en: ['WBRZ'] } },
      { label: { en: ['Date Issued'] }, value: { en: ['1967-08-14'] } },
      { label: { en: ['Duration'] }, value: { en: ['00:02:41'] } },
      { label: { en: ['Subjects'] }, value: { en: ['Architecture'] } },
      { label: { en: ['Contributors'] }, value: { en: ['John McKeithen (Interviewee)'] } },
    ]);
  });

  it('paints the media file as a Video on a canvas as long as the clip reaches into it', () => {
    const [canvas] = manifestOf().items;
    // FormatTimeStart 00:10:05 plus FormatDuration 00:02:41.
    expect(canvas).toMatchObject({
      id: `${BASE}/canvas`,
      type: 'Canvas',
      duration: 766,
      width: CANVAS_SIZE.width,
      height: CANVAS_SIZE.height,
    });
    expect(canvas.items[0].items[0]).toEqual({
      id: `${BASE}/canvas/page/1/video`,
      type: 'Annotation',
      motivation: 'painting',
      body: {
        id: 'https://s3.amazonaws.com/ldma-media/video/news/1967_reel12_iPod.mp4',
        type: 'Video',
        format: 'video/mp4',
        width: 640,
        height: 360,
        duration: 766,
      },
      target: `${BASE}/canvas`,
    });
  });

  it('marks the clip inside the file as a Range, and starts there', () => {
    const manifest = manifestOf();
    expect(manifest.structures).toEqual([
      {
        id: `${BASE}/range/clip`,
        type: 'Range',
        label: { en: ['Governor McKeithen on the Superdome'] },
        items: [{ id: `${BASE}/canvas#t=605,766`, type: 'Canvas' }],
      },
    ]);
    expect(manifest.start).toEqual({
      id: `${BASE}/start`,
      type: 'SpecificResource',
      source: `${BASE}/canvas`,
      selector: { type: 'PointSelector', t: 605 },
    });
  });

  it('needs neither when the clip is the file from its start', () => {
    const manifest = manifestOf({ timeStart: '' });
    expect(manifest.items[0].duration).toBe(161);
    expect(manifest).not.toHaveProperty('structures');
    expect(manifest).not.toHaveProperty('start');
  });

  it("names the site's own WebVTT captions as a supplementing annotation, only when there are some", () => {
    const [canvas] = manifestOf().items;
    expect(canvas.annotations).toEqual([
      {
        id: `${BASE}/canvas/captions`,
        type: 'AnnotationPage',
        items: [
          {
            id: `${BASE}/canvas/captions/en`,
            type: 'Annotation',
            motivation: 'supplementing',
            body: {
              id: `${ORIGIN}/captions/LPB-CL-1042.vtt`,
              type: 'Text',
              format: 'text/vtt',
              language: ['en'],
              label: { en: ['English'] },
            },
            target: `${BASE}/canvas`,
          },
        ],
      },
    ]);
    expect(manifestOf({}, false).items[0]).not.toHaveProperty('annotations');
  });

  it('links its thumbnail, its page on the site, the archive and the date of issue', () => {
    const manifest = manifestOf();
    expect(manifest.thumbnail).toEqual([
      { id: 'https://example.org/thumbs/1.jpg', type: 'Image', format: 'image/jpeg' },
    ]);
    expect(manifest.homepage).toEqual([
      {
        id: `${ORIGIN}/video_v2/asset-detail/LPB-CL-1042`,
        type: 'Text',
        label: { en: ['Governor McKeithen on the Superdome'] },
        format: 'text/html',
        language: ['en'],
      },
    ]);
    expect(manifest.provider[0]).toMatchObject({
      type: 'Agent',
      label: { en: ['Louisiana Digital Media Archive'] },
    });
    expect(manifest.navDate).toBe('1967-08-14T00:00:00Z');
    expect(manifestOf({ dateIssued: '1967' }).navDate).toBe('1967-01-01T00:00:00Z');
    expect(manifestOf({ dateIssued: 'undated' })).not.toHaveProperty('navDate');
  });

  it('makes site-relative media and thumbnails absolute', () => {
    const manifest = manifestOf({ mediaUrl: '/media/demo.mp4', thumbnail: '/static/lpb.svg' });
    expect(manifest.items[0].items[0].items[0].body.id).toBe(`${ORIGIN}/media/demo.mp4`);
    expect(manifest.thumbnail[0]).toEqual({
      id: `${ORIGIN}/static/lpb.svg`,
      type: 'Image',
      format: 'image/svg+xml',
    });
    expect(iiifProblems(manifest)).toEqual([]);
  });

  it('is not made for a video of unknown length: a canvas needs a duration', () => {
    const detail = anAssetDetail({ duration: '' });
    expect(
      iiifManifest({ detail, origin: ORIGIN, details: [], hasCaptions: false }),
    ).toBeUndefined();
  });

  it('encodes the id in every address', () => {
    const manifest = manifestOf({ id: 'A B/1' });
    expect(manifest.id).toBe(`${ORIGIN}/iiif/A%20B%2F1/manifest.json`);
    expect(iiifProblems(manifest)).toEqual([]);
  });

  it('keeps text that looks like markup as text', () => {
    const manifest = manifestOf({ title: '<b>Jazz</b>', publishers: ['<i>WBRZ</i>'] });
    expect(manifest.label).toEqual({ en: ['<span>&lt;b&gt;Jazz&lt;/b&gt;</span>'] });
    expect(manifest.requiredStatement.value).toEqual({
      en: ['<span>&lt;i&gt;WBRZ&lt;/i&gt;</span>'],
    });
  });
});

describe('rights', () => {
  it('names the copyright holder as a required statement when no rights URL is known', () => {
    const manifest = manifestOf();
    expect(manifest).not.toHaveProperty('rights');
    expect(manifest.requiredStatement).toEqual({
      label: { en: ['Copyright Holder'] },
      value: { en: ['WBRZ'] },
    });
    expect(manifestOf({ publishers: [] })).not.toHaveProperty('requiredStatement');
  });

  it('sets rights only from a RightsStatements.org or Creative Commons URL', () => {
    const url = 'http://rightsstatements.org/vocab/InC-EDU/1.0/';
    const manifest = manifestOf({ publishers: ['WBRZ', url] });
    expect(manifest.rights).toBe(url);
    expect(manifest.requiredStatement.value).toEqual({ en: ['WBRZ'] });
    expect(iiifProblems(manifest)).toEqual([]);
  });

  itMaps(isRightsUrl, '%s is a rights URL: %s', [
    ['http://rightsstatements.org/vocab/InC/1.0/', true],
    ['https://rightsstatements.org/vocab/NoC-US/1.0/', true],
    ['https://creativecommons.org/licenses/by/4.0/', true],
    ['http://creativecommons.org/licenses/by-nc-sa/3.0/us/', true],
    ['https://creativecommons.org/publicdomain/zero/1.0/', true],
    ['https://creativecommons.org/publicdomain/mark/1.0/', true],
    ['https://rightsstatements.org/vocab/Made-Up/1.0/', false],
    ['https://creativecommons.org/', false],
    ['https://example.org/licenses/by/4.0/', false],
    ['All rights reserved', false],
    ['javascript:alert(1)', false],
  ]);
});

describe('the checker', () => {
  it('finds what viewers would trip on', () => {
    const broken = manifestOf();
    broken.id = '/relative';
    broken.label = 'not a map';
    broken.items[0].duration = 0;
    broken.items[0].items[0].items[0].motivation = 'commenting';
    delete broken.items[0].items[0].items[0].body.duration;
    expect(iiifProblems(broken)).toEqual([
      'manifest: id /relative is not an absolute URL',
      'manifest: label is not a language map',
      'canvas[0]: duration must be a positive number',
      'canvas[0].items[0].items[0]: a canvas item must be painting',
      'canvas[0].items[0].items[0].body: a Video body needs a duration',
      'structures[0].items[0]: its time lies outside the canvas',
      'start: t lies outside the canvas',
      // The IIIF Commons parser reads the label strictly, and drops a duration of 0.
      '@iiif/parser strict: "label" should be a language map instead found a string',
      expect.stringMatching(/^@iiif\/parser: the canvases read back differ: .*"bodies"/),
    ]);
    expect(iiifProblems({ type: 'Manifest', id: `${ORIGIN}/m`, label: { en: ['x'] } })).toEqual([
      'manifest: @context must end with the IIIF 3 context',
      'manifest: items must be a non-empty list',
    ]);
    const captions = manifestOf();
    captions.items[0].annotations[0].items[0].body.language = 'en';
    expect(iiifProblems(captions)).toEqual([
      '@iiif/parser strict: "language" should be Array of values',
    ]);
  });
});
