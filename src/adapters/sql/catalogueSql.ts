/**
 * The catalogue's read statements. A list is narrowed by a filter whose statement holds only
 * the parts asked (joins the planner can drive from an index, not per-row subqueries behind
 * `$n IS NULL OR`), its parameters numbered as they are added.
 */
import type { ExploreFilter, ExploreSort } from '../../core/entities/Catalogue';

/** A statement's parameters, numbered in the order they are added. */
export class SqlParams {
  readonly values: unknown[] = [];

  /** `value` as the next parameter, cast to `type`. */
  add(value: unknown, type: string): string {
    this.values.push(value);
    return `$${this.values.length}::${type}`;
  }
}

/** A video as lists show it. */
export const VIDEO_COLUMNS = `r.id, r.title, r.series_title, r.type, r.collection, r.thumbnail,
  r.year, r.decade`;

/**
 * The records a filter holds (`r`), with their relevance keys: the field the record names the
 * parish in (coverages before abstract), how early it lists the subject and the person; 0
 * for what is not asked. Parishes are one row per record and parish; subjects and people are
 * reduced to their first listing, so no record comes twice.
 */
export interface Filtered {
  from: string;
  where: string;
  /** parish rank, subject seq, person seq. */
  keys: [string, string, string];
}

/** The subject, else the person, a parish list is narrowed to: one migration 10 holds. */
function pairedOf(
  filter: ExploreFilter,
): { kind: 'subject' | 'person'; slug: string; key: 1 | 2 } | undefined {
  if (filter.parish == null) return undefined;
  if (filter.subject != null) return { kind: 'subject', slug: filter.subject, key: 1 };
  if (filter.person != null) return { kind: 'person', slug: filter.person, key: 2 };
  return undefined;
}

export function filtered(
  filter: ExploreFilter,
  among: readonly string[] | undefined,
  params: SqlParams,
): Filtered {
  let from = 'catalogue_records r';
  const where: string[] = [];
  const keys: [string, string, string] = ['0', '0', '0'];
  // A parish within a subject (or else a person) is read from migration 10's index, which
  // holds both keys and what sorts and counts the list, in place of the record's row; a
  // parish alone from migration 12's.
  const paired = pairedOf(filter);
  if (filter.parish != null && paired) {
    const parish = params.add(filter.parish, 'text');
    const slug = params.add(paired.slug, 'text');
    from = `(SELECT pn.record AS id, pn.title, pn.year, pn.decade, pn.field_rank, pn.seq
      FROM catalogue_parish_named pn WHERE pn.fips = ${parish}
        AND pn.kind = '${paired.kind}' AND pn.slug = ${slug}) r`;
    keys[0] = 'r.field_rank';
    keys[paired.key] = 'r.seq';
  } else if (filter.parish != null) {
    // Migration 12's index: the parish's records in relevance order, with what sorts them.
    from = `(SELECT p.record AS id, p.title, p.year, p.decade, p.field_rank
      FROM catalogue_parishes p WHERE p.fips = ${params.add(filter.parish, 'text')}) r`;
    keys[0] = 'r.field_rank';
  }
  // A decade that is not a whole number narrows nothing.
  if (filter.decade !== undefined && Number.isInteger(filter.decade)) {
    where.push(`r.decade = ${params.add(filter.decade, 'int')}`);
  }
  for (const [kind, slug, key] of [
    ['subject', filter.subject, 1],
    ['person', filter.person, 2],
  ] as const) {
    if (slug == null || key === paired?.key) continue;
    const asked = params.add(slug, 'text');
    // The filter a semi-join the planner may drive either way; the key read only for the
    // records kept (migration 7's index holds it).
    where.push(`EXISTS (SELECT 1 FROM catalogue_entities f${key} WHERE f${key}.record = r.id
      AND f${key}.kind = '${kind}' AND f${key}.slug = ${asked})`);
    keys[key] =
      `(SELECT min(o${key}.seq) FROM catalogue_entities o${key} WHERE o${key}.record = r.id
      AND o${key}.kind = '${kind}' AND o${key}.slug = ${asked})`;
  }
  if (among) where.push(`r.id = ANY (${params.add([...among], 'text[]')})`);
  return { from, where: where.length ? where.join(' AND ') : 'true', keys };
}

/**
 * Relevance: the filter's keys, then title. Oldest and newest: by year, a record known only
 * by its decade at the decade's start; unknown dates last. `k` names the relevance keys.
 */
function orderOf(sort: ExploreSort, k: readonly [string, string, string], of = 'r'): string {
  switch (sort) {
    case 'oldest':
      return `coalesce(${of}.year, ${of}.decade) ASC NULLS LAST, ${of}.title, ${of}.id`;
    case 'newest':
      return `coalesce(${of}.year, ${of}.decade) DESC NULLS LAST, ${of}.title, ${of}.id`;
    default:
      // A key not asked is 0 for every record: it orders nothing.
      return [...k.filter((key) => key !== '0'), `${of}.title`, `${of}.id`].join(', ');
  }
}

/** The ids a filter holds in the sort's order, at most `limit`. */
export function matchingSql(
  filter: ExploreFilter,
  sort: ExploreSort,
  limit: number,
): { sql: string; params: unknown[] } {
  const params = new SqlParams();
  const { from, where, keys } = filtered(filter, undefined, params);
  const sql = `SELECT r.id FROM ${from} WHERE ${where}
ORDER BY ${orderOf(sort, keys)} LIMIT ${params.add(limit, 'int')}`;
  return { sql, params: params.values };
}

/** The column of a record's row (migration 13) holding its slugs of a kind. */
const COUNTED = { subject: 'subjects', person: 'people' } as const;

/**
 * One statement for a list: its first `first` records in the sort's order, read once as ids
 * numbered `n` in that order (with the decade: migration 8's index holds both), then their
 * ids, the page (`pageSize` from `skip`), per decade (null: unknown; which also gives the
 * total), and from each record's row its parishes and the most used `named` subjects and
 * people, each a JSON array in its order.
 */
export function exploreSql(
  filter: ExploreFilter,
  among: readonly string[] | undefined,
  sort: ExploreSort,
  page: { pageSize: number; skip: number; named: number; first: number },
): { sql: string; params: unknown[] } {
  const params = new SqlParams();
  const { from, where, keys } = filtered(filter, among, params);
  // One sort serves the window and the limit: the page is then a range of `n`.
  const order = orderOf(sort, keys);
  const most = params.add(page.named, 'int');
  // The most used slugs, named as the hub names them (migration 11's least name).
  const named = (
    kind: 'subject' | 'person',
  ) => `(SELECT coalesce(json_agg(n ORDER BY n.count DESC, n.slug), '[]')
    FROM (SELECT s.slug, k.name, s.count
      FROM (SELECT x.slug, count(*)::int AS count
        FROM counted f CROSS JOIN LATERAL unnest(f.${COUNTED[kind]}) x (slug)
        GROUP BY x.slug ORDER BY count DESC, x.slug LIMIT ${most}) s
      JOIN catalogue_counts k ON k.kind = '${kind}' AND k.key = s.slug) n)`;
  const sql = `WITH chosen AS MATERIALIZED (
  SELECT r.id, r.decade, row_number() OVER (ORDER BY ${order}) AS n
  FROM ${from} WHERE ${where}
  ORDER BY ${order} LIMIT ${params.add(page.first, 'int')}),
counted AS MATERIALIZED (
  SELECT r.parishes, r.subjects, r.people
  FROM chosen c JOIN catalogue_records r ON r.id = c.id)
SELECT
  ARRAY(SELECT c.id FROM chosen c ORDER BY c.n) AS candidates,
  (SELECT coalesce(json_agg(v ORDER BY v.n), '[]') FROM (
    SELECT ${VIDEO_COLUMNS}, c.n
    FROM chosen c JOIN catalogue_records r ON r.id = c.id
    WHERE c.n > ${params.add(page.skip, 'bigint')}
      AND c.n <= ${params.add(page.skip + page.pageSize, 'bigint')}) v) AS videos,
  (SELECT coalesce(json_agg(d ORDER BY d.value ASC NULLS LAST), '[]')
    FROM (SELECT c.decade AS value, count(*)::int AS count FROM chosen c GROUP BY c.decade) d)
    AS decades,
  (SELECT coalesce(json_agg(p ORDER BY p.count DESC, p.value), '[]')
    FROM (SELECT p.fips AS value, count(*)::int AS count
      FROM counted f CROSS JOIN LATERAL unnest(f.parishes) p (fips) GROUP BY p.fips) p)
    AS parishes,
  ${named('subject')} AS subjects,
  ${named('person')} AS people`;
  return { sql, params: params.values };
}

/**
 * $1 parish, $2 at most this many, $3 the only videos (null: any). A parish named in many
 * videos walks the records by title (migration 8's index) until it has enough moments; a
 * rare one reads its moments, then their records by key.
 */
export const MENTIONS_SQL = `SELECT ${VIDEO_COLUMNS}, m.offset_seconds, m.name, m.line
FROM catalogue_mentions m JOIN catalogue_records r ON r.id = m.record
WHERE m.fips = $1 AND ($3::text[] IS NULL OR r.id = ANY ($3))
ORDER BY r.title, r.id, m.offset_seconds, m.seq
LIMIT $2`;

/** Migration 11's counts of decades ('' unknown), statewide videos and parishes. */
export const OVERVIEW_SQL = `SELECT c.kind, c.key, c.count FROM catalogue_counts c
WHERE c.kind IN ('decade', 'statewide', 'parish', 'spoken') ORDER BY c.kind, c.key`;

/** $1 kind, $2 at most this many: the most used subjects or people. */
export const OVERVIEW_NAMED_SQL = `SELECT c.key AS slug, c.name, c.count FROM catalogue_counts c
WHERE c.kind = $1 ORDER BY c.count DESC, c.key LIMIT $2`;

/** $1 kind, $2 slug. */
export const ONE_NAMED_SQL = `SELECT c.key AS slug, c.name, c.count FROM catalogue_counts c
WHERE c.kind = $1 AND c.key = $2`;

/** $1 the ids: a row per record held, its parishes in FIPS order (migration 13). */
export const FACETS_SQL = `SELECT r.id, r.decade, r.parishes
FROM catalogue_records r WHERE r.id = ANY ($1::text[])`;
