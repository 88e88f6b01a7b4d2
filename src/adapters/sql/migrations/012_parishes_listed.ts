/**
 * Migration 12: a parish's list from one index. A parish's first 1,000 videos in relevance
 * order were found by joining its rows to every record's title (at 50,000 videos, Orleans's
 * 6,879 rows hashed against all 50,000 records, then sorted: 35 of a page's 70 ms). With the
 * record's title, year and decade copied beside each parish, as migration 10 does for a parish
 * within a subject or person, the index gives the list in relevance order (and what sorts by
 * date and counts by decade). It replaces migration 4's (fips, record), whose lookups it serves.
 */
export default `
ALTER TABLE catalogue_parishes
  ADD COLUMN title text, ADD COLUMN year integer, ADD COLUMN decade integer;

UPDATE catalogue_parishes p SET title = r.title, year = r.year, decade = r.decade
FROM catalogue_records r WHERE r.id = p.record;

ALTER TABLE catalogue_parishes ALTER COLUMN title SET NOT NULL;

CREATE INDEX catalogue_parishes_listed ON catalogue_parishes
  (fips, field_rank, title, record) INCLUDE (year, decade);
DROP INDEX catalogue_parishes_fips;

ANALYZE catalogue_parishes;
`;
