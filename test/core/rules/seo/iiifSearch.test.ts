import {
  IIIF_SEARCH_CONTEXT,
  iiifSearchPage,
  iiifSearchService,
} from '../../../../src/core/rules/seo/iiifSearch';
import { aMoment } from '../../../support/spokenWords';
import { ORIGIN } from '../../../support/builders';

const CANVAS = `${ORIGIN}/iiif/LPB-CL-1042/canvas`;
const REQUEST = `${ORIGIN}/iiif/LPB-CL-1042/search?q=levee`;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function pageOf(fields: Partial<Parameters<typeof iiifSearchPage>[0]> = {}): Json {
  return iiifSearchPage({
    origin: ORIGIN,
    assetId: 'LPB-CL-1042',
    requestUrl: REQUEST,
    clipStart: 600,
    moments: [aMoment(12.5, 'the [levee] broke at the [levee] board'), aMoment(75, 'no mark')],
    ...fields,
  }) as Json;
}

describe('IIIF Content Search 2.0 inside a video', () => {
  it('is the service a manifest names', () => {
    expect(iiifSearchService(ORIGIN, 'LPB CL/1')).toEqual({
      id: `${ORIGIN}/iiif/LPB%20CL%2F1/search`,
      type: 'SearchService2',
    });
  });

  it('answers an Annotation Page whose id is the request', () => {
    const page = pageOf();
    expect(page['@context']).toBe(IIIF_SEARCH_CONTEXT);
    expect(page.type).toBe('AnnotationPage');
    expect(page.id).toBe(REQUEST);
    expect(page.ignored).toBeUndefined();
  });

  it("makes each matching line a supplementing annotation on the canvas over the line's time in the media file", () => {
    const [first, second] = pageOf().items as Json[];
    expect(first).toEqual({
      id: `${CANVAS}/transcript/612.5-616.5`,
      type: 'Annotation',
      motivation: 'supplementing',
      body: {
        type: 'TextualBody',
        value: 'the levee broke at the levee board',
        format: 'text/plain',
        language: ['en'],
      },
      target: `${CANVAS}#t=612.5,616.5`,
    });
    expect(second?.target).toBe(`${CANVAS}#t=675,679`);
  });

  it('highlights each matched word of a line with a TextQuoteSelector on that line', () => {
    const page = pageOf();
    const [first] = page.items as Json[];
    expect(page.annotations).toHaveLength(1);
    const marks = (page.annotations as Json[])[0]?.items as Json[];
    expect(marks.map((mark) => mark.motivation)).toEqual(['highlighting', 'highlighting']);
    expect(marks.map((mark) => mark.target)).toEqual([
      {
        type: 'SpecificResource',
        source: first?.id,
        selector: [
          {
            type: 'TextQuoteSelector',
            prefix: 'the ',
            exact: 'levee',
            suffix: ' broke at the levee board',
          },
        ],
      },
      {
        type: 'SpecificResource',
        source: first?.id,
        selector: [
          {
            type: 'TextQuoteSelector',
            prefix: 'the levee broke at the ',
            exact: 'levee',
            suffix: ' board',
          },
        ],
      },
    ]);
    expect(new Set(marks.map((mark) => mark.id)).size).toBe(2);
  });

  it('gives two lines with the same times ids of their own', () => {
    const same = aMoment(1, 'the [levee]');
    const ids = (pageOf({ moments: [same, same] }).items as Json[]).map((item) => item.id);
    expect(new Set(ids).size).toBe(2);
  });

  it('answers no lines for motivations other than theirs, and every line for theirs', () => {
    expect(pageOf({ motivations: ['painting'] }).items).toEqual([]);
    expect(pageOf({ motivations: ['painting'] }).annotations).toBeUndefined();
    expect(pageOf({ motivations: ['painting', 'supplementing'] }).items).toHaveLength(2);
  });

  it('lists the parameters it ignored', () => {
    expect(pageOf({ ignored: ['date', 'user'] }).ignored).toEqual(['date', 'user']);
  });

  it('is an empty page when nothing matched', () => {
    const page = pageOf({ moments: [] });
    expect(page.items).toEqual([]);
    expect(page.annotations).toBeUndefined();
  });
});
