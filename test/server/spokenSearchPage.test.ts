/** @jest-environment node */
import { DEMO_IDS } from '../../demo-api/catalogue';
import { openTranscriptIndex } from '../../src/adapters/sql/openTranscriptIndex';
import type { PostgresTranscriptIndex } from '../../src/adapters/sql/PostgresTranscriptIndex';
import {
  MAX_MARKS_PER_MOMENT,
  MAX_MOMENT_CHARS,
  MOMENTS_PER_VIDEO,
} from '../../src/core/entities/SpokenWords';
import { parseSrt } from '../../src/core/rules/media/captions';
import { indexedAssetOf, indexedCues } from '../../src/core/rules/media/spokenIndex';
import { MAX_SEARCH_ANSWER_BYTES } from '../../src/server/resources/answerBounds';
import { readyTranscripts } from '../../src/server/index/spokenWordsIndex';
import { longCuesSrt } from '../support/captionFile';
import { SPOKEN_HEADING, SPOKEN_UNAVAILABLE } from '../../src/ui/components/spoken/SpokenWords';
import { fromDemoCatalogue } from '../support/demoAdapters';
import { served } from './support';

jest.mock('jsdom', () => jest.requireActual('../support/jestJsdom'));

const CLIP = DEMO_IDS.playableClip;

const spokenPart = (document: Document) =>
  [...document.querySelectorAll('section')].find(
    (section) => section.querySelector('h2')?.textContent === SPOKEN_HEADING,
  );

let index: PostgresTranscriptIndex;
let building: PostgresTranscriptIndex;

beforeAll(async () => {
  const detail = await fromDemoCatalogue().archive.assetDetail(CLIP);
  index = await openTranscriptIndex();
  await index.store(
    {
      id: CLIP,
      title: detail.title,
      seriesTitle: detail.seriesTitle,
      type: 'Clip',
      collection: 3,
      thumbnail: detail.thumbnail,
      captionVersion: 'v1',
    },
    [
      { offset: 4.6, end: 7, text: 'The levee broke <script>alert(1)</script> at dawn.' },
      { offset: 65, end: 68, text: 'They built the levee higher.' },
    ],
  );
  await index.markPass(Date.now());
  building = await openTranscriptIndex();
}, 60_000);

afterAll(async () => {
  await index.close();
  await building.close();
});

describe("the search page's first HTML", () => {
  it('holds the videos whose spoken words match, their moments linked and marked', async () => {
    const { status, document, html } = await served('/search?keyword=levee', {
      transcripts: readyTranscripts(index),
    });
    expect(status).toBe(200);
    const part = spokenPart(document);
    expect(part).toBeDefined();
    expect(part?.querySelector('h3')?.textContent).toBeTruthy();
    const moments = [...(part?.querySelectorAll('a.moment') ?? [])];
    expect(moments.map((link) => link.getAttribute('href'))).toEqual([
      `/video_v2/asset-detail/${CLIP}?keyword=levee&t=4`,
      `/video_v2/asset-detail/${CLIP}?keyword=levee&t=65`,
    ]);
    expect(moments[0]?.querySelector('.moment__time')?.textContent).toBe('0:04');
    expect([...(moments[0]?.querySelectorAll('mark') ?? [])].map((m) => m.textContent)).toEqual([
      'levee',
    ]);
    // The line's text is text: its markup is escaped, never run.
    expect(part?.querySelector('script')).toBeNull();
    expect(moments[0]?.textContent).toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<script>alert(1)');
    // The browser takes the same answer from the page data instead of asking again.
    const data = JSON.parse(document.getElementById('page-data')?.textContent ?? '{}');
    expect(Object.keys(data.data)).toContain('spoken///1/levee');
  });

  it('announces the spoken-word part at the top of the results, a link that jumps to it without script', async () => {
    const { document } = await served('/search?keyword=levee', {
      transcripts: readyTranscripts(index),
    });
    const announcement = [...document.querySelectorAll('a')].find(
      (link) => link.textContent === 'Said in 1 video',
    );
    const part = spokenPart(document);
    expect(part?.id).toBeTruthy();
    expect(announcement?.getAttribute('href')).toBe(`#${part?.id}`);
    expect(document.querySelectorAll(`[id="${part?.id}"]`)).toHaveLength(1);
    // At the top: straight after the heading, before the archive's results.
    const heading = document.querySelector('h1');
    expect(heading?.nextElementSibling?.contains(announcement ?? null)).toBe(true);
    const grid = document.querySelector('.results-grid');
    expect(grid).not.toBeNull();
    expect(
      announcement!.compareDocumentPosition(grid!) &
        document.defaultView!.Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("links the spoken-word part's pages and filters for visitors without script", async () => {
    // Enough videos in both collections for a second page and a choice of filter.
    const many = await openTranscriptIndex();
    for (let n = 0; n < 12; n += 1) {
      await many.store(
        {
          id: `LEVEE-${n}`,
          title: `Levee film ${n}`,
          seriesTitle: '',
          type: 'Clip',
          collection: n % 2 === 0 ? 3 : 4,
          thumbnail: '',
          captionVersion: 'v1',
        },
        [{ offset: 1, end: 3, text: `The levee, part ${n}.` }],
      );
    }
    await many.markPass(Date.now());
    const { document } = await served('/search?keyword=levee&spoken_page=1', {
      transcripts: readyTranscripts(many),
    }).finally(() => many.close());
    const filters = document.querySelector('nav[aria-label="Filter spoken-word results"]');
    const hrefs = [...(filters?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/search?keyword=levee&search_by=ALLFIELDS&collection=3');
    expect(document.querySelector('nav[aria-label="Spoken-word results pages"]')).not.toBeNull();
  });

  it('still shows the archive results, and says spoken-word search is not available yet, before the first pass', async () => {
    const { document } = await served('/search?keyword=levee', {
      transcripts: readyTranscripts(building),
    });
    expect(spokenPart(document)?.textContent).toContain(SPOKEN_UNAVAILABLE);
    expect(document.querySelector('.results-grid')).not.toBeNull();
  });
});

describe("the search page's spoken part over a 4 MB caption file of 2,000 long lines", () => {
  it('shows a few short moments a video, few words marked, whatever the file holds', async () => {
    const hostile = await openTranscriptIndex();
    try {
      const detail = await fromDemoCatalogue().archive.assetDetail(CLIP);
      const srt = longCuesSrt(2000, 2000, { word: 'levee', times: 40 });
      expect(Buffer.byteLength(srt)).toBeGreaterThanOrEqual(4_000_000);
      await hostile.store(
        { ...indexedAssetOf(CLIP, detail), captionVersion: 'v1' },
        indexedCues(parseSrt(srt), { start: 0, end: undefined }),
      );
      await hostile.markPass(Date.now());
      const { status, document, html } = await served('/search?keyword=levee', {
        transcripts: readyTranscripts(hostile),
      });
      expect(status).toBe(200);
      const part = spokenPart(document);
      expect(Buffer.byteLength(part?.outerHTML ?? '')).toBeLessThanOrEqual(MAX_SEARCH_ANSWER_BYTES);
      // The page data carries the same answer again.
      expect(Buffer.byteLength(html)).toBeLessThanOrEqual(4 * MAX_SEARCH_ANSWER_BYTES);
      const moments = [...(part?.querySelectorAll('a.moment') ?? [])];
      expect(moments).toHaveLength(MOMENTS_PER_VIDEO);
      for (const moment of moments) {
        const marks = moment.querySelectorAll('mark').length;
        expect(marks).toBeGreaterThan(0);
        expect(marks).toBeLessThanOrEqual(MAX_MARKS_PER_MOMENT);
        const text = moment.querySelector('.moment__text')?.textContent ?? '';
        expect(text.length).toBeGreaterThan(0);
        expect(text.length).toBeLessThanOrEqual(MAX_MOMENT_CHARS);
      }
    } finally {
      await hostile.close();
    }
  }, 120_000);
});
