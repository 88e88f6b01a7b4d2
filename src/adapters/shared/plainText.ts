import { MAX_SPOKEN_QUERY_CHARS } from '../../core/entities/SpokenWords';

// Control characters (tabs and line breaks among them) read as spaces; format characters
// (bidi overrides and isolates, zero-width marks) and lone surrogates go.
const CONTROL = /\p{Cc}+/gu;
const INVISIBLE = /[\p{Cf}\p{Cs}]/gu;

/**
 * Text as the engine may see it: no control, bidi or other invisible characters (the
 * snippet markers are control characters, so no text can forge one), spaces collapsed.
 */
export function plainText(text: string): string {
  return text.replace(CONTROL, ' ').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
}

/** A visitor's query made safe for the web search syntax: cut to its limit, then plain. */
export function spokenQueryText(text: string): string {
  // Cut first (by code point, never between the halves of a pair) so a huge query costs
  // nothing more than a short one.
  return plainText(
    Array.from(text.slice(0, MAX_SPOKEN_QUERY_CHARS * 2))
      .slice(0, MAX_SPOKEN_QUERY_CHARS)
      .join(''),
  );
}
