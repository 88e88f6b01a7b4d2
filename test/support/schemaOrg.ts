/**
 * A structural check of JSON-LD against the schema.org types the site uses: the context,
 * known types, required properties, only properties the type (or a type it names) has, and
 * well-formed values (ISO 8601 durations and dates, absolute URLs). Returns the problems.
 */
import { eachNode, isNode, typesOf, type JsonLdNode } from './jsonLd';

const THING = ['@id', 'name', 'description', 'url', 'image', 'sameAs'];
const CREATIVE_WORK = [
  ...THING,
  'dateCreated',
  'datePublished',
  'dateModified',
  'inLanguage',
  'isAccessibleForFree',
  'genre',
  'keywords',
  'contributor',
  'publisher',
  'author',
  'sourceOrganization',
  'isPartOf',
  'mainEntityOfPage',
  'headline',
  'thumbnailUrl',
  'spatialCoverage',
  'temporalCoverage',
];
const MEDIA_OBJECT = [
  ...CREATIVE_WORK,
  'contentUrl',
  'embedUrl',
  'duration',
  'uploadDate',
  'encodingFormat',
];

/** Properties per type (a subset of schema.org, enough for what the site emits). */
const PROPERTIES: Record<string, string[]> = {
  VideoObject: [...MEDIA_OBJECT, 'transcript', 'caption'],
  Clip: [...CREATIVE_WORK, 'partOfSeries', 'partOfEpisode', 'startOffset', 'endOffset'],
  BlogPosting: [...CREATIVE_WORK, 'articleBody', 'wordCount'],
  Blog: [...CREATIVE_WORK, 'blogPost'],
  CollectionPage: [...CREATIVE_WORK, 'breadcrumb', 'mainEntity'],
  WebSite: [...CREATIVE_WORK],
  CreativeWorkSeries: [...CREATIVE_WORK, 'startDate', 'endDate'],
  BreadcrumbList: [...THING, 'itemListElement', 'numberOfItems'],
  ItemList: [...THING, 'itemListElement', 'numberOfItems'],
  ListItem: [...THING, 'position', 'item'],
  Organization: [...THING, 'logo', 'member', 'parentOrganization'],
  Person: [...THING],
  ImageObject: [...THING, 'contentUrl', 'width', 'height'],
  Place: [...THING, 'geo', 'address'],
  State: [...THING, 'geo', 'address'],
  GeoCoordinates: [...THING, 'latitude', 'longitude'],
};

/** Required here means what the site promises and search engines need. */
const REQUIRED: Record<string, (string | string[])[]> = {
  VideoObject: ['name', 'thumbnailUrl', ['uploadDate', 'dateCreated'], 'contentUrl', 'embedUrl'],
  Clip: ['name', 'startOffset'],
  BlogPosting: ['headline', 'url'],
  CollectionPage: ['name', 'url'],
  BreadcrumbList: ['itemListElement'],
  ItemList: ['itemListElement'],
  ListItem: ['position', ['item', 'url', 'name']],
  Organization: ['name'],
  Person: ['name'],
  CreativeWorkSeries: ['name'],
  WebSite: ['name', 'url'],
  Blog: ['name'],
  Place: ['name'],
  State: ['name'],
  GeoCoordinates: ['latitude', 'longitude'],
};

const URL_PROPERTIES = new Set([
  'url',
  'thumbnailUrl',
  'contentUrl',
  'embedUrl',
  'logo',
  'image',
  'mainEntityOfPage',
  '@id',
]);
const DATE_PROPERTIES = new Set(['dateCreated', 'datePublished', 'dateModified', 'uploadDate']);
const ISO_DURATION = /^P(?!$)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?$/;
// A year, a date, or an interval of two (schema.org temporalCoverage): '1967', '1960/1969'.
const ISO_INTERVAL = /^\d{4}(-\d{2}(-\d{2})?)?(\/\d{4}(-\d{2}(-\d{2})?)?)?$/;
const ISO_DATE = /^\d{4}(-\d{2}(-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?)?)?$/;

function checkNode(node: JsonLdNode, path: string, problems: string[]): void {
  const nodeTypes = typesOf(node);
  if (nodeTypes.length === 0) problems.push(`${path}: no @type`);
  const allowed = new Set(['@context', '@type']);
  for (const type of nodeTypes) {
    const props = PROPERTIES[type];
    if (!props) {
      problems.push(`${path}: unknown type ${type}`);
      continue;
    }
    props.forEach((p) => allowed.add(p));
    for (const need of REQUIRED[type] ?? []) {
      const options = Array.isArray(need) ? need : [need];
      if (!options.some((p) => node[p] !== undefined && node[p] !== '')) {
        problems.push(`${path}: ${type} needs ${options.join(' or ')}`);
      }
    }
  }
  for (const [key, value] of Object.entries(node)) {
    if (nodeTypes.length > 0 && !allowed.has(key)) {
      problems.push(`${path}: ${nodeTypes.join('/')} has no property ${key}`);
    }
    if (value === undefined || value === null || value === '') {
      problems.push(`${path}.${key}: empty`);
    }
    if (key === 'duration' && (typeof value !== 'string' || !ISO_DURATION.test(value))) {
      problems.push(`${path}.duration: not ISO 8601: ${String(value)}`);
    }
    if (DATE_PROPERTIES.has(key) && (typeof value !== 'string' || !ISO_DATE.test(value))) {
      problems.push(`${path}.${key}: not an ISO 8601 date: ${String(value)}`);
    }
    if (key === 'temporalCoverage' && (typeof value !== 'string' || !ISO_INTERVAL.test(value))) {
      problems.push(`${path}.temporalCoverage: not an ISO 8601 date or interval: ${String(value)}`);
    }
    if (
      (key === 'latitude' || key === 'longitude') &&
      (typeof value !== 'number' || Math.abs(value) > (key === 'latitude' ? 90 : 180))
    ) {
      problems.push(`${path}.${key}: not a coordinate: ${String(value)}`);
    }
    if (URL_PROPERTIES.has(key) && typeof value === 'string' && !/^https?:\/\/[^/]/.test(value)) {
      problems.push(`${path}.${key}: not an absolute URL: ${value}`);
    }
  }
}

export function schemaProblems(data: unknown): string[] {
  const roots = Array.isArray(data) ? data : [data];
  const problems: string[] = [];
  roots.forEach((root, i) => {
    if (!isNode(root)) problems.push(`[${i}]: not an object`);
    else if (root['@context'] !== 'https://schema.org')
      problems.push(`[${i}]: @context is not https://schema.org`);
  });
  eachNode(data, (node, path) => checkNode(node, path, problems));
  return problems;
}
