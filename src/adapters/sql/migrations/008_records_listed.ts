/**
 * Migration 8: a list's records from an index alone. A list orders its records by title (and
 * year), then counts them by decade; with the year and decade beside the title, those reads
 * no longer visit every record's row (wide with its thumbnail and series title), which cost
 * a third of an Orleans page. It replaces migration 7's records by title, whose order (the
 * parish's moments by the title of their video) it serves as well.
 */
export default `
CREATE INDEX catalogue_records_listed ON catalogue_records (title, id) INCLUDE (year, decade);
DROP INDEX catalogue_records_title;
`;
