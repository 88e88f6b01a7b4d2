import { useEffect, useEffectEvent, useRef } from 'react';
import type { PlaybackSource, PlayerHandle } from '../../core/ports/VideoPlayer';
import { mediaFragmentUrl } from '../../core/rules/media/fragment';
import { useServices } from '../services';
import { useScriptRuns } from './useBrowserValue';

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
  /** The site's own WebVTT captions of the asset, for the video shown without script. */
  captionsPath?: string;
}

/**
 * The browser's own player, in the HTML the server sends: it plays the clip's window
 * (a media fragment) with English captions when the page's script never runs. The
 * configured player takes its place once the script does.
 */
function NativeVideo({
  source,
  startAt,
  captionsPath,
}: Pick<PlayerRegionProps, 'source' | 'startAt' | 'captionsPath'>) {
  return (
    <div className="video-player video-player--html5">
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- a clip without a caption file has no track to give */}
      <video
        controls
        preload="metadata"
        playsInline
        poster={source.poster || undefined}
        aria-label={source.title || undefined}
        src={mediaFragmentUrl(source.mediaUrl, source, startAt)}
      >
        {captionsPath && source.captionUrl ? (
          <track kind="captions" srcLang="en" label="English" default src={captionsPath} />
        ) : null}
      </video>
    </div>
  );
}

/** Mounts the configured video player for a source and destroys it when the page is left. */
export function PlayerRegion({
  source,
  startAt,
  onReady,
  onGone,
  onFailed,
  className = 'watch__player',
  captionsPath,
}: PlayerRegionProps) {
  const { player } = useServices();
  // False on the server and while hydrating its HTML, so the server's video is adopted first.
  const scripted = useScriptRuns();
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

  // React removes only the element it rendered; the mounted player's own stay.
  return (
    <div className={className} ref={container}>
      {scripted ? null : (
        <NativeVideo source={source} startAt={startAt} captionsPath={captionsPath} />
      )}
    </div>
  );
}
