import { useEffect, useRef } from 'react';
import type { PlaybackSource, PlayerHandle } from '../../core/ports/VideoPlayer';
import { useServices } from '../services';

/** Mounts the configured video player for a source and destroys it when the page is left. */
export function PlayerRegion({ source }: { source: PlaybackSource }) {
  const { player } = useServices();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    let handle: PlayerHandle | undefined;
    let left = false;
    player.mount(element, source).then(
      (mounted) => {
        if (left) mounted.destroy();
        else handle = mounted;
      },
      () => {
        // The player logged why it could not load; the rest of the page still works.
      },
    );
    return () => {
      left = true;
      handle?.destroy();
    };
  }, [player, source]);

  return <div className="watch__player" ref={container} />;
}
