/**
 * The search statements. Parameter $1 is always the query text, read by
 * `websearch_to_tsquery('english', …)`: words, "a phrase", -word, OR, never a syntax error.
 *
 * A video matches where one of its passages does (up to PASSAGE_LINES lines, at most
 * PASSAGE_BYTES, read as one text), found through the passages' word index; it is ranked by
 * how often it says the query's words (transcript_terms), and the filters' counts and the
 * paging work on those videos. Its moments
 * are its lines that match the query; when none does alone (the words said on neighbouring
 * lines), the lines of its matching passages that hold one of the query's words.
 */

/** Lines per passage, as migration 2 built them: about half an hour of speech. */
export const PASSAGE_LINES = 500;
/**
 * The most UTF-8 bytes of text one passage joins (128 KiB; half an hour of speech is about
 * 40 KB). PostgreSQL refuses a tsvector over 1 MB; the words of any text take at most about
 * 2.5 times its bytes there (hyphenated words and URLs give several lexemes each), so a
 * passage stays far below the limit whatever a caption file holds.
 */
export const PASSAGE_BYTES = 128 * 1024;
/** Between two lines of a passage: a stop word, so no phrase runs from one line into the next. */
export const PASSAGE_JOINER = ' the ';

import { SENTENCE_REACH } from '../../core/rules/spoken/sentenceMoment';

const QUERY = `q AS (SELECT websearch_to_tsquery('english', $1) AS query)`;

/**
 * Whether the query can find anything: a query of stop words has no node, and one made only
 * of exclusions (`-levee`) would match every line without the index (its index part is 'T').
 */
export const SEARCHABLE_SQL = `WITH ${QUERY}
SELECT numnode(query) > 0 AND querytree(query) <> 'T' AS searchable FROM q`;

/** The passages of video $1, built by PostgreSQL from its lines' text and parts. */
export const PASSAGES_SQL = `INSERT INTO transcript_passages (asset, part, words)
SELECT $1, part, to_tsvector('english', string_agg(text, '${PASSAGE_JOINER}' ORDER BY seq))
FROM transcript_cues
WHERE asset = $1
GROUP BY part`;

const IN_FILTERS = `($2::int IS NULL OR collection = $2) AND ($3::text IS NULL OR type = $3)`;

/** The counts of each video in migration 5's transcript_terms, from its passages ($1). */
export const TERMS_SQL = `INSERT INTO transcript_terms (lexeme, asset, hits)
SELECT word.lexeme, $1, sum(coalesce(array_length(word.positions, 1), 1))
FROM transcript_passages p, unnest(p.words) AS word
WHERE p.asset = $1
GROUP BY word.lexeme`;

/**
 * Each matching video with its relevance: how often it says the query's wanted words (their
 * counts in transcript_terms, summed). Which videos match is the passages' word index alone:
 * unless the query holds a phrase, no passage is read, so a word said in every video costs
 * a row per video rather than its passages' text. The wanted words come as one array so the
 * counts are read by their key: joined as a set (`IN (SELECT …)`), the planner could not
 * tell how few they are and read the whole table (at 1,000,000 lines, 119,217 rows: 25 ms of
 * a rare word's 26).
 */
const PER_ASSET = `matched_assets AS MATERIALIZED (
  SELECT DISTINCT p.asset FROM transcript_passages p, q WHERE p.words @@ q.query
),
wanted AS (
  SELECT DISTINCT lexeme
  FROM q, unnest(tsvector_to_array(to_tsvector('simple', querytree(q.query)))) AS lexeme
),
per_asset AS MATERIALIZED (
  SELECT m.asset, coalesce(s.score, 0)::float8 AS score
  FROM matched_assets m LEFT JOIN (
    SELECT t.asset, sum(t.hits) AS score FROM transcript_terms t
    WHERE t.lexeme = ANY (ARRAY(SELECT lexeme FROM wanted))
    GROUP BY t.asset
  ) s ON s.asset = m.asset
)`;

/** The videos that match, most relevant first: $2 at most. */
export const MATCHING_SQL = `WITH ${QUERY},
${PER_ASSET}
SELECT asset FROM per_asset
ORDER BY score DESC, asset
LIMIT $2`;

/**
 * The matching videos of one page with the counts of the filters, most relevant first.
 * $2 collection, $3 type (null: any), $4 page size, $5 rows to skip, $6 the only videos that
 * may be shown or counted (null: any).
 */
export const SEARCH_SQL = `WITH ${QUERY},
${PER_ASSET},
matched AS MATERIALIZED (
  SELECT a.id, a.title, a.series_title, a.type, a.collection, a.thumbnail, p.score
  FROM per_asset p JOIN transcript_assets a ON a.id = p.asset
  WHERE $6::text[] IS NULL OR a.id = ANY($6::text[])
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
        'collection', collection, 'thumbnail', thumbnail)
      ORDER BY score DESC, id), '[]'::json)
    FROM (SELECT * FROM matched WHERE ${IN_FILTERS} ORDER BY score DESC, id LIMIT $4 OFFSET $5) h
  ) AS hits`;

/** Lines fetched on each side of a moment, for its whole sentences (sentenceMoment). */
const NEIGHBOURS = SENTENCE_REACH + 1;

/**
 * The moments of each video in $2: the best $3 (by ts_rank_cd, then file order), in time
 * order, marked by ts_headline with the options $4, each row with its video's moment count
 * and the texts of the NEIGHBOURS lines before and after it (by the primary key).
 * `any_word` is the query's wanted words joined by OR: the quoted lexemes of its querytree (so
 * no excluded word, and no phrase distance such as the 3 of `'river' <3> 'bayou'`).
 */
export const MOMENTS_SQL = `WITH ${QUERY},
w AS (
  SELECT q.query, coalesce((SELECT string_agg(quote_literal(replace(m[1], '''''', '''')), ' | ')
      FROM regexp_matches(querytree(q.query), '''((?:[^'']|'''')*)''', 'g') AS m),
    '')::tsquery AS any_word
  FROM q
),
parts AS (
  SELECT p.asset, p.part FROM transcript_passages p, w
  WHERE p.asset = ANY($2::text[]) AND p.words @@ w.query
),
lines AS (
  SELECT c.asset, c.seq, c.offset_seconds, c.end_seconds, c.text, c.words,
    c.words @@ w.query AS whole
  FROM transcript_cues c, w
  WHERE c.asset = ANY($2::text[]) AND c.words @@ w.any_word
    AND (c.words @@ w.query
      OR (c.asset, c.part) IN (SELECT asset, part FROM parts))
),
counted AS (
  SELECT l.*, count(*) FILTER (WHERE l.whole) OVER (PARTITION BY l.asset) AS wholes
  FROM lines l
),
kept AS (
  SELECT k.asset, k.seq, k.offset_seconds, k.end_seconds, k.text,
    CASE WHEN k.whole THEN w.query ELSE w.any_word END AS marks,
    count(*) OVER (PARTITION BY k.asset) AS moments,
    row_number() OVER (PARTITION BY k.asset
      ORDER BY ts_rank_cd(k.words, CASE WHEN k.whole THEN w.query ELSE w.any_word END) DESC,
        k.seq) AS place
  FROM counted k, w
  WHERE k.whole OR k.wholes = 0
)
SELECT k.asset, k.offset_seconds, k.end_seconds, k.text, k.moments::int AS moments,
  ts_headline('english', k.text, k.marks, $4) AS marked,
  ARRAY(SELECT n.text FROM transcript_cues n
    WHERE n.asset = k.asset AND n.seq BETWEEN k.seq - ${NEIGHBOURS} AND k.seq - 1
    ORDER BY n.seq) AS before,
  ARRAY(SELECT n.text FROM transcript_cues n
    WHERE n.asset = k.asset AND n.seq BETWEEN k.seq + 1 AND k.seq + ${NEIGHBOURS}
    ORDER BY n.seq) AS after
FROM kept k
WHERE k.place <= $3
ORDER BY k.asset, k.offset_seconds, k.seq`;
