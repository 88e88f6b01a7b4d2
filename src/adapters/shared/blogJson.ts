import { DEFAULT_BLOG_PAGE_SIZE, type Blog, type BlogPage } from '../../core/entities/Blog';
import { LPB } from '../../core/entities/Collection';
import { isTrueFlag } from '../../core/rules/values/flags';
import { normaliseMediaUrl, type DefaultThumbnails } from '../../core/rules/media/media';
import { wireText } from './archiveRecords';

/*
 * The blog calls' JSON (CONTRACT.md "Blog calls") as entities. Pure; each function throws an
 * Error when the value is not the shape the contract describes, and otherwise returns values
 * inside the contract (text fields are strings, lists are arrays).
 */

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function own(object: JsonObject, name: string): unknown {
  return Object.hasOwn(object, name) ? object[name] : undefined;
}

/** One blog. Throws when `value` is not a JSON object. */
export function blogFromJson(value: unknown, defaults: DefaultThumbnails): Blog {
  if (!isObject(value)) throw new Error('a blog must be a JSON object');
  return {
    key: wireText(own(value, 'key')),
    title: wireText(own(value, 'blogtitle')),
    html: wireText(own(value, 'bloghtml')),
    // Blogs belong to no collection; the broadcaster's default image stands in.
    picture: normaliseMediaUrl(wireText(own(value, 'blogpic')), LPB, defaults),
    description: wireText(own(value, 'blogdesc')),
    date: wireText(own(value, 'blogdate')),
    active: isTrueFlag(own(value, 'blogactive')),
  };
}

/** `GET /spotlightonhistory/blogs`: an array of blogs; items that are not objects are skipped. */
export function blogListFromJson(value: unknown, defaults: DefaultThumbnails): Blog[] {
  if (!Array.isArray(value)) throw new Error('the blog list must be a JSON array');
  return value.filter(isObject).map((item) => blogFromJson(item, defaults));
}

/** `GET /spotlightonhistory/blogs/{id}`: one blog, or an array of one. Throws for none. */
export function blogByIdFromJson(value: unknown, defaults: DefaultThumbnails): Blog {
  const item: unknown = Array.isArray(value) ? value.find(isObject) : value;
  if (!isObject(item)) throw new Error('no blog in the answer');
  return blogFromJson(item, defaults);
}

/** A whole number of at least `min` from a number or numeric text; otherwise `fallback`. */
function wholeNumber(value: unknown, min: number, fallback: number): number {
  const text = wireText(value);
  const n = text === '' ? Number.NaN : Number(text);
  return Number.isSafeInteger(n) && n >= min ? n : fallback;
}

/**
 * `GET /blog-pagination/{page}`: `{ data, totalItems, pageSize, pageNumber }`. Throws when
 * `data` is not an array. Missing numbers default: the size to 25, the page to the one asked
 * for, the total to the number of blogs on the pages up to this one.
 */
export function blogPageFromJson(
  value: unknown,
  defaults: DefaultThumbnails,
  requestedPage = 1,
): BlogPage {
  if (!isObject(value)) throw new Error('a blog page must be a JSON object');
  const raw = own(value, 'data');
  if (!Array.isArray(raw)) throw new Error('a blog page needs a data array');
  const data = blogListFromJson(raw, defaults);
  const pageSize = wholeNumber(own(value, 'pageSize'), 1, DEFAULT_BLOG_PAGE_SIZE);
  const pageNumber = wholeNumber(own(value, 'pageNumber'), 1, Math.max(1, requestedPage));
  const seen = (pageNumber - 1) * pageSize + data.length;
  const totalItems = wholeNumber(
    own(value, 'totalItems'),
    0,
    Number.isSafeInteger(seen) ? seen : data.length,
  );
  return { data, totalItems, pageSize, pageNumber };
}

/** Compares keys such as `trend2` and `trend10` by their numbers, not letter by letter. */
export function naturalCompare(a: string, b: string): number {
  const chunks = /(\d+|\D+)/g;
  const left = a.match(chunks) ?? [];
  const right = b.match(chunks) ?? [];
  for (let i = 0; i < Math.min(left.length, right.length); i += 1) {
    const x = left[i] as string;
    const y = right[i] as string;
    if (x === y) continue;
    const numeric = /^\d/.test(x) && /^\d/.test(y);
    if (numeric) {
      const byValue = Number(x) - Number(y);
      if (byValue !== 0) return Math.sign(byValue);
      return x.length - y.length;
    }
    return x < y ? -1 : 1;
  }
  return left.length - right.length;
}

/** Only text and numbers are ids; anything else is skipped like an empty one. */
function idText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? wireText(value) : '';
}

/**
 * The frontpage lists: an array of objects (or one object) whose keys starting with `prefix`
 * (any case) hold ids. Ids come in key order (trend2 before trend10), object by object;
 * empty ones are skipped. Throws when the value is neither an object nor an array.
 */
export function frontpageIdsFromJson(value: unknown, prefix: string): string[] {
  let objects: unknown[];
  if (Array.isArray(value)) objects = value;
  else if (isObject(value)) objects = [value];
  else throw new Error(`the frontpage ${prefix}s must be a JSON array or object`);
  const wanted = prefix.toLowerCase();
  const ids: string[] = [];
  for (const object of objects) {
    if (!isObject(object)) continue;
    const keys = Object.keys(object)
      .filter((key) => key.toLowerCase().startsWith(wanted))
      .sort(naturalCompare);
    for (const key of keys) {
      const id = idText(object[key]);
      if (id) ids.push(id);
    }
  }
  return ids;
}
