/**
 * The catalogue's read statements. Every list is narrowed by the same filter, whose
 * parameters come first: $1 parish (FIPS), $2 decade, $3 subject slug, $4 person slug, $5 the
 * only videos that may be shown or counted (null: any of them).
 */
import type { ExploreSort } from '../../core/entities/Catalogue';

export const FILTER = `($1::text IS NULL OR EXISTS (
    SELECT 1 FROM catalogue_parishes fp WHERE fp.record = r.id AND fp.fips = $1))
  AND ($2::int IS NULL OR r.decade = $2)
  AND ($3::text IS NULL OR EXISTS (SELECT 1 FROM catalogue_entities fs
    WHERE fs.record = r.id AND fs.kind = 'subject' AND fs.slug = $3))
  AND ($4::text IS NULL OR EXISTS (SELECT 1 FROM catalogue_entities fe
    WHERE fe.record = r.id AND fe.kind = 'person' AND fe.slug = $4))
  AND ($5::text[] IS NULL OR r.id = ANY ($5))`;

/** A video as lists show it. */
export const VIDEO_COLUMNS = `r.id, r.title, r.series_title, r.type, r.collection, r.thumbnail,
  r.year, r.decade`;

/**
 * Relevance: where the record names the parish (its coverages before its abstract), how
 * early it lists the subject or person, then title. Oldest and newest: by year, a record
 * known only by its decade at the decade's start; unknown dates last.
 */
export const ORDER: Record<ExploreSort, string> = {
  relevance: `coalesce((SELECT op.field_rank FROM catalogue_parishes op
      WHERE op.record = r.id AND op.fips = $1), 0),
    coalesce((SELECT min(os.seq) FROM catalogue_entities os
      WHERE os.record = r.id AND os.kind = 'subject' AND os.slug = $3), 0),
    coalesce((SELECT min(oe.seq) FROM catalogue_entities oe
      WHERE oe.record = r.id AND oe.kind = 'person' AND oe.slug = $4), 0),
    r.title, r.id`,
  oldest: `coalesce(r.year, r.decade) ASC NULLS LAST, r.title, r.id`,
  newest: `coalesce(r.year, r.decade) DESC NULLS LAST, r.title, r.id`,
};

export function matchingSql(sort: ExploreSort): string {
  return `SELECT r.id FROM catalogue_records r WHERE ${FILTER} ORDER BY ${ORDER[sort]} LIMIT $6`;
}

/** $6 page size, $7 rows to skip. */
export function pageSql(sort: ExploreSort): string {
  return `SELECT ${VIDEO_COLUMNS} FROM catalogue_records r WHERE ${FILTER}
ORDER BY ${ORDER[sort]} LIMIT $6 OFFSET $7`;
}

/** Per decade (null: unknown), which also gives the total. */
export const DECADES_SQL = `SELECT r.decade AS value, count(*)::int AS count
FROM catalogue_records r WHERE ${FILTER}
GROUP BY r.decade ORDER BY r.decade ASC NULLS LAST`;

export const PARISHES_SQL = `SELECT p.fips AS value, count(*)::int AS count
FROM catalogue_parishes p JOIN catalogue_records r ON r.id = p.record
WHERE ${FILTER}
GROUP BY p.fips ORDER BY count(*) DESC, p.fips`;

/** $6 kind, $7 at most this many, the most used first. */
export const NAMED_SQL = `SELECT e.slug, min(e.name) AS name, count(DISTINCT e.record)::int AS count
FROM catalogue_entities e JOIN catalogue_records r ON r.id = e.record
WHERE e.kind = $6 AND ${FILTER}
GROUP BY e.slug ORDER BY count(DISTINCT e.record) DESC, e.slug LIMIT $7`;

/** $1 parish, $2 at most this many, $3 the only videos (null: any). */
export const MENTIONS_SQL = `SELECT ${VIDEO_COLUMNS}, m.offset_seconds, m.name, m.line
FROM catalogue_mentions m JOIN catalogue_records r ON r.id = m.record
WHERE m.fips = $1 AND ($3::text[] IS NULL OR r.id = ANY ($3))
ORDER BY r.title, r.id, m.offset_seconds, m.seq
LIMIT $2`;

export const OVERVIEW_SQL = `SELECT
  (SELECT count(*)::int FROM catalogue_records) AS total,
  (SELECT count(*)::int FROM catalogue_records r WHERE r.statewide
     AND NOT EXISTS (SELECT 1 FROM catalogue_parishes p WHERE p.record = r.id)) AS statewide,
  (SELECT count(*)::int FROM catalogue_records WHERE decade IS NULL) AS unknown_date`;

export const OVERVIEW_PARISHES_SQL = `SELECT fips AS value, count(*)::int AS count
FROM catalogue_parishes GROUP BY fips ORDER BY fips`;

export const OVERVIEW_SPOKEN_SQL = `SELECT fips AS value, count(DISTINCT record)::int AS count
FROM catalogue_mentions GROUP BY fips ORDER BY fips`;

export const OVERVIEW_DECADES_SQL = `SELECT decade AS value, count(*)::int AS count
FROM catalogue_records WHERE decade IS NOT NULL GROUP BY decade ORDER BY decade`;

/** $1 kind, $2 at most this many. */
export const OVERVIEW_NAMED_SQL = `SELECT slug, min(name) AS name, count(DISTINCT record)::int AS count
FROM catalogue_entities WHERE kind = $1
GROUP BY slug ORDER BY count(DISTINCT record) DESC, slug LIMIT $2`;

/** $1 kind, $2 slug. */
export const ONE_NAMED_SQL = `SELECT slug, min(name) AS name, count(DISTINCT record)::int AS count
FROM catalogue_entities WHERE kind = $1 AND slug = $2 GROUP BY slug`;

/**
 * $1 the ids: a row per record held, its parishes in FIPS order. The parishes are read per
 * record through their key, not joined: a join made the planner scan every record's
 * parishes (8 to 10 times slower for 500 ids of 50,000 records).
 */
export const FACETS_SQL = `SELECT r.id, r.decade,
  ARRAY(SELECT p.fips FROM catalogue_parishes p WHERE p.record = r.id ORDER BY p.fips) AS parishes
FROM catalogue_records r WHERE r.id = ANY ($1::text[])`;
