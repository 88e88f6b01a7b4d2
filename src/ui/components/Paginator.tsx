import {
  lastPageNumber,
  pagePosition,
  paginatorState,
  rangeLabel,
  type ListHolds,
} from '../../core/rules/lists/paginator';
import { StepLink } from './StepLink';

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
  /** What the list holds, named where it fits on one page ('All 7 series on one page'). */
  holds?: ListHolds;
}

/**
 * First, previous, next and last page buttons with the range text (SPEC §9 labels), and
 * where the visitor is in words ("Page 2 of 5", or "All 7 series on one page").
 */
export function Paginator({
  pageIndex,
  pageSize,
  length,
  onPage,
  hrefOf,
  label = 'Pagination',
  holds,
}: PaginatorProps) {
  const state = paginatorState(pageIndex, pageSize, length);
  const last = lastPageNumber(state.pageSize, state.length) - 1;
  const atStart = state.pageIndex <= 0;
  const atEnd = state.pageIndex >= last;
  const position = pagePosition(state.pageIndex, state.pageSize, state.length, holds);
  const within = (index: number) => Math.min(Math.max(index, 0), last);
  const controls = [
    { label: 'First page', icon: '«', target: 0, disabled: atStart },
    { label: 'Previous page', icon: '‹', target: within(state.pageIndex - 1), disabled: atStart },
    { label: 'Next page', icon: '›', target: within(state.pageIndex + 1), disabled: atEnd },
    { label: 'Last page', icon: '»', target: last, disabled: atEnd },
  ];
  return (
    <nav className="paginator" aria-label={label}>
      <span className="paginator__size">Items per page: {state.pageSize}</span>
      <span className="paginator__range">
        {rangeLabel(state.pageIndex, state.pageSize, state.length)}
      </span>
      {position ? <span className="paginator__position">{position}</span> : null}
      <span className="paginator__buttons">
        {controls.map(({ label: name, icon, target, disabled }) => (
          <StepLink
            key={name}
            className="paginator__control"
            label={name}
            icon={icon}
            disabled={disabled}
            href={hrefOf?.(target)}
            asLink
            onActivate={() => onPage(target)}
          />
        ))}
      </span>
    </nav>
  );
}
