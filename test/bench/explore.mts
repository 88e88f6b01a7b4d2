/**
 * `npm run bench -- explore`: the explore pages on a seeded synthetic catalogue of
 * BENCH_EXPLORE_SIZE (default 50,000) videos, stored one record at a time through the real
 * PostgresCatalogue, on PGlite in a data folder and on a throwaway PostgreSQL server
 * (scripts/postgres.sh; BENCH_EXPLORE_ENGINES, default pglite,postgres). It gives the time to
 * index, the size on disk, and p50/p95/p99 of each page's reads as the site asks them
 * (ExploreCatalogue, every video public): the hub, a parish page and a decade page, with
 * their sorts, a later page and a second filter. Records are resolved by the site's own
 * rules (places from coverages, subjects, titles and abstracts; time from DateIssued).
 * BENCH_EXPLORE_URL=postgres://… measures that server's database instead, storing the
 * records only when it holds none (to compare SQL on one catalogue).
 */

import { ASSET_TYPES } from '../../src/core/entities/Asset';
import {
  EXPLORE_PAGE_SIZE,
  type ExploreQuery,
  type ExploreSort,
} from '../../src/core/entities/Catalogue';
import { LPB, LSA, type CollectionId } from '../../src/core/entities/Collection';
import type { StoredRecord } from '../../src/core/ports/Catalogue';
import { assetTime } from '../../src/core/rules/places/assetTime';
import { PARISHES, slugOf } from '../../src/core/rules/places/gazetteer';
import { cataloguePlaces } from '../../src/core/rules/places/resolvePlaces';
import { ExploreCatalogue } from '../../src/core/use-cases/ExploreCatalogue';
import type { PublicAssets } from '../../src/core/use-cases/PublicAssets';
import { migrate } from '../../src/adapters/sql/migrate';
import { openDatabase } from '../../src/adapters/sql/openTranscriptIndex';
import { PostgresCatalogue } from '../../src/adapters/sql/PostgresCatalogue';
import { random } from './speech.mjs';
import { columns, type Table } from './table.mjs';
import {
  enginesNamed,
  megabytesOf,
  onFreshDatabase,
  percentile,
  type DatabaseLocation,
  type Engine,
} from './throwaway.mjs';

const RUNS = 40;
const WARM_UP = 3;
/** Moments a parish page lists (exploreJson's MENTIONS_LISTED). */
const MENTIONS_LISTED = 50;

export const EXPLORE_GOALS = {
  p95Ms: { postgres: 50, pglite: 150 },
  size: 50_000,
};

export type { Engine };

export interface PageTimes {
  page: string;
  /** Videos the list holds (its total); the hub's: every video. */
  videos: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface ExploreRun {
  engine: Engine;
  records: number;
  indexSeconds: number;
  recordsPerSecond: number;
  diskMb: number;
  pages: PageTimes[];
  error?: string;
}

const SUBJECTS = Array.from({ length: 400 }, (_, i) =>
  i < 40
    ? [
        'Music',
        'Politics and government',
        'Floods',
        'Hurricanes',
        'Cajuns',
        'Creoles',
        'Education',
        'Agriculture',
        'Oil industries',
        'Fisheries',
        'Elections',
        'Civil rights',
        'Festivals',
        'Cooking',
        'Religion',
        'Architecture',
        'Wetlands',
        'Shrimp industry',
        'Sugar industry',
        'Rice',
        'Jazz',
        'Zydeco music',
        'Folklore',
        'Storytelling',
        'Coastal erosion',
        'Levees',
        'Mardi Gras',
        'Governors',
        'Legislature',
        'Public health',
        'Labor unions',
        'Railroads',
        'Bridges',
        'Rivers',
        'Universities',
        'Sports',
        'Football',
        'Theater',
        'Painting',
        'Photography',
      ][i]!
    : `Topic ${i}`,
);
const GENRES = ['Documentary', 'Interview', 'News', 'Call-in', 'Performance', 'Debate', 'Lecture'];
const ROLES = ['Interviewee', 'Producer', 'Host', 'Performer', 'Speaker', 'Reporter'];
const FIRST = [
  'Marie',
  'Joseph',
  'Edwin',
  'Ruth',
  'Clifton',
  'Lindy',
  'Huey',
  'Earl',
  'Alma',
  'Ada',
];
const LAST = ['Boudreaux', 'Thibodeaux', 'Landry', 'Guidry', 'Broussard', 'Hebert', 'Long'];

/** A Zipf-like draw: the head of a list far more often than its tail. */
function zipf(next: () => number, size: number): number {
  const draw = next();
  return Math.min(size - 1, Math.floor(size * draw * draw * draw));
}

/** A gentler one, for parishes: Orleans in about one record in eight. */
function skewed(next: () => number, size: number): number {
  const draw = next();
  return Math.min(size - 1, Math.floor(size * draw * draw));
}

/** Orleans, East Baton Rouge, Jefferson, Caddo, Lafayette, Calcasieu. */
const BIG = ['22071', '22033', '22051', '22017', '22055', '22019'];

function distinct(count: number, draw: () => number): number[] {
  const picked = new Set<number>();
  for (let i = 0; i < count * 3 && picked.size < count; i++) picked.add(draw());
  return [...picked];
}

/** The seeded catalogue: the same seed gives the same records, so runs compare. */
export function syntheticRecords(size: number): StoredRecord[] {
  const next = random(2005);
  // The most populous parishes first, so they are drawn most.
  const byWeight = [
    ...BIG.map((fips) => PARISHES.find((p) => p.fips === fips)!),
    ...PARISHES.filter((p) => !BIG.includes(p.fips)),
  ];
  const records: StoredRecord[] = [];
  for (let i = 0; i < size; i++) {
    const where = next();
    const parishes =
      where < 0.1 ? [] : distinct(1 + zipf(next, 3), () => skewed(next, byWeight.length));
    const coverages = parishes.map((p) => `${byWeight[p]!.name} Parish (La.)`);
    if (where >= 0.1 && where < 0.2) coverages.splice(0, coverages.length, 'Louisiana');
    const when = next();
    const year = 1940 + Math.floor(next() * 85);
    const dateIssued =
      when < 0.1 ? '' : `${year}-0${1 + Math.floor(next() * 9)}-1${Math.floor(next() * 9)}`;
    if (when < 0.05) coverages.push(`${1950 + 10 * Math.floor(next() * 6)}s`);
    const subjects = distinct(2 + Math.floor(next() * 5), () => zipf(next, SUBJECTS.length)).map(
      (s) => SUBJECTS[s]!,
    );
    const contributors = distinct(1 + Math.floor(next() * 4), () => zipf(next, 5000)).map((p) => ({
      name: `${FIRST[p % FIRST.length]} ${LAST[Math.floor(p / FIRST.length) % LAST.length]} ${p}`,
      role: ROLES[p % ROLES.length]!,
    }));
    const base = {
      id: `cpb-aacip-bench-${i}`,
      title: `${subjects[0]} ${i}`,
      seriesTitle: `Series ${i % 300}`,
      type: ASSET_TYPES[i % ASSET_TYPES.length]!,
      collection: (i % 3 === 0 ? LSA : LPB) as CollectionId,
      abstract: `A program about ${subjects.join(', ').toLowerCase()}.`,
      subjects,
      genres: [GENRES[zipf(next, GENRES.length)]!],
      contributors,
      coverages,
      dateIssued,
      duration: '00:28:30',
      thumbnail: `https://media.example/bench-${i}.jpg`,
    };
    const spoken = distinct(Math.floor(next() * next() * 12), () =>
      zipf(next, byWeight.length),
    ).map((p, n) => ({
      fips: byWeight[p]!.fips,
      text: byWeight[p]!.name,
      offset: 30 + n * 97,
      line: `We drove down to ${byWeight[p]!.name} that morning.`,
    }));
    records.push({ ...base, places: cataloguePlaces(base), time: assetTime(base), spoken });
  }
  return records;
}

/** Every video public: the archive's answers are not what is measured. */
const allPublic = {
  sort: (ids: readonly string[]) => Promise.resolve({ public: [...ids], unknown: [] }),
} as unknown as PublicAssets;

interface PageCase {
  page: string;
  /** One read of the page for the i-th run (through the site's use case, or the index): its total. */
  read: (explore: ExploreCatalogue, i: number, index: PostgresCatalogue) => Promise<number>;
}

function listPage(
  keys: readonly Partial<ExploreQuery>[],
  extra: Partial<ExploreQuery>,
  withMentions: boolean,
) {
  return async (explore: ExploreCatalogue, i: number) => {
    const key = keys[i % keys.length]!;
    const query: ExploreQuery = {
      sort: 'relevance' as ExploreSort,
      page: 1,
      pageSize: EXPLORE_PAGE_SIZE,
      ...key,
      ...extra,
    };
    const results = await explore.explore(query);
    if (withMentions && query.parish) await explore.mentions(query.parish, MENTIONS_LISTED);
    return results.total;
  };
}

/** The parishes and decades most pages are of, and those with few videos. */
const BIG_PARISHES = ['22071', '22033', '22051'].map((parish) => ({ parish }));
const SMALL_PARISHES = ['22091', '22107', '22125'].map((parish) => ({ parish }));
const DECADES = [1970, 1980, 1990].map((decade) => ({ decade }));

const CASES: PageCase[] = [
  {
    page: 'hub (overview)',
    read: async (explore) => (await explore.overview()).total,
  },
  // What the hub costs the minute its counts are read again (OVERVIEW_KEPT_MS).
  { page: 'hub, the index read', read: async (_, __, index) => (await index.overview()).total },
  { page: 'parish, relevance', read: listPage(BIG_PARISHES, {}, true) },
  {
    page: 'parish, oldest, page 3',
    read: listPage(BIG_PARISHES, { sort: 'oldest', page: 3 }, true),
  },
  {
    page: 'parish, newest, + decade',
    read: listPage(BIG_PARISHES, { sort: 'newest', decade: 1980 }, true),
  },
  { page: 'parish, + subject', read: listPage(BIG_PARISHES, { subject: slugOf('Music') }, true) },
  { page: 'small parish, relevance', read: listPage(SMALL_PARISHES, {}, true) },
  { page: 'decade, relevance', read: listPage(DECADES, {}, false) },
  { page: 'decade, newest, page 3', read: listPage(DECADES, { sort: 'newest', page: 3 }, false) },
  { page: 'decade, + parish', read: listPage(DECADES, { parish: '22071' }, false) },
  {
    page: 'decade, oldest, + subject',
    read: listPage(DECADES, { sort: 'oldest', subject: slugOf('Politics and government') }, false),
  },
];

async function measure(
  engine: Engine,
  records: readonly StoredRecord[],
  location: DatabaseLocation,
  log: (m: string) => void,
): Promise<ExploreRun> {
  log(`explore: ${records.length} records on ${engine}`);
  const db = await openDatabase(location);
  try {
    await migrate(db);
    const catalogue = new PostgresCatalogue(db, { searchTimeLimitMs: 60_000 });
    const started = performance.now();
    const held = location.databaseUrl ? (await catalogue.records()).size : 0;
    for (const [i, record] of (held ? [] : records).entries()) {
      await catalogue.storeRecord(record);
      if ((i + 1) % 10_000 === 0) log(`  ${i + 1} records stored`);
    }
    const indexSeconds = held ? 0 : (performance.now() - started) / 1000;
    await db.exec('VACUUM ANALYZE');
    const [size] = await db.query<{ mb: number }>(
      'SELECT pg_database_size(current_database())::float8 / 1048576 AS mb',
    );
    const explore = new ExploreCatalogue(catalogue, allPublic);
    const pages: PageTimes[] = [];
    for (const { page, read } of CASES) {
      for (let i = 0; i < WARM_UP; i++) await read(explore, i, catalogue);
      const times: number[] = [];
      let videos = 0;
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now();
        videos = await read(explore, i, catalogue);
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      const round = (ms: number) => Math.round(ms * 10) / 10;
      pages.push({
        page,
        videos,
        p50: round(percentile(times, 50)),
        p95: round(percentile(times, 95)),
        p99: round(percentile(times, 99)),
      });
      log(`  ${page}: p95 ${round(percentile(times, 95))} ms`);
    }
    return {
      engine,
      records: records.length,
      indexSeconds: Math.round(indexSeconds * 10) / 10,
      recordsPerSecond: indexSeconds ? Math.round(records.length / indexSeconds) : 0,
      diskMb: Math.round(location.dataDir ? megabytesOf(location.dataDir) : (size?.mb ?? 0)),
      pages,
    };
  } finally {
    await db.close();
  }
}

/** Each engine on a fresh database. */
export async function runExploreBench(log: (m: string) => void): Promise<ExploreRun[]> {
  const size = Number(process.env.BENCH_EXPLORE_SIZE ?? EXPLORE_GOALS.size);
  const engines = enginesNamed(process.env.BENCH_EXPLORE_ENGINES);
  const records = syntheticRecords(size);
  const runs: ExploreRun[] = [];
  const url = process.env.BENCH_EXPLORE_URL;
  if (url) return [await measure('postgres', records, { databaseUrl: url }, log)];
  for (const engine of engines) {
    try {
      runs.push(
        await onFreshDatabase(engine, 'ldma-bench-explore-', (location) =>
          measure(engine, records, location, log),
        ),
      );
    } catch (error) {
      log(`explore: ${engine} failed: ${String(error)}`);
      runs.push({
        engine,
        records: size,
        indexSeconds: 0,
        recordsPerSecond: 0,
        diskMb: 0,
        pages: [],
        error: String(error),
      });
    }
  }
  return runs;
}

export function exploreMisses(runs: readonly ExploreRun[]): string[] {
  const missed: string[] = [];
  for (const run of runs) {
    if (run.error) missed.push(`explore ${run.engine}: failed (${run.error})`);
    for (const page of run.pages) {
      if (page.p95 > EXPLORE_GOALS.p95Ms[run.engine]) {
        missed.push(`explore ${run.engine}: ${page.page} p95 ${page.p95} ms`);
      }
    }
  }
  return missed;
}

export function exploreIndexTable(runs: readonly ExploreRun[]): Table {
  return {
    title: 'Explore: building the catalogue index',
    ...columns(runs, [
      ['engine', (r) => r.engine],
      ['records', (r) => r.records.toLocaleString('en-US')],
      ['index time', (r) => (r.error ? 'failed' : `${r.indexSeconds} s`)],
      ['records/s', (r) => r.recordsPerSecond.toLocaleString('en-US')],
      ['on disk', (r) => `${r.diskMb} MB`],
    ]),
    notes: ['One storeRecord() (one transaction) per record, as the indexing pass stores them.'],
  };
}

export function explorePageTable(runs: readonly ExploreRun[]): Table {
  const rows = runs.flatMap((run) => run.pages.map((page) => ({ run, page })));
  return {
    title: `Explore: page reads (${EXPLORE_PAGE_SIZE} videos a page, every video public)`,
    ...columns(rows, [
      ['engine', ({ run }) => run.engine],
      ['page', ({ page }) => page.page],
      ['videos', ({ page }) => page.videos.toLocaleString('en-US')],
      ['p50', ({ page }) => `${page.p50} ms`],
      ['p95', ({ page }) => `${page.p95} ms`],
      ['p99', ({ page }) => `${page.p99} ms`],
    ]),
    notes: [
      `${RUNS} runs after ${WARM_UP} to warm up, rotating over three parishes or decades.`,
      'A list page: ExploreCatalogue.explore() (one read when every video is public); a parish page also its mentions.',
      `Goals: p95 under ${EXPLORE_GOALS.p95Ms.postgres} ms on PostgreSQL, ${EXPLORE_GOALS.p95Ms.pglite} ms on PGlite.`,
    ],
  };
}
