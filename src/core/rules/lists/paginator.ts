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
