import type { ReactNode } from 'react';
import { lastPageNumber, paginatorState, rangeLabel } from '../../core/rules/lists/paginator';
import { ButtonLink } from './ButtonLink';

export interface PaginatorProps {
  /** 0-based page index. */
  pageIndex: number;
  pageSize?: number;
  length: number;
  onPage: (pageIndex: number) => void;
  /**
   * The address of a page (0-based index). Given, the enabled controls are links to it, so
   * they work before and without the page's script; a click still goes through `onPage`.
   */
  hrefOf?: (pageIndex: number) => string;
  /** Names the navigation landmark; pages with two paginators give each its own. */
  label?: string;
}

interface ControlProps {
  label: string;
  target: number;
  disabled: boolean;
  go: (index: number) => void;
  hrefOf?: (pageIndex: number) => string;
  children: ReactNode;
}

/** A page control: a link to its page when it has one, else a button; disabled, no link. */
function Control({ label, target, disabled, go, hrefOf, children }: ControlProps) {
  if (hrefOf && !disabled) {
    return (
      <ButtonLink
        className="paginator__control"
        href={hrefOf(target)}
        aria-label={label}
        onActivate={() => go(target)}
      >
        {children}
      </ButtonLink>
    );
  }
  return (
    <button
      type="button"
      className="paginator__control"
      aria-label={label}
      disabled={disabled}
      onClick={() => go(target)}
    >
      {children}
    </button>
  );
}

/** First, previous, next and last page buttons with the range text (SPEC §9 labels). */
export function Paginator({
  pageIndex,
  pageSize,
  length,
  onPage,
  hrefOf,
  label = 'Pagination',
}: PaginatorProps) {
  const state = paginatorState(pageIndex, pageSize, length);
  const last = lastPageNumber(state.pageSize, state.length) - 1;
  const atStart = state.pageIndex <= 0;
  const atEnd = state.pageIndex >= last;
  const within = (index: number) => Math.min(Math.max(index, 0), last);
  const control = { go: onPage, hrefOf };
  return (
    <nav className="paginator" aria-label={label}>
      <span className="paginator__size">Items per page: {state.pageSize}</span>
      <span className="paginator__range">
        {rangeLabel(state.pageIndex, state.pageSize, state.length)}
      </span>
      <span className="paginator__buttons">
        <Control label="First page" target={0} disabled={atStart} {...control}>
          <span aria-hidden="true">«</span>
        </Control>
        <Control
          label="Previous page"
          target={within(state.pageIndex - 1)}
          disabled={atStart}
          {...control}
        >
          <span aria-hidden="true">‹</span>
        </Control>
        <Control
          label="Next page"
          target={within(state.pageIndex + 1)}
          disabled={atEnd}
          {...control}
        >
          <span aria-hidden="true">›</span>
        </Control>
        <Control label="Last page" target={last} disabled={atEnd} {...control}>
          <span aria-hidden="true">»</span>
        </Control>
      </span>
    </nav>
  );
}
