export const DEFAULT_SEARCH_FIELD = 'ALLFIELDS';

/** The fields the archive's search knows (`search_by`); the default searches them all. */
export const SEARCH_FIELDS = [
  DEFAULT_SEARCH_FIELD,
  'TITLE',
  'SUBJECT',
  'DESCRIPTION',
  'CONTRIBUTOR',
] as const;

export type SearchField = (typeof SEARCH_FIELDS)[number];

/** A `search_by` value as a known field, any case; anything else is ALLFIELDS. */
export function searchField(raw: string | null | undefined): SearchField {
  const field = String(raw ?? '')
    .trim()
    .toUpperCase();
  return SEARCH_FIELDS.find((known) => known === field) ?? DEFAULT_SEARCH_FIELD;
}

/** `.` and `..`: as a URL path segment they step through the path instead of being sent. */
export function isDotSegment(value: string): boolean {
  return value === '.' || value === '..';
}

/**
 * The keyword the archive is asked about: trimmed; undefined when it is blank or a dot
 * segment, which no request can carry (such a search finds nothing without asking).
 */
export function searchableKeyword(raw: string | null | undefined): string | undefined {
  const keyword = String(raw ?? '').trim();
  return keyword && !isDotSegment(keyword) ? keyword : undefined;
}
