/**
 * The search statements. Parameter $1 is always the query text, read by
 * `websearch_to_tsquery('english', …)`: words, "a phrase", -word, OR, never a syntax error.
 */

const QUERY = `q AS (SELECT websearch_to_tsquery('english', $1) AS query)`;

/**
 * Whether the query can find anything: a query of stop words has no node, and one made only
 * of exclusions (`-levee`) would match every line without the index (its index part is 'T').
 */
export const SEARCHABLE_SQL = `WITH ${QUERY}
SELECT numnode(query) > 0 AND querytree(query) <> 'T' AS searchable FROM q`;

const IN_FILTERS = `($2::int IS NULL OR collection = $2) AND ($3::text IS NULL OR type = $3)`;

/**
 * The matching videos of one page with the counts of the filters. Every matching line is
 * counted and ranked (ts_rank_cd) per video, grouped first so only videos reach the join;
 * a video's relevance is the sum of its lines' ranks.
 * $2 collection, $3 type (null: any), $4 page size, $5 rows to skip.
 */
export const SEARCH_SQL = `WITH ${QUERY},
per_asset AS MATERIALIZED (
  SELECT c.asset, count(*)::int AS moments, sum(ts_rank_cd(c.words, q.query))::float8 AS score
  FROM transcript_cues c, q
  WHERE c.words @@ q.query
  GROUP BY c.asset
),
matched AS MATERIALIZED (
  SELECT a.id, a.title, a.series_title, a.type, a.collection, a.thumbnail, p.moments, p.score
  FROM per_asset p JOIN transcript_assets a ON a.id = p.asset
)
SELECT
  (SELECT count(*)::int FROM matched WHERE ${IN_FILTERS}) AS total,
  (SELECT coalesce(json_agg(json_build_object('value', collection, 'count', n)
      ORDER BY n DESC, collection), '[]'::json)
    FROM (SELECT collection, count(*)::int AS n FROM matched
      WHERE $3::text IS NULL OR type = $3 GROUP BY collection) f
  ) AS collections,
  (SELECT coalesce(json_agg(json_build_object('value', type, 'count', n)
      ORDER BY n DESC, type), '[]'::json)
    FROM (SELECT type, count(*)::int AS n FROM matched
      WHERE type <> '' AND ($2::int IS NULL OR collection = $2) GROUP BY type) f
  ) AS types,
  (SELECT coalesce(json_agg(json_build_object(
        'id', id, 'title', title, 'seriesTitle', series_title, 'type', type,
        'collection', collection, 'thumbnail', thumbnail, 'moments', moments)
      ORDER BY score DESC, id), '[]'::json)
    FROM (SELECT * FROM matched WHERE ${IN_FILTERS} ORDER BY score DESC, id LIMIT $4 OFFSET $5) h
  ) AS hits`;

/**
 * The best `$3` lines of each video in `$2` (by ts_rank_cd, then file order), marked by
 * ts_headline with the options `$4`, in time order. Only the chosen lines are marked.
 */
export const MOMENTS_SQL = `WITH ${QUERY},
ranked AS (
  SELECT c.asset, c.seq, c.offset_seconds, c.end_seconds, c.text,
    row_number() OVER (PARTITION BY c.asset ORDER BY ts_rank_cd(c.words, q.query) DESC, c.seq)
      AS place
  FROM transcript_cues c, q
  WHERE c.asset = ANY($2::text[]) AND c.words @@ q.query
)
SELECT r.asset, r.offset_seconds, r.end_seconds, r.text,
  ts_headline('english', r.text, q.query, $4) AS marked
FROM ranked r, q
WHERE r.place <= $3
ORDER BY r.asset, r.offset_seconds, r.seq`;

/** Every matching line of video `$2`, marked with the options `$3`, in time order, at most `$4`. */
export const WITHIN_SQL = `WITH ${QUERY}
SELECT c.offset_seconds, c.end_seconds, c.text,
  ts_headline('english', c.text, q.query, $3) AS marked
FROM transcript_cues c, q
WHERE c.asset = $2 AND c.words @@ q.query
ORDER BY c.offset_seconds, c.seq
LIMIT $4`;
