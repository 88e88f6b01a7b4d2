import { MAX_SPOKEN_QUERY_CHARS } from '../../entities/SpokenWords';

// C0 and C1 controls, zero-width and bidi format characters, the BOM, and lone surrogates:
// nothing a visitor means to search for, and bidi marks could reorder what the page echoes.
const UNSEARCHABLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The text a spoken-word search runs with: unsearchable characters become spaces, runs of
 * space one space, and a long text is cut to MAX_SPOKEN_QUERY_CHARS (never inside a
 * surrogate pair). '' when nothing is left.
 */
export function spokenQueryText(raw: string | null | undefined): string {
  const cleaned = String(raw ?? '')
    .replace(UNSEARCHABLE, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (cleaned.length <= MAX_SPOKEN_QUERY_CHARS) return cleaned;
  let cut = cleaned.slice(0, MAX_SPOKEN_QUERY_CHARS);
  if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1);
  return cut.trim();
}
