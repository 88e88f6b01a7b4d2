/**
 * Migration 13: what a list counts of each record, beside the record. A list counts its first
 * 1,000 videos' parishes, subjects and people; each record's rows were read through their
 * keys (at 50,000 videos about 7,000 entity rows for a large parish's list, made distinct per
 * record and hashed twice: 10 of the statement's 20 ms). Each record's row now holds its
 * parishes and its subjects' and people's slugs, each once: one read of the row per video,
 * one hashing of short keys. Written with the record; backfilled from the records held.
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

ANALYZE catalogue_records;
`;
