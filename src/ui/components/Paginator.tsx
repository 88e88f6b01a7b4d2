import { lastPageNumber, paginatorState, rangeLabel } from '../../core/rules/lists/paginator';

export interface PaginatorProps {
  /** 0-based page index. */
  pageIndex: number;
  pageSize?: number;
  length: number;
  onPage: (pageIndex: number) => void;
  /** Names the navigation landmark; pages with two paginators give each its own. */
  label?: string;
}

/** First, previous, next and last page buttons with the range text (SPEC §9 labels). */
export function Paginator({
  pageIndex,
  pageSize,
  length,
  onPage,
  label = 'Pagination',
}: PaginatorProps) {
  const state = paginatorState(pageIndex, pageSize, length);
  const last = lastPageNumber(state.pageSize, state.length) - 1;
  const atStart = state.pageIndex <= 0;
  const atEnd = state.pageIndex >= last;
  const go = (index: number) => onPage(Math.min(Math.max(index, 0), last));
  return (
    <nav className="paginator" aria-label={label}>
      <span className="paginator__size">Items per page: {state.pageSize}</span>
      <span className="paginator__range">
        {rangeLabel(state.pageIndex, state.pageSize, state.length)}
      </span>
      <span className="paginator__buttons">
        <button type="button" aria-label="First page" disabled={atStart} onClick={() => go(0)}>
          <span aria-hidden="true">«</span>
        </button>
        <button
          type="button"
          aria-label="Previous page"
          disabled={atStart}
          onClick={() => go(state.pageIndex - 1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          aria-label="Next page"
          disabled={atEnd}
          onClick={() => go(state.pageIndex + 1)}
        >
          <span aria-hidden="true">›</span>
        </button>
        <button type="button" aria-label="Last page" disabled={atEnd} onClick={() => go(last)}>
          <span aria-hidden="true">»</span>
        </button>
      </span>
    </nav>
  );
}
