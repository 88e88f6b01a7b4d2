/**
 * The spoken-word search on a synthetic corpus (test/bench/speech.mts): PGlite in a data
 * folder and a throwaway PostgreSQL server (scripts/postgres.sh), at each size: time to
 * index and cues per second, size on disk, and query times (p50/p95/p99) for a rare word, a
 * common word, two words and a phrase, with and without a collection filter.
 * Sizes: BENCH_SEARCH_SIZES (default 100000,1000000); engines: BENCH_SEARCH_ENGINES
 * (default pglite,postgres). Sizes past SEARCH_GOALS.size run on PostgreSQL only and are
 * filled in bulk (BULK_VIDEOS videos a statement: the same rows store() writes, not a
 * transaction per video). BENCH_SEARCH_KEEP=DIR keeps each database (a PostgreSQL cluster, a
 * PGlite data folder) in DIR and measures it again next run without filling it (to compare SQL
 * on one corpus).
 */

import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ASSET_TYPES } from '../../src/core/entities/Asset';
import { LPB, LSA } from '../../src/core/entities/Collection';
import type { IndexedAsset, IndexedCue, SpokenSearch } from '../../src/core/entities/SpokenWords';
import { migrate } from '../../src/adapters/sql/migrate';
import { openDatabase } from '../../src/adapters/sql/openTranscriptIndex';
import { PostgresTranscriptIndex } from '../../src/adapters/sql/PostgresTranscriptIndex';
import { passageParts } from '../../src/adapters/sql/passages';
import { PASSAGES_SQL, TERMS_SQL } from '../../src/adapters/sql/searchSql';
import type { SqlDatabase } from '../../src/adapters/sql/SqlDatabase';
import { random, speechLine } from './speech.mjs';
import { columns, type Table } from './table.mjs';
import {
  enginesNamed,
  megabytesOf,
  onFreshDatabase,
  percentile,
  startPostgres,
  stopPostgres,
  type DatabaseLocation,
  type Engine,
} from './throwaway.mjs';

/** About an hour of speech per video: a line every 3.6 s. */
const CUES_PER_VIDEO = 1000;
const RUNS = 40;
/** Videos a bulk statement writes: 50,000 lines, about 3 MB of text. */
const BULK_VIDEOS = 50;
const WARM_UP = 3;

export const SEARCH_GOALS = {
  indexSeconds: 600,
  p95Ms: { postgres: 50, pglite: 200 },
  /** The size the goals are set at. */
  size: 1_000_000,
  /** The largest holdings: PostgreSQL only, p95 under this at this size. */
  large: { size: 10_000_000, p95Ms: 150 },
};

const QUERIES: { name: string; text: string }[] = [
  { name: 'rare word', text: 'Tchoupitoulas' },
  { name: 'common word', text: 'river' },
  { name: 'two words', text: 'flood parish' },
  { name: 'phrase', text: '"after the storm"' },
];

export type { Engine };

export interface QueryTimes {
  query: string;
  filtered: boolean;
  videos: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface SearchRun {
  engine: Engine;
  cues: number;
  indexSeconds: number;
  cuesPerSecond: number;
  diskMb: number;
  queries: QueryTimes[];
  /** Why the run stopped, when it did. */
  error?: string;
}

function videoCues(next: () => number): IndexedCue[] {
  return Array.from({ length: CUES_PER_VIDEO }, (_, i) => ({
    offset: i * 3.6,
    end: i * 3.6 + 3.4,
    text: speechLine(next),
  }));
}

function videoAsset(v: number): IndexedAsset {
  return {
    id: `bench-${v}`,
    title: `Oral history ${v}`,
    seriesTitle: `Series ${v % 40}`,
    type: ASSET_TYPES[v % ASSET_TYPES.length] ?? 'Clip',
    collection: v % 3 === 0 ? LSA : LPB,
    thumbnail: `https://media.example/bench-${v}.jpg`,
    captionVersion: 'v1',
  };
}

async function fill(index: PostgresTranscriptIndex, cues: number, log: (m: string) => void) {
  const next = random(1927);
  const videos = Math.ceil(cues / CUES_PER_VIDEO);
  const started = performance.now();
  for (let v = 0; v < videos; v++) {
    await index.store(videoAsset(v), videoCues(next));
    if ((v + 1) % 100 === 0) log(`  ${(v + 1) * CUES_PER_VIDEO} cues stored`);
  }
  return (performance.now() - started) / 1000;
}

/** Each of `fields` of the rows as one array: the columns unnest() reads back as rows. */
function columnsOf<Row>(rows: readonly Row[], fields: readonly (keyof Row)[]): unknown[][] {
  return fields.map((field) => rows.map((row) => row[field]));
}

/** BULK_VIDEOS videos: their assets, lines and passages, each in one statement. */
async function storeBulk(db: SqlDatabase, first: number, cues: IndexedCue[][]) {
  const assets = cues.map((_, i) => videoAsset(first + i));
  const lines = cues.flatMap((video, i) => {
    const parts = passageParts(video.map((cue) => cue.text));
    return video.map((cue, seq) => ({
      asset: `bench-${first + i}`,
      seq: seq + 1,
      part: parts[seq] ?? 0,
      ...cue,
    }));
  });
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO transcript_assets (id, title, series_title, type, collection, thumbnail, caption_version)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::text[], $7::text[])`,
      columnsOf(assets, [
        'id',
        'title',
        'seriesTitle',
        'type',
        'collection',
        'thumbnail',
        'captionVersion',
      ]),
    );
    await tx.query(
      `INSERT INTO transcript_cues (asset, seq, part, offset_seconds, end_seconds, text)
       SELECT * FROM unnest($1::text[], $2::int[], $3::int[], $4::float8[], $5::float8[], $6::text[])`,
      columnsOf(lines, ['asset', 'seq', 'part', 'offset', 'end', 'text']),
    );
    // The adapter's own statement, its asset parameter an array's element.
    await tx.query(
      PASSAGES_SQL.replace('SELECT $1,', 'SELECT asset,')
        .replace('WHERE asset = $1', 'WHERE asset = ANY($1::text[])')
        .replace('GROUP BY part', 'GROUP BY asset, part'),
      [assets.map((a) => a.id)],
    );
    await tx.query(
      TERMS_SQL.replace(', $1,', ', p.asset,')
        .replace('WHERE p.asset = $1', 'WHERE p.asset = ANY($1::text[])')
        .replace('GROUP BY word.lexeme', 'GROUP BY word.lexeme, p.asset'),
      [assets.map((a) => a.id)],
    );
  });
}

/** The same corpus as fill(), BULK_VIDEOS videos a transaction, two at a time. */
async function fillBulk(db: SqlDatabase, cues: number, log: (m: string) => void) {
  const next = random(1927);
  const videos = Math.ceil(cues / CUES_PER_VIDEO);
  const started = performance.now();
  const writing: Promise<void>[] = [];
  for (let v = 0; v < videos; v += BULK_VIDEOS) {
    const batch = Array.from({ length: Math.min(BULK_VIDEOS, videos - v) }, () => videoCues(next));
    writing.push(storeBulk(db, v, batch));
    if (writing.length >= 2) await writing.shift();
    if ((v + BULK_VIDEOS) % 1000 === 0) log(`  ${(v + BULK_VIDEOS) * CUES_PER_VIDEO} cues stored`);
  }
  await Promise.all(writing);
  return (performance.now() - started) / 1000;
}

async function time(index: PostgresTranscriptIndex, search: SpokenSearch) {
  for (let i = 0; i < WARM_UP; i++) await index.search(search);
  const times: number[] = [];
  let videos = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const results = await index.search(search);
    times.push(performance.now() - started);
    videos = results.total;
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    videos,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
  };
}

async function measure(
  engine: Engine,
  cues: number,
  location: DatabaseLocation,
  log: (m: string) => void,
  filled?: number,
): Promise<SearchRun> {
  log(`search: ${cues} cues on ${engine}${filled ? ' (kept)' : ''}`);
  const db = await openDatabase(location);
  await migrate(db);
  const index = new PostgresTranscriptIndex(db, { searchTimeLimitMs: 60_000 });
  try {
    const indexSeconds =
      filled ??
      (cues > SEARCH_GOALS.size ? await fillBulk(db, cues, log) : await fill(index, cues, log));
    await db.exec('VACUUM ANALYZE');
    const [size] = await db.query<{ mb: number }>(
      'SELECT pg_database_size(current_database())::float8 / 1048576 AS mb',
    );
    const queries: QueryTimes[] = [];
    for (const query of QUERIES) {
      for (const filtered of [false, true]) {
        const times = await time(index, {
          text: query.text,
          page: 1,
          pageSize: 10,
          momentsPerVideo: 3,
          ...(filtered ? { collection: LSA } : {}),
        });
        queries.push({ query: query.name, filtered, ...times });
      }
    }
    return {
      engine,
      cues,
      indexSeconds: Math.round(indexSeconds * 10) / 10,
      cuesPerSecond: Math.round(cues / indexSeconds),
      diskMb: Math.round(location.dataDir ? megabytesOf(location.dataDir) : (size?.mb ?? 0)),
      queries,
    };
  } finally {
    await index.close();
  }
}

/** Runs every size on every engine, each on a fresh database. */
export async function runSearchBench(log: (m: string) => void): Promise<SearchRun[]> {
  const sizes = (process.env.BENCH_SEARCH_SIZES ?? '100000,1000000')
    .split(',')
    .map(Number)
    .filter((n) => n > 0);
  const engines = enginesNamed(process.env.BENCH_SEARCH_ENGINES);
  const runs: SearchRun[] = [];
  for (const cues of sizes) {
    for (const engine of engines) {
      if (engine === 'pglite' && cues > SEARCH_GOALS.size) continue;
      const kept = process.env.BENCH_SEARCH_KEEP;
      if (kept) {
        const name = engine === 'postgres' ? `cues-${cues}` : `pglite-${cues}`;
        runs.push(await measureKept(engine, join(kept, name), cues, log));
        continue;
      }
      try {
        runs.push(
          await onFreshDatabase(engine, 'ldma-bench-search-', (location) =>
            measure(engine, cues, location, log),
          ),
        );
      } catch (error) {
        log(`search: ${cues} cues on ${engine} failed: ${String(error)}`);
        runs.push({
          engine,
          cues,
          indexSeconds: 0,
          cuesPerSecond: 0,
          diskMb: 0,
          queries: [],
          error: String(error),
        });
      }
    }
  }
  return runs;
}

/** A database kept in `dir`: filled on the first run, measured again on the next. */
async function measureKept(engine: Engine, dir: string, cues: number, log: (m: string) => void) {
  const seconds = join(dir, 'index-seconds');
  const filled = existsSync(seconds) ? Number(readFileSync(seconds, 'utf8')) : undefined;
  if (!filled) rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true, mode: 0o711 });
  if (engine === 'pglite') {
    const run = await measure(engine, cues, { dataDir: join(dir, 'index') }, log, filled);
    writeFileSync(seconds, String(run.indexSeconds));
    return run;
  }
  const databaseUrl = startPostgres(join(dir, 'cluster'));
  try {
    const run = await measure('postgres', cues, { databaseUrl }, log, filled);
    writeFileSync(seconds, String(run.indexSeconds));
    return run;
  } finally {
    stopPostgres(join(dir, 'cluster'));
  }
}

/** Goals missed, in words. */
export function searchMisses(runs: readonly SearchRun[]): string[] {
  const missed: string[] = [];
  for (const run of runs) {
    if (run.error) missed.push(`${run.engine} ${run.cues}: failed (${run.error})`);
    if (run.cues < SEARCH_GOALS.size || run.error) continue;
    const large = run.cues >= SEARCH_GOALS.large.size;
    const goal = large ? SEARCH_GOALS.large.p95Ms : SEARCH_GOALS.p95Ms[run.engine];
    if (!large && run.indexSeconds > SEARCH_GOALS.indexSeconds) {
      missed.push(`${run.engine}: ${run.cues} cues indexed in ${run.indexSeconds} s`);
    }
    for (const q of run.queries) {
      if (q.p95 > goal) {
        missed.push(
          `${run.engine} ${run.cues}: ${q.query}${q.filtered ? ' (filtered)' : ''} p95 ${q.p95} ms`,
        );
      }
    }
  }
  return missed;
}

export function indexingTable(runs: readonly SearchRun[]): Table {
  return {
    title: 'Spoken-word index: building it',
    ...columns(runs, [
      ['engine', (r) => r.engine],
      ['cues', (r) => r.cues.toLocaleString('en-US')],
      ['index time', (r) => (r.error ? 'failed' : `${r.indexSeconds} s`)],
      ['cues/s', (r) => r.cuesPerSecond.toLocaleString('en-US')],
      ['on disk', (r) => `${r.diskMb} MB`],
    ]),
    notes: [
      `${CUES_PER_VIDEO} cues per video, one store() (one transaction, one insert) each; past ${SEARCH_GOALS.size.toLocaleString('en-US')} cues, ${BULK_VIDEOS} videos a transaction, two at a time (the same rows).`,
      `Goal: ${SEARCH_GOALS.size.toLocaleString('en-US')} cues in under ${SEARCH_GOALS.indexSeconds / 60} minutes.`,
    ],
  };
}

export function queryTable(runs: readonly SearchRun[]): Table {
  const rows = runs.flatMap((run) => run.queries.map((q) => ({ run, q })));
  return {
    title: 'Spoken-word index: query times (first page of 10 videos, 3 moments each)',
    ...columns(rows, [
      ['engine', ({ run }) => run.engine],
      ['cues', ({ run }) => run.cues.toLocaleString('en-US')],
      ['query', ({ q }) => q.query],
      ['filter', ({ q }) => (q.filtered ? 'collection' : '-')],
      ['videos', ({ q }) => String(q.videos)],
      ['p50', ({ q }) => `${q.p50} ms`],
      ['p95', ({ q }) => `${q.p95} ms`],
      ['p99', ({ q }) => `${q.p99} ms`],
    ]),
    notes: [
      `Queries: ${QUERIES.map((q) => `${q.name} ${q.text}`).join(', ')}; ${RUNS} runs after ${WARM_UP} to warm up.`,
      `Goals at ${SEARCH_GOALS.size.toLocaleString('en-US')} cues: p95 under ${SEARCH_GOALS.p95Ms.postgres} ms on PostgreSQL, ${SEARCH_GOALS.p95Ms.pglite} ms on PGlite; at ${SEARCH_GOALS.large.size.toLocaleString('en-US')} (PostgreSQL): under ${SEARCH_GOALS.large.p95Ms} ms.`,
    ],
  };
}
