import { whole } from '../shared/whole';
import { AssetRefused } from '../../core/entities/AssetRefused';
import type { AssetType } from '../../core/entities/Asset';
import {
  EXPLORE_SORTS,
  MAX_FACET_IDS,
  MAX_MENTIONS,
  MAX_NAMED_COUNTS,
  type AssetFacets,
  type CatalogueOverview,
  type ExploreAnswer,
  type ExploreFilter,
  type ExploreQuery,
  type ExploreSort,
  type ExploreVideo,
  type NamedCount,
  type SpokenMention,
} from '../../core/entities/Catalogue';
import type { CollectionId } from '../../core/entities/Collection';
import type { Fips } from '../../core/entities/Places';
import { MAX_SPOKEN_VIDEOS, type FacetCount } from '../../core/entities/SpokenWords';
import type { CallOptions } from '../../core/ports/CallOptions';
import type { CatalogueExplorer, CatalogueStore, StoredRecord } from '../../core/ports/Catalogue';
import {
  FACETS_SQL,
  MENTIONS_SQL,
  ONE_NAMED_SQL,
  OVERVIEW_NAMED_SQL,
  OVERVIEW_SQL,
  exploreSql,
  matchingSql,
} from './catalogueSql';
import { digestOf, writeMentions, writeRecordFields } from './catalogueWrites';
import { refusedData, SEARCH_TIME_LIMIT_MS, STORE_TIME_LIMIT_MS } from './sqlLimits';
import type { SqlDatabase, SqlSession } from './SqlDatabase';

/** The largest page an explore list answers, whatever it is asked. */
const MAX_PAGE_SIZE = 100;

export interface PostgresCatalogueOptions {
  /** Milliseconds a read may run; SEARCH_TIME_LIMIT_MS unless given. */
  searchTimeLimitMs?: number;
  /** Milliseconds storing one record may run; STORE_TIME_LIMIT_MS unless given. */
  storeTimeLimitMs?: number;
}

interface VideoRow {
  id: string;
  title: string;
  series_title: string;
  type: string;
  collection: number;
  thumbnail: string;
  year: number | null;
  decade: number | null;
}

/** exploreSql's one row: the ids an array, each other list a JSON array. */
interface ExploreRow {
  candidates: string[];
  videos: VideoRow[];
  decades: FacetCount<number | null>[];
  parishes: FacetCount<Fips>[];
  subjects: NamedCount[];
  people: NamedCount[];
}

function videoOf(row: VideoRow): ExploreVideo {
  return {
    id: row.id,
    title: row.title,
    seriesTitle: row.series_title,
    type: row.type as AssetType | '',
    collection: row.collection as CollectionId,
    thumbnail: row.thumbnail,
    ...(row.year != null ? { year: row.year } : {}),
    ...(row.decade != null ? { decade: row.decade } : {}),
  };
}

function sortOf(sort: string): ExploreSort {
  return (EXPLORE_SORTS as readonly string[]).includes(sort) ? (sort as ExploreSort) : 'relevance';
}

/**
 * The catalogue index on PostgreSQL (PGlite or a server: the same SQL), in the database of
 * the transcript index. The engine filters, counts, sorts and pages.
 */
export class PostgresCatalogue implements CatalogueExplorer, CatalogueStore {
  private readonly timeLimitMs: number;
  private readonly storeLimitMs: number;

  constructor(
    private readonly db: SqlDatabase,
    options: PostgresCatalogueOptions = {},
  ) {
    this.timeLimitMs = whole(options.searchTimeLimitMs ?? SEARCH_TIME_LIMIT_MS, 1, 600_000);
    this.storeLimitMs = whole(options.storeTimeLimitMs ?? STORE_TIME_LIMIT_MS, 1, 3_600_000);
  }

  async storeRecord(record: StoredRecord): Promise<void> {
    try {
      await this.write(record);
    } catch (error) {
      if (!refusedData(error)) throw error;
      const message = error instanceof Error ? error.message : String(error);
      throw new AssetRefused(`${record.id} was refused by the catalogue: ${message}`, {
        cause: error,
      });
    }
  }

  private async write(record: StoredRecord): Promise<void> {
    const { spoken, ...fields } = record;
    const digest = digestOf(fields);
    await this.db.transaction(async (tx) => {
      // SET takes no parameters; the limit is a whole number of our own.
      await tx.query(`SET LOCAL statement_timeout = ${this.storeLimitMs}`);
      const [held] = await tx.query<{ digest: string }>(
        'SELECT digest FROM catalogue_records WHERE id = $1',
        [record.id],
      );
      if (held?.digest !== digest) await writeRecordFields(tx, fields, digest);
      if (spoken) await writeMentions(tx, record.id, spoken);
    });
  }

  async dropRecord(id: string): Promise<void> {
    await this.db.query('DELETE FROM catalogue_records WHERE id = $1', [id]);
  }

  async records(): Promise<Set<string>> {
    const rows = await this.db.query<{ id: string }>('SELECT id FROM catalogue_records');
    return new Set(rows.map((row) => row.id));
  }

  /** Migration 11's counts, kept as the rows change: a few keyed rows, then two short sorts. */
  async overview(options?: CallOptions): Promise<CatalogueOverview> {
    options?.signal?.throwIfAborted();
    const answer = await this.limited(async (tx) => {
      const counts = await tx.query<{ kind: string; key: string; count: number }>(OVERVIEW_SQL);
      const named = (kind: string) =>
        tx.query<NamedCount>(OVERVIEW_NAMED_SQL, [kind, MAX_NAMED_COUNTS]);
      const subjects = await named('subject');
      const people = await named('person');
      const of = (kind: string) => counts.filter((row) => row.kind === kind);
      const parishes = (kind: string) =>
        of(kind).map((row) => ({ value: row.key as Fips, count: row.count }));
      const decades = of('decade');
      return {
        parishes: parishes('parish'),
        spokenParishes: parishes('spoken'),
        statewide: of('statewide')[0]?.count ?? 0,
        decades: decades
          .filter((row) => row.key !== '')
          .map((row) => ({ value: Number(row.key), count: row.count }))
          .sort((a, b) => a.value - b.value),
        unknownDate: decades.find((row) => row.key === '')?.count ?? 0,
        subjects,
        people,
        total: decades.reduce((sum, row) => sum + row.count, 0),
      };
    });
    options?.signal?.throwIfAborted();
    return answer;
  }

  async matching(
    filter: ExploreFilter,
    sort: ExploreSort,
    options?: CallOptions,
  ): Promise<string[]> {
    options?.signal?.throwIfAborted();
    const { sql, params } = matchingSql(filter, sortOf(sort), MAX_SPOKEN_VIDEOS);
    const rows = await this.limited((tx) => tx.query<{ id: string }>(sql, params));
    options?.signal?.throwIfAborted();
    return rows.map((row) => row.id);
  }

  async explore(query: ExploreQuery, options?: CallOptions): Promise<ExploreAnswer> {
    const pageSize = whole(query.pageSize, 1, MAX_PAGE_SIZE);
    const page = whole(query.page, 1, Number.MAX_SAFE_INTEGER);
    const { sql, params } = exploreSql(query, query.among, sortOf(query.sort), {
      pageSize,
      skip: Math.min((page - 1) * pageSize, 2 ** 31 - 1),
      named: MAX_NAMED_COUNTS,
      first: MAX_SPOKEN_VIDEOS,
    });
    options?.signal?.throwIfAborted();
    const [row] = await this.limited((tx) => tx.query<ExploreRow>(sql, params));
    options?.signal?.throwIfAborted();
    const decades = row?.decades ?? [];
    return {
      videos: (row?.videos ?? []).map(videoOf),
      total: decades.reduce((sum, decade) => sum + decade.count, 0),
      parishes: row?.parishes ?? [],
      decades,
      subjects: row?.subjects ?? [],
      people: row?.people ?? [],
      candidates: row?.candidates ?? [],
    };
  }

  async mentions(
    parish: Fips,
    limit: number,
    among?: readonly string[],
    options?: CallOptions,
  ): Promise<SpokenMention[]> {
    options?.signal?.throwIfAborted();
    const rows = await this.limited((tx) =>
      tx.query<VideoRow & { offset_seconds: number; name: string; line: string }>(MENTIONS_SQL, [
        parish,
        whole(limit, 0, MAX_MENTIONS),
        among ? [...among] : null,
      ]),
    );
    options?.signal?.throwIfAborted();
    return rows.map((row) => ({
      video: videoOf(row),
      offset: row.offset_seconds,
      text: row.line,
      name: row.name,
    }));
  }

  async facetsOf(ids: readonly string[], options?: CallOptions): Promise<AssetFacets[]> {
    const asked = [...new Set(ids)].slice(0, MAX_FACET_IDS);
    if (asked.length === 0) return [];
    options?.signal?.throwIfAborted();
    const rows = await this.limited((tx) =>
      tx.query<{ id: string; decade: number | null; parishes: Fips[] }>(FACETS_SQL, [asked]),
    );
    options?.signal?.throwIfAborted();
    return rows.map((row) => ({
      id: row.id,
      parishes: row.parishes,
      ...(row.decade != null ? { decade: row.decade } : {}),
    }));
  }

  subject(slug: string, options?: CallOptions): Promise<NamedCount | undefined> {
    return this.named('subject', slug, options);
  }

  person(slug: string, options?: CallOptions): Promise<NamedCount | undefined> {
    return this.named('person', slug, options);
  }

  private async named(
    kind: string,
    slug: string,
    options?: CallOptions,
  ): Promise<NamedCount | undefined> {
    options?.signal?.throwIfAborted();
    const [row] = await this.limited((tx) => tx.query<NamedCount>(ONE_NAMED_SQL, [kind, slug]));
    options?.signal?.throwIfAborted();
    return row;
  }

  /** Runs reads in a transaction whose statements PostgreSQL stops after the time limit. */
  private limited<T>(work: (tx: SqlSession) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      // One round trip for three SET LOCALs: the time limit; no JIT, as compiling a list
      // took longer (120 ms at 25,000 videos) than running it; and random reads priced as
      // the cached index they are, else the planner hashed every record (50,000) to join a
      // few hundred of them.
      await tx.query(
        `SELECT set_config('statement_timeout', $1, true), set_config('jit', 'off', true),
          set_config('random_page_cost', '1.1', true)`,
        [String(this.timeLimitMs)],
      );
      return work(tx);
    });
  }
}
