import { observer } from 'mobx-react-lite';
import { useRef, useState, type KeyboardEvent } from 'react';
import { momentPath } from '../../../core/routes/routeTable';
import { useScriptRuns } from '../useBrowserValue';
import { momentClick, type MomentProps } from './transcriptMoments';

const MENTION_KEYS: Record<string, (at: number, last: number) => number> = {
  ArrowRight: (at, last) => Math.min(last, at + 1),
  ArrowDown: (at, last) => Math.min(last, at + 1),
  ArrowLeft: (at) => Math.max(0, at - 1),
  ArrowUp: (at) => Math.max(0, at - 1),
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * A link to each match at its time (`?keyword=&t=`): the page opens, or with script plays,
 * from there. With script the list is one stop in the tab order, the arrow keys moving
 * between its links; without script each link is its own stop.
 */
export const TranscriptMentions = observer(function TranscriptMentions({
  store,
  path,
}: MomentProps) {
  const list = useRef<HTMLOListElement>(null);
  const scripted = useScriptRuns();
  const [focused, setFocused] = useState<number | undefined>(undefined);
  const onClick = momentClick(store, path);
  const mentions = store.mentions;
  if (!path || mentions.length === 0) return null;
  const current = store.matchPosition;
  const tabbable = focused !== undefined && focused < mentions.length ? focused : current;
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, position: number) => {
    const move = MENTION_KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    const to = move(position, mentions.length - 1);
    setFocused(to);
    list.current?.querySelectorAll<HTMLAnchorElement>('a')[to]?.focus();
  };
  return (
    <ol
      ref={list}
      className="transcript__mentions"
      aria-label={`Mentions of ${store.query.trim()}`}
    >
      {mentions.map((mention) => (
        <li key={mention.index}>
          <a
            href={momentPath(path, store.query, mention.seconds)}
            aria-current={mention.position === current ? 'true' : undefined}
            tabIndex={scripted ? (mention.position === tabbable ? 0 : -1) : undefined}
            onClick={(event) => onClick(event, mention.position)}
            onKeyDown={(event) => onKeyDown(event, mention.position)}
            onFocus={() => setFocused(mention.position)}
          >
            {mention.clock}
          </a>
        </li>
      ))}
    </ol>
  );
});
