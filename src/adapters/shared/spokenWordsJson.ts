/**
 * The JSON of the site's spoken-word endpoint (`/api/spoken-words`): written by the site's
 * server, read by the browser's HttpTranscriptSearch and by researchers' programs (docs/apis.md).
 * Times are seconds into the clip, as the video page's `?t=`.
 */
import { parseAssetType, type AssetType } from '../../core/entities/Asset';
import {
  COLLECTION_NAMES,
  parseCollection,
  type CollectionId,
} from '../../core/entities/Collection';
import type {
  FacetCount,
  IndexedMoment,
  SnippetPart,
  SpokenHit,
  SpokenResults,
} from '../../core/entities/SpokenWords';

export interface SpokenMomentJson {
  start: number;
  end: number;
  text: string;
  snippet: SnippetPart[];
  /** The video page at this moment (absolute). */
  url: string;
}

export interface SpokenVideoJson {
  id: string;
  title: string;
  seriesTitle: string;
  type: AssetType | '';
  collection: CollectionId;
  collectionName: string;
  thumbnail: string;
  /** The video's page (absolute). */
  url: string;
  momentCount: number;
  moments: SpokenMomentJson[];
}

export interface SpokenWordsJson {
  query: string;
  collection: CollectionId | null;
  type: AssetType | null;
  page: number;
  pageSize: number;
  total: number;
  pages: number;
  results: SpokenVideoJson[];
  facets: { collections: FacetCount<CollectionId>[]; types: FacetCount<AssetType>[] };
}

/** The moments of one video (`asset=`), in time order. */
export interface SpokenMomentsJson {
  query: string;
  asset: string;
  moments: SpokenMomentJson[];
}

/** How a moment and a video are linked from the JSON: given by the writer (the server). */
export interface SpokenLinks {
  video: (assetId: string) => string;
  moment: (assetId: string, moment: IndexedMoment) => string;
}

export function momentToJson(
  assetId: string,
  moment: IndexedMoment,
  links: SpokenLinks,
): SpokenMomentJson {
  return {
    start: moment.offset,
    end: moment.end,
    text: moment.text,
    snippet: moment.snippet.map(({ text, match }) => ({ text, match })),
    url: links.moment(assetId, moment),
  };
}

export function hitToJson(hit: SpokenHit, links: SpokenLinks): SpokenVideoJson {
  const { asset } = hit;
  return {
    id: asset.id,
    title: asset.title,
    seriesTitle: asset.seriesTitle,
    type: asset.type,
    collection: asset.collection,
    collectionName: COLLECTION_NAMES[asset.collection] ?? '',
    thumbnail: asset.thumbnail,
    url: links.video(asset.id),
    momentCount: hit.momentCount,
    moments: hit.moments.map((moment) => momentToJson(asset.id, moment, links)),
  };
}

// Reading: anything not as written here is a broken answer (thrown), never guessed at.

type Json = Record<string, unknown>;

function object(value: unknown, where: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${where} is not an object`);
  }
  return value as Json;
}

function list(value: unknown, where: string): unknown[] {
  if (!Array.isArray(value)) throw new Error(`${where} is not a list`);
  return value;
}

function text(value: unknown, where: string): string {
  if (typeof value !== 'string') throw new Error(`${where} is not text`);
  return value;
}

function count(value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new Error(`${where} is not a count`);
  }
  return value;
}

function seconds(value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new Error(`${where} is not a time`);
  }
  return value;
}

function collection(value: unknown, where: string): CollectionId {
  const found = parseCollection(value);
  if (found === undefined) throw new Error(`${where} is not a collection`);
  return found;
}

function momentFromJson(value: unknown, where: string): IndexedMoment {
  const json = object(value, where);
  return {
    offset: seconds(json.start, `${where}.start`),
    end: seconds(json.end, `${where}.end`),
    text: text(json.text, `${where}.text`),
    snippet: list(json.snippet, `${where}.snippet`).map((part, i) => {
      const parsed = object(part, `${where}.snippet[${i}]`);
      return {
        text: text(parsed.text, `${where}.snippet[${i}].text`),
        match: parsed.match === true,
      };
    }),
  };
}

function hitFromJson(value: unknown, where: string): SpokenHit {
  const json = object(value, where);
  return {
    asset: {
      id: text(json.id, `${where}.id`),
      title: text(json.title, `${where}.title`),
      seriesTitle: text(json.seriesTitle, `${where}.seriesTitle`),
      type: parseAssetType(text(json.type, `${where}.type`)),
      collection: collection(json.collection, `${where}.collection`),
      thumbnail: text(json.thumbnail, `${where}.thumbnail`),
    },
    momentCount: count(json.momentCount, `${where}.momentCount`),
    moments: list(json.moments, `${where}.moments`).map((m, i) =>
      momentFromJson(m, `${where}.moments[${i}]`),
    ),
  };
}

function facets<V>(value: unknown, where: string, read: (v: unknown) => V | undefined) {
  return list(value, where).flatMap((entry, i): FacetCount<V>[] => {
    const json = object(entry, `${where}[${i}]`);
    const read_ = read(json.value);
    return read_ === undefined
      ? []
      : [{ value: read_, count: count(json.count, `${where}[${i}].count`) }];
  });
}

/** The results of an endpoint answer; throws on anything not in its format. */
export function spokenResultsFromJson(value: unknown): SpokenResults {
  const json = object(value, 'answer');
  const facetJson = object(json.facets, 'facets');
  return {
    hits: list(json.results, 'results').map((hit, i) => hitFromJson(hit, `results[${i}]`)),
    total: count(json.total, 'total'),
    collections: facets(facetJson.collections, 'facets.collections', parseCollection),
    types: facets(facetJson.types, 'facets.types', (v) =>
      typeof v === 'string' ? parseAssetType(v) || undefined : undefined,
    ),
  };
}

/** The moments of one video's answer (`asset=`); throws on anything not in its format. */
export function spokenMomentsFromJson(value: unknown): IndexedMoment[] {
  const json = object(value, 'answer');
  return list(json.moments, 'moments').map((m, i) => momentFromJson(m, `moments[${i}]`));
}
