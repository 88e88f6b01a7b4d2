/**
 * Migration 7: two orders the list pages read. Records by title: a parish page lists its
 * first moments named on camera by the title of their video; for a parish named in
 * thousands of videos, walking the titles until enough moments are found reads a few
 * hundred records, where sorting them read all 50,000. A record's subjects and people by
 * slug with their place in its list: relevance reads how early a kept record lists the
 * subject or person from the index alone (it replaces migration 6's (record, kind) index,
 * whose counts it serves as well).
 */
export default `
CREATE INDEX catalogue_records_title ON catalogue_records (title, id);
CREATE INDEX catalogue_entities_listed ON catalogue_entities (record, kind, slug, seq) INCLUDE (name);
DROP INDEX catalogue_entities_record;
`;
