import {
  EXPLORE_PAGE_SIZE,
  EXPLORE_SORTS,
  MAX_MENTIONS,
  type ExploreFilter,
  type ExploreSort,
  type ExploreVideo,
  type NamedCount,
} from '../../core/entities/Catalogue';
import { pageCount } from '../../core/entities/Browse';
import type { FacetCount } from '../../core/entities/SpokenWords';
import type { Fips } from '../../core/entities/Places';
import type { Logger } from '../../core/ports/Logger';
import { momentPath, paths } from '../../core/routes/routeTable';
import { decadeLabel, parseDecade } from '../../core/rules/places/assetTime';
import { parishByFips, parishBySlug, parishTitle } from '../../core/rules/places/gazetteer';
import type { ExploreCatalogue } from '../../core/use-cases/ExploreCatalogue';
import { MAX_SPOKEN_PAGE } from '../../core/use-cases/SearchSpokenWords';
import { NO_STORE, SEARCH_ANSWER_CACHE } from '../http/cachePolicy';
import type { ResourceAnswer, SiteResource } from './resources';
import { json, SPOKEN_QUERY_LIMIT_MS, within } from './spokenWordsEndpoint';

const RETRY_AFTER_SECONDS = 30;
/** Moments a parish's answer lists. */
const MENTIONS_LISTED = 50;

export const EXPLORE_API = '/api/explore';
const PAGE = /^\/api\/explore\/(parishes|decades|subjects|people)\/([a-z0-9-]+)$/;

export type ExploreErrorCode = 'bad-sort' | 'bad-page' | 'bad-filter' | 'not-found' | 'unavailable';

function failure(status: number, error: ExploreErrorCode, message: string): ResourceAnswer {
  const retry = status === 503 ? { 'Retry-After': String(RETRY_AFTER_SECONDS) } : {};
  return json(status, { error, message }, status === 404 ? 'public, max-age=30' : NO_STORE, retry);
}

const unavailable = () =>
  failure(503, 'unavailable', 'Exploring the catalogue is not available now; try again later.');

/** A parish as JSON: its FIPS code, slug, name and page. */
function parishJson(fips: Fips, origin: string) {
  const parish = parishByFips(fips);
  return {
    fips,
    slug: parish?.slug ?? '',
    name: parish ? parishTitle(parish) : fips,
    url: parish ? `${origin}/explore/parishes/${parish.slug}` : null,
  };
}

function decadeJson(decade: number | null, origin: string) {
  return decade === null
    ? { decade: null, label: 'Date unknown', url: null }
    : {
        decade: decadeLabel(decade),
        label: decadeLabel(decade),
        url: `${origin}/explore/decades/${decadeLabel(decade)}`,
      };
}

function namedJson(kind: 'subjects' | 'people', named: NamedCount, origin: string) {
  return { ...named, url: `${origin}/explore/${kind}/${named.slug}` };
}

function videoJson(video: ExploreVideo, origin: string) {
  return {
    id: video.id,
    title: video.title,
    seriesTitle: video.seriesTitle,
    type: video.type,
    collection: video.collection,
    year: video.year ?? null,
    decade: video.decade !== undefined ? decadeLabel(video.decade) : null,
    thumbnail: video.thumbnail,
    url: `${origin}${paths.assetDetail(video.id)}`,
  };
}

type Parsed<T> = { ok: true; value: T } | { ok: false; answer: ResourceAnswer };

/** The filters, sort and page of the query string; anything odd is a 400. */
function parseQuery(
  query: URLSearchParams,
): Parsed<{ filter: ExploreFilter; sort: ExploreSort; page: number }> {
  const sortText = query.get('sort')?.trim() || 'relevance';
  if (!(EXPLORE_SORTS as readonly string[]).includes(sortText)) {
    return { ok: false, answer: failure(400, 'bad-sort', 'sort is relevance, oldest or newest.') };
  }
  const pageText = query.get('page')?.trim() || '1';
  const page = /^\d{1,4}$/.test(pageText) ? Number(pageText) : 0;
  if (page < 1 || page > MAX_SPOKEN_PAGE) {
    const message = `page is a whole number from 1 to ${MAX_SPOKEN_PAGE}.`;
    return { ok: false, answer: failure(400, 'bad-page', message) };
  }
  const filter: ExploreFilter = {};
  const parish = query.get('parish')?.trim();
  const decade = query.get('decade')?.trim();
  const bad = (message: string) => ({
    ok: false as const,
    answer: failure(400, 'bad-filter', message),
  });
  if (parish) {
    const found = parishBySlug(parish);
    if (!found) return bad('parish is the slug of one of the 64 parishes (orleans).');
    filter.parish = found.fips;
  }
  if (decade) {
    const found = parseDecade(decade);
    if (found === undefined) return bad('decade is written 1960s.');
    filter.decade = found;
  }
  const subject = query.get('subject')?.trim();
  const person = query.get('person')?.trim();
  if (subject) filter.subject = subject;
  if (person) filter.person = person;
  return { ok: true, value: { filter, sort: sortText as ExploreSort, page } };
}

export interface ExploreJsonOptions {
  explore: ExploreCatalogue;
  logger: Logger;
  limitMs?: number;
}

/**
 * `GET /api/explore`: the hub's counts (parishes by their catalogue places, parishes named on
 * camera apart, decades, date unknown, the most used subjects and people).
 * `GET /api/explore/{parishes|decades|subjects|people}/{slug or 1960s}?sort=&page=&parish=&decade=&subject=&person=`:
 * one page of the public videos it holds with the other dimensions' counts, and for a
 * parish the moments it is named on camera. 404 for what it does not know, 400 for an odd
 * query, 503 with Retry-After when the index cannot answer. Open to every origin.
 */
export function exploreJsonResource(options: ExploreJsonOptions): SiteResource {
  const limitMs = options.limitMs ?? SPOKEN_QUERY_LIMIT_MS;
  const { explore } = options;
  return {
    name: 'Explore JSON',
    matches: (path) => path === EXPLORE_API || PAGE.test(path),
    async answer({ path, url }) {
      const origin = url.origin;
      try {
        const answer = await within(limitMs, async (signal): Promise<ResourceAnswer> => {
          if (path === EXPLORE_API) {
            const o = await explore.overview({ signal });
            const spoken = new Map(o.spokenParishes.map((p) => [p.value, p.count]));
            const counted = new Map(o.parishes.map((p) => [p.value, p.count]));
            return json(
              200,
              {
                total: o.total,
                statewide: o.statewide,
                unknownDate: o.unknownDate,
                parishes: [...new Set([...counted.keys(), ...spoken.keys()])]
                  .sort()
                  .map((fips) => ({
                    ...parishJson(fips, origin),
                    count: counted.get(fips) ?? 0,
                    spoken: spoken.get(fips) ?? 0,
                  })),
                decades: o.decades.map((d) => ({ ...decadeJson(d.value, origin), count: d.count })),
                subjects: o.subjects.map((s) => namedJson('subjects', s, origin)),
                people: o.people.map((p) => namedJson('people', p, origin)),
              },
              SEARCH_ANSWER_CACHE,
            );
          }
          const [, kind = '', key = ''] = PAGE.exec(path) ?? [];
          const parsed = parseQuery(url.searchParams);
          if (!parsed.ok) return parsed.answer;
          const { filter, sort, page } = parsed.value;
          let about: Record<string, unknown>;
          if (kind === 'parishes') {
            const parish = parishBySlug(key);
            if (!parish) return failure(404, 'not-found', 'No such parish.');
            filter.parish = parish.fips;
            about = parishJson(parish.fips, origin);
          } else if (kind === 'decades') {
            const decade = parseDecade(key);
            if (decade === undefined) return failure(404, 'not-found', 'No such decade.');
            filter.decade = decade;
            about = decadeJson(decade, origin);
          } else {
            const named =
              kind === 'subjects'
                ? await explore.subject(key, { signal })
                : await explore.person(key, { signal });
            if (!named)
              return failure(
                404,
                'not-found',
                `No such ${kind === 'subjects' ? 'subject' : 'person'}.`,
              );
            if (kind === 'subjects') filter.subject = named.slug;
            else filter.person = named.slug;
            about = namedJson(kind as 'subjects' | 'people', named, origin);
          }
          const results = await explore.explore(
            { ...filter, sort, page, pageSize: EXPLORE_PAGE_SIZE },
            { signal },
          );
          const mentions =
            kind === 'parishes' && filter.parish
              ? await explore.mentions(
                  filter.parish,
                  Math.min(MENTIONS_LISTED, MAX_MENTIONS),
                  undefined,
                  { signal },
                )
              : undefined;
          return json(
            200,
            {
              [kind === 'parishes'
                ? 'parish'
                : kind === 'decades'
                  ? 'decade'
                  : kind === 'subjects'
                    ? 'subject'
                    : 'person']: about,
              sort,
              page,
              pageSize: EXPLORE_PAGE_SIZE,
              total: results.total,
              pages: results.total === 0 ? 0 : pageCount(results.total, EXPLORE_PAGE_SIZE),
              videos: results.videos.map((v) => videoJson(v, origin)),
              facets: {
                parishes: results.parishes.map((p: FacetCount<Fips>) => ({
                  ...parishJson(p.value, origin),
                  count: p.count,
                })),
                decades: results.decades.map((d) => ({
                  ...decadeJson(d.value, origin),
                  count: d.count,
                })),
                subjects: results.subjects.map((s) => namedJson('subjects', s, origin)),
                people: results.people.map((p) => namedJson('people', p, origin)),
              },
              ...(mentions
                ? {
                    mentions: mentions.map((m) => ({
                      video: videoJson(m.video, origin),
                      offset: m.offset,
                      name: m.name,
                      text: m.text,
                      url: `${origin}${momentPath(paths.assetDetail(m.video.id), m.name, m.offset)}`,
                    })),
                  }
                : {}),
            },
            SEARCH_ANSWER_CACHE,
          );
        });
        if (answer === 'timeout') throw new Error(`over ${limitMs} ms`);
        return answer;
      } catch (error) {
        options.logger.error(`Explore ${path} failed`, error);
        return unavailable();
      }
    },
  };
}
