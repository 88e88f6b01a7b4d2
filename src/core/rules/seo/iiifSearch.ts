/**
 * IIIF Content Search 2.0 (https://iiif.io/api/search/2.0/) over a video's spoken words: the
 * service a manifest names, and the Annotation Page a search answers. Each matching caption
 * line is a `supplementing` annotation whose TextualBody is the line, targeting the Canvas
 * over the line's time (`#t=start,end`, in media-file time, as the Canvas is the media file);
 * each matched word is a `highlighting` annotation with a TextQuoteSelector on that line.
 */
import type { IndexedMoment } from '../../entities/SpokenWords';
import { resourcePaths } from '../../routes/resourcePaths';
import type { JsonLd } from './structuredData';

export const IIIF_SEARCH_CONTEXT = 'http://iiif.io/api/search/2/context.json';
export const IIIF_SEARCH_TYPE = `application/ld+json;profile="${IIIF_SEARCH_CONTEXT}"`;
/** The motivation of the matching lines: captions supplement the video they are painted on. */
export const LINE_MOTIVATION = 'supplementing';
/** Parameters of the specification this service does not implement (reported as ignored). */
export const IGNORED_SEARCH_PARAMETERS = ['date', 'user'] as const;

/** The `service` entry of a video's manifest. */
export function iiifSearchService(origin: string, assetId: string): JsonLd {
  return { id: `${origin}${resourcePaths.iiifSearch(assetId)}`, type: 'SearchService2' };
}

/** Seconds as a media fragment writes them: at most three decimals, no trailing zeros. */
function fragmentSeconds(seconds: number): string {
  return String(Math.round(seconds * 1000) / 1000);
}

// The context around a match, at most this many characters each side.
const CONTEXT_CHARS = 64;

function highlights(moment: IndexedMoment, source: string): JsonLd[] {
  const found: JsonLd[] = [];
  let before = '';
  moment.snippet.forEach((part, index) => {
    if (part.match && part.text) {
      const after = moment.snippet
        .slice(index + 1)
        .map((next) => next.text)
        .join('');
      const prefix = before.slice(-CONTEXT_CHARS);
      const suffix = after.slice(0, CONTEXT_CHARS);
      found.push({
        id: `${source}/match/${found.length + 1}`,
        type: 'Annotation',
        motivation: 'highlighting',
        target: {
          type: 'SpecificResource',
          source,
          selector: [
            {
              type: 'TextQuoteSelector',
              ...(prefix ? { prefix } : {}),
              exact: part.text,
              ...(suffix ? { suffix } : {}),
            },
          ],
        },
      });
    }
    before += part.text;
  });
  return found;
}

export interface IiifSearchSource {
  origin: string;
  assetId: string;
  /** The request's own URL: the Annotation Page's id. */
  requestUrl: string;
  /** Where the clip starts in its media file: the index's times are from the clip's start. */
  clipStart: number;
  moments: readonly IndexedMoment[];
  /** The request's `motivation` terms; none: every motivation. */
  motivations?: readonly string[];
  /** Parameters received and not implemented. */
  ignored?: readonly string[];
}

/** The answer as one Annotation Page of the moments given (the server bounds how many fit). */
export function iiifSearchPage(source: IiifSearchSource): JsonLd {
  const canvasId = `${source.origin}${resourcePaths.iiifPart(source.assetId, 'canvas')}`;
  const wanted =
    !source.motivations || source.motivations.length === 0
      ? source.moments
      : source.motivations.includes(LINE_MOTIVATION)
        ? source.moments
        : [];
  const used = new Map<string, number>();
  const items: JsonLd[] = [];
  const marks: JsonLd[] = [];
  for (const moment of wanted) {
    const start = fragmentSeconds(source.clipStart + moment.offset);
    const end = fragmentSeconds(source.clipStart + Math.max(moment.end, moment.offset));
    const base = `${canvasId}/transcript/${start}-${end}`;
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    const id = seen === 0 ? base : `${base}-${seen + 1}`;
    items.push({
      id,
      type: 'Annotation',
      motivation: LINE_MOTIVATION,
      body: { type: 'TextualBody', value: moment.text, format: 'text/plain', language: ['en'] },
      target: `${canvasId}#t=${start},${end}`,
    });
    marks.push(...highlights(moment, id));
  }
  return {
    '@context': IIIF_SEARCH_CONTEXT,
    id: source.requestUrl,
    type: 'AnnotationPage',
    ...(source.ignored && source.ignored.length > 0 ? { ignored: [...source.ignored] } : {}),
    items,
    ...(marks.length > 0 ? { annotations: [{ type: 'AnnotationPage', items: marks }] } : {}),
  };
}
