import { observer } from 'mobx-react-lite';
import { momentPath } from '../../../core/routes/routeTable';
import { momentClick, type MomentProps } from './transcriptMoments';

/**
 * Where the matches fall in the clip; the current one stands out. A mark is a link to its
 * moment for pointers; keyboards and screen readers use the list of mentions instead.
 */
export const TranscriptTimeline = observer(function TranscriptTimeline({
  store,
  path,
}: MomentProps) {
  const onClick = momentClick(store, path);
  const marks = store.timelineMarks;
  if (marks.length === 0) return null;
  const mentions = store.mentions;
  return (
    <div className="transcript__timeline" aria-hidden="true">
      {marks.map((mark, position) => {
        const className = `transcript__mark${mark.index === store.currentMatch ? ' transcript__mark--current' : ''}`;
        const style = { left: `${(mark.position * 100).toFixed(2)}%` };
        const mention = mentions[position];
        return path && mention ? (
          <a
            key={mark.index}
            className={className}
            style={style}
            href={momentPath(path, store.query, mention.seconds)}
            tabIndex={-1}
            onClick={(event) => onClick(event, position)}
          >
            <span className="visually-hidden">{mention.clock}</span>
          </a>
        ) : (
          <span key={mark.index} className={className} style={style} />
        );
      })}
    </div>
  );
});
