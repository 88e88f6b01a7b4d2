/**
 * The largest JSON answer a spoken-word request gets (the endpoint's `asset=` form, IIIF
 * Content Search): 1 MiB, whatever a caption file holds. A video's moments are at most
 * MAX_MOMENTS_WITHIN lines of at most MAX_MOMENT_CHARS characters and MAX_MARKS_PER_MOMENT
 * marks each; past this many bytes its later moments are left out.
 */
export const MAX_SPOKEN_ANSWER_BYTES = 1024 * 1024;

/**
 * The largest search answer (`q=` without `asset=`): a page of SPOKEN_PAGE_SIZE videos with
 * MOMENTS_PER_VIDEO bounded moments each is under 64 KiB by construction.
 */
export const MAX_SEARCH_ANSWER_BYTES = 64 * 1024;

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * `body` of the longest first part of `items` that fits in `maxBytes`: each item's share is
 * measured alone, then the whole is checked (an item's share may differ by a few bytes).
 */
export function bodyWithin<T>(
  items: readonly T[],
  maxBytes: number,
  body: (items: readonly T[]) => string,
): string {
  const whole = body(items);
  if (bytes(whole) <= maxBytes) return whole;
  const base = bytes(body([]));
  let total = base;
  let count = 0;
  for (const item of items) {
    // One more for the comma between items.
    const share = bytes(body([item])) - base + 1;
    if (total + share > maxBytes) break;
    total += share;
    count += 1;
  }
  let answer = body(items.slice(0, count));
  while (count > 0 && bytes(answer) > maxBytes) {
    count -= 1;
    answer = body(items.slice(0, count));
  }
  return answer;
}
