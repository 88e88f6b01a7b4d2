/**
 * schema.org structured data (JSON-LD) for the site's pages. Builders return plain objects;
 * empty values are left out, so every property present has a value.
 */
import type { AssetDetail } from '../../entities/AssetDetail';
import { paths } from '../../routes/routeTable';
import { ARCHIVE_NAME, readIssued } from '../clip/issued';
import { assetTime } from '../places/assetTime';
import { parishByFips } from '../places/gazetteer';
import { parishPlace, temporalCoverage } from '../places/linkedData';
import { cataloguePlaces, catalogueText } from '../places/resolvePlaces';
import { parseHms } from '../values/time';
import type { JsonLd } from './jsonLd';

export type { JsonLd } from './jsonLd';

export const SCHEMA_CONTEXT = 'https://schema.org';

/** The archive's partners (SPEC §1 page shell). */
export const PARTNERS = [
  { name: 'Louisiana Public Broadcasting', url: 'https://www.lpb.org/' },
  { name: 'Louisiana State Archives', url: 'https://www.sos.la.gov/' },
  { name: 'Louisiana Secretary of State', url: 'https://www.sos.la.gov/' },
];

/** Drops undefined, '' and [] values (nested objects are built compact already). */
function compact(node: JsonLd): JsonLd {
  return Object.fromEntries(
    Object.entries(node).filter(
      ([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  );
}

/** Seconds as an ISO 8601 duration: 161 -> PT2M41S, 0 -> PT0S. */
export function isoDuration(seconds: number): string {
  const total = Math.max(0, Math.round(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const parts = `${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s ? `${s}S` : ''}`;
  return `PT${parts || '0S'}`;
}

/** An ISO 8601 date (`1967`, `1967-08`, `1967-08-14`) from a date as sent; undefined if unreadable. */
export function isoDate(value: string): string | undefined {
  const day = readIssued(value);
  if (!day) return undefined;
  const two = (n: number) => String(n).padStart(2, '0');
  if (!day.month) return String(day.year);
  if (!day.day) return `${day.year}-${two(day.month)}`;
  return `${day.year}-${two(day.month)}-${two(day.day)}`;
}

/** A date-time or date as ISO 8601; undefined when it cannot be read. */
export function isoDateTime(value: string): string | undefined {
  const text = value.trim();
  if (!text) return undefined;
  const plain = isoDate(text);
  if (plain) return plain;
  const time = Date.parse(text);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** A URL made absolute against the site's origin ('' stays ''). */
export function absoluteUrl(url: string, origin: string): string {
  if (!url) return '';
  try {
    return new URL(url, origin).href;
  } catch {
    return '';
  }
}

export interface VideoPage {
  detail: AssetDetail;
  title: string;
  description: string;
  /** The detail page's canonical URL. */
  url: string;
  embedUrl: string;
  origin: string;
  /** The transcript's text, once it has loaded. */
  transcript?: string;
}

/** Louisiana as a whole: what a statewide record covers (the explore hub's place too). */
export const LOUISIANA_PLACE: JsonLd = { '@type': 'State', name: 'Louisiana' };

/**
 * Where a record is about, as the catalogue index resolves it: each parish a Place with its
 * centroid and explore page (one node, or a list of several); Louisiana for a statewide
 * record that names no parish; nothing when its places are elsewhere or unknown.
 */
function videoSpatialCoverage(detail: AssetDetail, origin: string): JsonLd | JsonLd[] | undefined {
  const { parishes, statewide } = cataloguePlaces(catalogueText(detail));
  const places = parishes.flatMap((fips) => {
    const parish = parishByFips(fips);
    return parish
      ? [parishPlace(parish, absoluteUrl(paths.exploreParish(parish.slug), origin))]
      : [];
  });
  if (places.length === 0) return statewide ? LOUISIANA_PLACE : undefined;
  return places.length === 1 ? places[0] : places;
}

/**
 * A video's VideoObject, typed plainly as Google documents it (some testers cannot read a
 * node of two types), its series named with isPartOf, whatever kind of asset it is.
 */
export function videoObject(page: VideoPage): JsonLd {
  const { detail } = page;
  const length = parseHms(detail.duration);
  const series = detail.seriesTitle.trim();
  const parent = series ? { '@type': 'CreativeWorkSeries', name: series } : undefined;
  const organisations = (names: string[]) =>
    names
      .map((n) => n.trim())
      .filter(Boolean)
      .map((name) => ({ '@type': 'Organization', name }));
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'VideoObject',
    '@id': page.url,
    name: page.title,
    description: page.description,
    url: page.url,
    thumbnailUrl: absoluteUrl(detail.thumbnail, page.origin),
    dateCreated: isoDate(detail.dateIssued),
    // Google requires uploadDate; the archive's only date is the one the video was issued.
    uploadDate: isoDate(detail.dateIssued),
    duration: length !== undefined && length > 0 ? isoDuration(length) : undefined,
    contentUrl: absoluteUrl(detail.mediaUrl, page.origin),
    embedUrl: page.embedUrl,
    transcript: page.transcript,
    inLanguage: 'en',
    isAccessibleForFree: true,
    genre: detail.genres.map((g) => g.text.trim()).filter(Boolean),
    keywords: detail.subjects
      .map((s) => s.trim())
      .filter(Boolean)
      .join(', '),
    contributor: detail.contributors
      .filter((c) => c.name.trim() && c.role.trim())
      .map((c) => ({ '@type': 'Person', name: c.name.trim() })),
    publisher: organisations(detail.publishers),
    sourceOrganization: organisations([detail.collectionName])[0],
    isPartOf: parent,
    spatialCoverage: videoSpatialCoverage(detail, page.origin),
    // The year or decade the catalogue index files it under; an unknown date says nothing.
    temporalCoverage: temporalCoverage(assetTime(detail)),
  });
}

export interface Crumb {
  name: string;
  url: string;
}

/** A BreadcrumbList, first crumb first. */
export function breadcrumbList(crumbs: Crumb[], withContext = true): JsonLd {
  return compact({
    '@context': withContext ? SCHEMA_CONTEXT : undefined,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: c.url,
    })),
  });
}

export interface CollectionPageFacts {
  name: string;
  url: string;
  description?: string;
  breadcrumbs: Crumb[];
  /** The items listed on the page, in order. */
  items?: Crumb[];
  /** What the listed items are of (an explore page): a Place, a period, a subject or a person. */
  spatialCoverage?: JsonLd;
  temporalCoverage?: string;
  about?: JsonLd;
}

/** A browse or sub-listing page: a CollectionPage with its breadcrumbs and listed items. */
export function collectionPage(facts: CollectionPageFacts): JsonLd {
  const items = facts.items ?? [];
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'CollectionPage',
    name: facts.name,
    url: facts.url,
    description: facts.description,
    isPartOf: { '@type': 'WebSite', name: ARCHIVE_NAME, url: absoluteUrl('/', facts.url) },
    spatialCoverage: facts.spatialCoverage,
    temporalCoverage: facts.temporalCoverage,
    about: facts.about,
    breadcrumb: breadcrumbList(facts.breadcrumbs, false),
    mainEntity:
      items.length > 0
        ? {
            '@type': 'ItemList',
            numberOfItems: items.length,
            itemListElement: items.map((item, i) => ({
              '@type': 'ListItem',
              position: i + 1,
              name: item.name,
              url: item.url,
            })),
          }
        : undefined,
  });
}

/** The archive as an Organization, with its partners as members. */
export function organization(origin: string, logo: string): JsonLd {
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'Organization',
    name: ARCHIVE_NAME,
    url: absoluteUrl('/', origin),
    logo: absoluteUrl(logo, origin),
    member: PARTNERS.map((p) => ({ '@type': 'Organization', name: p.name, url: p.url })),
  });
}

/** A picture and the size it is drawn at, for an ImageObject. */
export interface Picture {
  url: string;
  width: number;
  height: number;
}

export interface BlogFacts {
  title: string;
  description: string;
  picture: string;
  date: string;
  url: string;
  origin: string;
  logo: Picture;
}

/**
 * A Spotlight On History post, with what Google asks of an article: the publisher's logo as
 * an ImageObject with its size, and a modified date (the archive keeps one date per post, so
 * it is the published one).
 */
export function blogPosting(blog: BlogFacts): JsonLd {
  const logoUrl = absoluteUrl(blog.logo.url, blog.origin);
  const archive = {
    '@type': 'Organization',
    name: ARCHIVE_NAME,
    url: absoluteUrl('/', blog.origin),
    logo: logoUrl
      ? { '@type': 'ImageObject', url: logoUrl, width: blog.logo.width, height: blog.logo.height }
      : undefined,
  };
  const date = isoDateTime(blog.date);
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'BlogPosting',
    headline: blog.title.trim().slice(0, 110),
    name: blog.title.trim(),
    description: blog.description.trim(),
    image: absoluteUrl(blog.picture, blog.origin),
    datePublished: date,
    dateModified: date,
    url: blog.url,
    mainEntityOfPage: blog.url,
    author: compact({ ...archive, logo: undefined }),
    publisher: compact(archive),
    isPartOf: { '@type': 'Blog', name: 'Spotlight On History' },
  });
}
