/**
 * Migration 10: a parish's videos within a subject or person, read from one index. Such a
 * list found the parish's videos among every video of the subject (at 50,000 videos, Orleans
 * within Music hashed 21,700 listings to keep 3,000), then read each kept video's row and
 * key one by one (28,000 buffers, four times a parish alone). A row per record, parish and
 * subject or person, written with the record (its title, year and decade copied from it):
 * the index gives the list in relevance order with what sorts and counts it. Backfilled from
 * the records held.
 */
export default `
CREATE TABLE catalogue_parish_named (
  record text NOT NULL REFERENCES catalogue_records (id) ON DELETE CASCADE,
  fips text NOT NULL,
  kind text NOT NULL,
  slug text NOT NULL,
  -- The parish's field rank in the record, and where the record first lists the slug.
  field_rank integer NOT NULL,
  seq integer NOT NULL,
  title text NOT NULL,
  year integer,
  decade integer,
  PRIMARY KEY (record, fips, kind, slug)
);

CREATE INDEX catalogue_parish_named_listed ON catalogue_parish_named
  (fips, kind, slug, field_rank, seq, title, record) INCLUDE (year, decade);

INSERT INTO catalogue_parish_named (record, fips, kind, slug, field_rank, seq, title, year, decade)
SELECT p.record, p.fips, e.kind, e.slug, p.field_rank, min(e.seq), r.title, r.year, r.decade
FROM catalogue_parishes p
  JOIN catalogue_entities e ON e.record = p.record AND e.kind IN ('subject', 'person')
  JOIN catalogue_records r ON r.id = p.record
GROUP BY p.record, p.fips, e.kind, e.slug, p.field_rank, r.title, r.year, r.decade;

ANALYZE catalogue_parish_named;
`;
