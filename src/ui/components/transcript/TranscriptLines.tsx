import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { TranscriptStore } from '../../../core/stores/TranscriptStore';
import { momentPath } from '../../../core/routes/routeTable';
import { lineSeconds } from '../../../core/rules/media/transcript';
import { useScriptRuns } from '../useBrowserValue';
import { TranscriptRow } from './TranscriptRow';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Scrolls the list (never the page) so a line sits in its middle. */
function scrollLineIntoList(list: HTMLElement | null, index: number): void {
  const row = list?.querySelector<HTMLElement>(`[data-index="${index}"]`);
  if (!list || !row) return;
  const top = Math.max(0, row.offsetTop - (list.clientHeight - row.offsetHeight) / 2);
  if (typeof list.scrollTo === 'function') {
    list.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  } else {
    list.scrollTop = top;
  }
}

function focusLine(list: HTMLElement | null, index: number): void {
  list?.querySelector<HTMLButtonElement>(`[data-index="${index}"] button`)?.focus();
}

export const TranscriptLines = observer(function TranscriptLines({
  store,
  hintId,
  path,
}: {
  store: TranscriptStore;
  hintId: string;
  /** The page's path: without script each line is a link to its moment of it. */
  path?: string;
}) {
  const scripted = useScriptRuns();
  const list = useRef<HTMLOListElement>(null);
  const [focused, setFocused] = useState<number | undefined>(undefined);
  const { lines, activeIndex, matchSet, currentMatch, query, autoscroll } = store;
  const tabbable = focused ?? Math.max(0, activeIndex);

  const onSeek = useCallback((index: number) => store.seek(index), [store]);
  const onKey = useCallback(
    (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
      const last = store.lines.length - 1;
      const to =
        event.key === 'ArrowDown'
          ? Math.min(last, index + 1)
          : event.key === 'ArrowUp'
            ? Math.max(0, index - 1)
            : event.key === 'Home'
              ? 0
              : event.key === 'End'
                ? last
                : undefined;
      if (to === undefined) return;
      event.preventDefault();
      setFocused(to);
      focusLine(list.current, to);
    },
    [store],
  );
  const onFocusLine = useCallback((index: number) => setFocused(index), []);

  // Follows the spoken line, unless the visitor turned that off or is moving through the list.
  useEffect(() => {
    if (!autoscroll || activeIndex < 0) return;
    if (list.current?.contains(document.activeElement)) return;
    scrollLineIntoList(list.current, activeIndex);
  }, [autoscroll, activeIndex]);

  useEffect(() => {
    if (currentMatch >= 0) scrollLineIntoList(list.current, currentMatch);
  }, [currentMatch, query]);

  return (
    <ol
      ref={list}
      className="transcript__lines"
      aria-label="Transcript lines"
      aria-describedby={hintId}
    >
      {lines.map((line) => (
        <TranscriptRow
          key={line.index}
          line={line}
          active={line.index === activeIndex}
          tabbable={line.index === tabbable}
          highlight={matchSet.has(line.index) ? query : ''}
          current={line.index === currentMatch}
          href={!scripted && path ? momentPath(path, store.query, lineSeconds(line)) : undefined}
          onSeek={onSeek}
          onKey={onKey}
          onFocusLine={onFocusLine}
        />
      ))}
    </ol>
  );
});
