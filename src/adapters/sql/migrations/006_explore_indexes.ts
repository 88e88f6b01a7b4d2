/**
 * Migration 6: the explore pages' counts read from indexes alone. The hub counts every
 * subject's and person's videos: by (kind, slug, record) with the name beside them, no row
 * of the table is read (at 50,000 videos, 200,000 rows read one by one took most of a
 * second). A list counts the subjects and people of its (at most 1,000) videos: by record
 * and kind, each video's rows come from the index rather than a pass over the whole table.
 */
export default `
CREATE INDEX catalogue_entities_counts ON catalogue_entities (kind, slug, record) INCLUDE (name);
DROP INDEX catalogue_entities_slug;
CREATE INDEX catalogue_entities_record ON catalogue_entities (record, kind) INCLUDE (slug, name);
`;
