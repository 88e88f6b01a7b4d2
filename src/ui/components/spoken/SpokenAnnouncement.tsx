import { observer } from 'mobx-react-lite';
import type { MouseEvent } from 'react';
import type { SpokenWordsStore } from '../../../core/stores/SpokenWordsStore';

/** The id of the spoken-word part, the announcement's in-page target. */
export const SPOKEN_SECTION_ID = 'spoken-words';

/** "Said in 1 video", "Said in 12 videos". */
export function spokenAnnouncement(total: number): string {
  return total === 1 ? 'Said in 1 video' : `Said in ${total} videos`;
}

/**
 * Announces, at the top of the results, that videos say the keyword, with a link to the
 * spoken-word part (below the archive results on a phone, screens away). Without script the
 * fragment jumps there; with it, focus moves to the part itself, as a skip link does, so the
 * route does not change and keyboard users go on from there.
 */
export const SpokenAnnouncement = observer(function SpokenAnnouncement({
  spoken,
}: {
  spoken: SpokenWordsStore;
}) {
  if (spoken.state !== 'answered' || spoken.total === 0) return null;
  const jump = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(SPOKEN_SECTION_ID)?.focus();
  };
  return (
    <p className="spoken-announcement">
      <a href={`#${SPOKEN_SECTION_ID}`} onClick={jump}>
        {spokenAnnouncement(spoken.total)}
      </a>
    </p>
  );
});
