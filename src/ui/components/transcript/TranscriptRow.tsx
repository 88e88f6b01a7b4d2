import { memo, type KeyboardEvent } from 'react';
import { formatClock } from '../../../core/rules/values/time';
import { highlightParts, type TranscriptLine } from '../../../core/rules/media/transcript';

export interface TranscriptRowProps {
  line: TranscriptLine;
  /** The line being spoken. */
  active: boolean;
  /** The one line of the list reached with Tab (the others with the arrow keys). */
  tabbable: boolean;
  /** The search query when this line matches it, else '' (so other lines never redraw). */
  highlight: string;
  /** The current search match. */
  current: boolean;
  /** Given (before and without script), the line is a link to its moment instead of a button. */
  href?: string;
  onSeek: (index: number) => void;
  onKey: (event: KeyboardEvent<HTMLButtonElement>, index: number) => void;
  onFocusLine: (index: number) => void;
}

/**
 * One transcript line: its time in the clip and its text, a button that plays from there
 * (before and without script, a link to the page at that moment).
 * Memoised: as the video plays, only the lines whose state changes draw again.
 */
export const TranscriptRow = memo(function TranscriptRow({
  line,
  active,
  tabbable,
  highlight,
  current,
  href,
  onSeek,
  onKey,
  onFocusLine,
}: TranscriptRowProps) {
  const classes = ['transcript__row'];
  if (active) classes.push('transcript__row--active');
  if (current) classes.push('transcript__row--current');
  const content = (
    <>
      <span className="transcript__time">{formatClock(line.offset)}</span>{' '}
      <span className="transcript__text">
        {highlight
          ? highlightParts(line.text, highlight).map((part, i) =>
              part.match ? <mark key={i}>{part.text}</mark> : part.text,
            )
          : line.text}
      </span>
    </>
  );
  if (href !== undefined) {
    return (
      <li className={classes.join(' ')} data-index={line.index}>
        <a className="transcript__line" href={href} aria-current={active ? 'true' : undefined}>
          {content}
        </a>
      </li>
    );
  }
  return (
    <li className={classes.join(' ')} data-index={line.index}>
      <button
        type="button"
        className="transcript__line"
        tabIndex={tabbable ? 0 : -1}
        aria-current={active ? 'true' : undefined}
        onClick={() => onSeek(line.index)}
        onKeyDown={(event) => onKey(event, line.index)}
        onFocus={() => onFocusLine(line.index)}
      >
        {content}
      </button>
    </li>
  );
});
