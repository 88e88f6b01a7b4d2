/**
 * Migration 13: what a list counts of each record, beside the record. A list counts its first
 * 1,000 videos' parishes, subjects and people; each record's rows were read through their
 * keys (at 50,000 videos some 6,500 entity rows for a large parish's list, made distinct per
 * record and hashed twice: with the parishes, 16 of the statement's 20 ms in EXPLAIN ANALYZE).
 * Each record's row now holds its parishes and its subjects' and people's slugs, each once:
 * one read of the row per video, one hashing of short keys. Written with the record;
 * backfilled from the records held. Not analyzed after: no index reads the new columns, and
 * statistics taken of a new database's empty table made every later write's key checks
 * against it slower (3,000 records stored in 50-70 s on PGlite, which never analyzes again by
 * itself, against 31-40 s).
 */
export default `
ALTER TABLE catalogue_records
  ADD COLUMN parishes text[] NOT NULL DEFAULT '{}',
  ADD COLUMN subjects text[] NOT NULL DEFAULT '{}',
  ADD COLUMN people text[] NOT NULL DEFAULT '{}';

UPDATE catalogue_records r SET
  parishes = ARRAY(SELECT p.fips FROM catalogue_parishes p WHERE p.record = r.id ORDER BY p.fips),
  subjects = ARRAY(SELECT DISTINCT e.slug FROM catalogue_entities e
    WHERE e.record = r.id AND e.kind = 'subject' ORDER BY e.slug),
  people = ARRAY(SELECT DISTINCT e.slug FROM catalogue_entities e
    WHERE e.record = r.id AND e.kind = 'person' ORDER BY e.slug);
`;
