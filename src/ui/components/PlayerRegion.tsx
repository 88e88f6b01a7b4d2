import { useEffect, useEffectEvent, useRef } from 'react';
import type { PlaybackSource, PlayerHandle } from '../../core/ports/VideoPlayer';
import { useServices } from '../services';

export interface PlayerRegionProps {
  source: PlaybackSource;
  /** Seconds into the media file to start from (a `?t=` link); the clip's start otherwise. */
  startAt?: number;
  /** The player is mounted: the page's tools may follow it. */
  onReady?: (handle: PlayerHandle) => void;
  /** The player was destroyed (the page is being left). */
  onGone?: () => void;
  /** The player could not be loaded (it has logged why). */
  onFailed?: () => void;
  className?: string;
}

/** Mounts the configured video player for a source and destroys it when the page is left. */
export function PlayerRegion({
  source,
  startAt,
  onReady,
  onGone,
  onFailed,
  className = 'watch__player',
}: PlayerRegionProps) {
  const { player } = useServices();
  const container = useRef<HTMLDivElement>(null);
  // Read when the player is ready, so a new callback never mounts the player again.
  const ready = useEffectEvent((handle: PlayerHandle) => {
    if (startAt !== undefined) handle.seek(startAt);
    onReady?.(handle);
  });
  const gone = useEffectEvent(() => onGone?.());
  const failed = useEffectEvent(() => onFailed?.());

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    let handle: PlayerHandle | undefined;
    let left = false;
    // Leaving stops a mount still waiting for its script or captions.
    const leaving = new AbortController();
    player.mount(element, source, { signal: leaving.signal }).then(
      (mounted) => {
        if (left) {
          mounted.destroy();
          return;
        }
        handle = mounted;
        ready(mounted);
      },
      () => {
        // The player logged why it could not load; the rest of the page still works.
        if (!left) failed();
      },
    );
    return () => {
      left = true;
      leaving.abort();
      if (handle) gone();
      handle?.destroy();
    };
  }, [player, source]);

  return <div className={className} ref={container} />;
}
