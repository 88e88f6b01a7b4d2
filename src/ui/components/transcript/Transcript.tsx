import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { TranscriptStore } from '../../../core/stores/TranscriptStore';
import { Tooltip } from '../Tooltip';
import { TranscriptRow } from './TranscriptRow';
import { useTextFile } from './useTextFile';

export const TRANSCRIPT_ID = 'transcript';

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

const TranscriptLines = observer(function TranscriptLines({
  store,
  hintId,
}: {
  store: TranscriptStore;
  hintId: string;
}) {
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
          onSeek={onSeek}
          onKey={onKey}
          onFocusLine={onFocusLine}
        />
      ))}
    </ol>
  );
});

const TranscriptSearch = observer(function TranscriptSearch({ store }: { store: TranscriptStore }) {
  const inputId = useId();
  const none = store.matches.length === 0;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (event.shiftKey) store.previousMatch();
    else store.nextMatch();
  };
  return (
    <div className="transcript__search">
      <label htmlFor={inputId} className="visually-hidden">
        Search the transcript
      </label>
      <input
        id={inputId}
        type="search"
        placeholder="Search transcript"
        autoComplete="off"
        value={store.query}
        onChange={(e) => store.setQuery(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <Tooltip text="Previous match">
        <button
          type="button"
          className="transcript__step"
          aria-label="Previous match"
          disabled={none}
          onClick={() => store.previousMatch()}
        >
          <span aria-hidden="true">‹</span>
        </button>
      </Tooltip>
      <Tooltip text="Next match">
        <button
          type="button"
          className="transcript__step"
          aria-label="Next match"
          disabled={none}
          onClick={() => store.nextMatch()}
        >
          <span aria-hidden="true">›</span>
        </button>
      </Tooltip>
      <p className="transcript__count" role="status">
        {store.matchStatus}
      </p>
    </div>
  );
});

/** Where the matches fall in the clip; the current one stands out. */
const TranscriptTimeline = observer(function TranscriptTimeline({
  store,
}: {
  store: TranscriptStore;
}) {
  const marks = store.timelineMarks;
  if (marks.length === 0) return null;
  return (
    <div className="transcript__timeline" aria-hidden="true">
      {marks.map((mark) => (
        <span
          key={mark.index}
          className={`transcript__mark${mark.index === store.currentMatch ? ' transcript__mark--current' : ''}`}
          style={{ left: `${(mark.position * 100).toFixed(2)}%` }}
        />
      ))}
    </div>
  );
});

const TranscriptDownload = observer(function TranscriptDownload({
  store,
  title,
  url,
}: {
  store: TranscriptStore;
  title: string;
  url: string;
}) {
  const href = useTextFile(store.text({ title, url }));
  return (
    <a className="transcript__download" href={href || undefined} download={store.fileName(title)}>
      Download transcript (.txt)
    </a>
  );
});

export interface TranscriptProps {
  store: TranscriptStore;
  /** The video's title and address, at the top of the downloaded text. */
  title: string;
  url: string;
}

/**
 * The interactive transcript beside (or under) the player: the line being spoken is
 * highlighted and followed, a line plays from its time, and the text can be searched and
 * downloaded. Shown only once the caption file gave lines; none without a caption file.
 */
export const Transcript = observer(function Transcript({ store, title, url }: TranscriptProps) {
  const hintId = useId();
  // Until the captions are known, an empty frame keeps the transcript's place, so the page
  // does not move when it arrives. It says nothing to assistive technology.
  if (store.status === 'waiting') {
    return (
      <div className="transcript transcript--waiting" aria-hidden="true">
        <p className="transcript__heading">Transcript</p>
      </div>
    );
  }
  if (!store.hasTranscript) return null;
  return (
    <section
      id={TRANSCRIPT_ID}
      className="transcript"
      aria-labelledby="transcript-heading"
      tabIndex={-1}
    >
      <div className="transcript__head">
        <h2 id="transcript-heading" className="transcript__heading">
          Transcript
        </h2>
        <label className="transcript__autoscroll">
          <input
            type="checkbox"
            checked={store.autoscroll}
            onChange={(e) => store.setAutoscroll(e.target.checked)}
          />
          Autoscroll
        </label>
      </div>
      <TranscriptSearch store={store} />
      <TranscriptTimeline store={store} />
      <p id={hintId} className="visually-hidden">
        Select a line to play the video from there. Up and down arrow keys move between lines.
      </p>
      <TranscriptLines store={store} hintId={hintId} />
      <TranscriptDownload store={store} title={title} url={url} />
    </section>
  );
});
