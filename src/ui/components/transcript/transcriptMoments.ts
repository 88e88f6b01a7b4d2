// What the search, the timeline and the mentions share: each leads to a moment of the page.

import type { MouseEvent } from 'react';
import { momentPath } from '../../../core/routes/routeTable';
import type { TranscriptStore } from '../../../core/stores/TranscriptStore';
import { opensElsewhere } from '../ButtonLink';
import { replaceAddress } from '../replaceAddress';

/** Keeps the address in step with the transcript: its keyword and the current match's time. */
export function keepAddress(store: TranscriptStore, path: string | undefined): void {
  if (path) replaceAddress(momentPath(path, store.query, store.currentMention?.seconds));
}

export interface MomentProps {
  store: TranscriptStore;
  /** The page's own path; without one, controls that lead somewhere are plain buttons. */
  path?: string;
}

/** A plain click on a match's link plays from it here; other clicks open the link. */
export function momentClick(store: TranscriptStore, path: string | undefined) {
  return (event: MouseEvent<HTMLAnchorElement>, position: number) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    store.goToMatch(position);
    keepAddress(store, path);
  };
}
