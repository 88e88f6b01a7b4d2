/** The paginator's page size when neither a size nor options are given. */
export const PAGINATOR_FALLBACK_SIZE = 50;

export interface PaginatorState {
  /** 0-based, clamped to 0 or more. */
  pageIndex: number;
  /** Clamped to 0 or more. */
  pageSize: number;
  length: number;
}

function wholeAtLeastZero(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(Math.max(0, Math.floor(value)), Number.MAX_SAFE_INTEGER);
}

export function paginatorState(
  pageIndex: number,
  pageSize: number | undefined,
  length: number,
): PaginatorState {
  return {
    pageIndex: wholeAtLeastZero(pageIndex),
    pageSize: wholeAtLeastZero(pageSize ?? PAGINATOR_FALLBACK_SIZE),
    length: wholeAtLeastZero(length),
  };
}

/** "a – b of n", or "0 of n" when there is nothing to show on this page. */
export function rangeLabel(pageIndex: number, pageSize: number, length: number): string {
  const s = paginatorState(pageIndex, pageSize, length);
  if (s.length === 0 || s.pageSize === 0) return `0 of ${s.length}`;
  const start = s.pageIndex * s.pageSize;
  if (start >= s.length) return `0 of ${s.length}`;
  const end = Math.min(start + s.pageSize, s.length);
  return `${start + 1} – ${end} of ${s.length}`;
}

/** Number of pages, at least 1. */
export function lastPageNumber(pageSize: number, length: number): number {
  const s = paginatorState(0, pageSize, length);
  return s.pageSize === 0 ? 1 : Math.max(1, Math.ceil(s.length / s.pageSize));
}

/** What a list holds, in words: one of it and more than one ('video', 'videos'). */
export interface ListHolds {
  one: string;
  many: string;
}

const ITEMS: ListHolds = { one: 'item', many: 'items' };

/**
 * Where the visitor is, in words, beside the spec's range: "Page n of m"; for a list that
 * fits on one page, that there is nowhere else to go and what it holds ("All 7 series on one
 * page"); nothing for an empty list (the range says "0 of 0"); a page past the end says so.
 */
export function pagePosition(
  pageIndex: number,
  pageSize: number | undefined,
  length: number,
  holds: ListHolds = ITEMS,
): string {
  const s = paginatorState(pageIndex, pageSize, length);
  if (s.length === 0 || s.pageSize === 0) return '';
  const pages = lastPageNumber(s.pageSize, s.length);
  const page = s.pageIndex + 1;
  if (page > pages) return `Page ${page}, past the last page (${pages})`;
  if (pages > 1) return `Page ${page} of ${pages}`;
  return s.length === 1
    ? `1 ${holds.one} on one page`
    : `All ${s.length} ${holds.many} on one page`;
}
