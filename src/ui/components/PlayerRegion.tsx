import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import type { PlaybackSource, PlayerHandle } from '../../core/ports/VideoPlayer';
import { mediaFragmentUrl } from '../../core/rules/media/fragment';
import { PLAYER_KEYSHORTCUTS, shortcutFor, type KeyTarget } from '../../core/rules/media/shortcuts';
import { PlayerControlsStore } from '../../core/stores/PlayerControlsStore';
import { useServices } from '../services';
import { PlayerBar } from './player/PlayerBar';
import { useScriptRuns } from './useBrowserValue';
import '../styles/player.css';

export interface PlayerRegionProps {
  source: PlaybackSource;
  /** The asset's id: where the visitor left it is kept under it. Left out, nothing is kept. */
  clipId?: string;
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
 * (a media fragment) with English captions when the page's script never runs. Once the
 * script does, a player that plays the page's video takes it over; another takes its place.
 */
function NativeVideo({
  source,
  startAt,
  captionsPath,
}: Pick<PlayerRegionProps, 'source' | 'startAt' | 'captionsPath'>) {
  // Kept from the first render: a later `?t=` is a seek for the player, not a new file to load.
  const [src] = useState(() => mediaFragmentUrl(source.mediaUrl, source, startAt));
  return (
    <div className="video-player video-player--html5">
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- a clip without a caption file has no track to give */}
      <video
        controls
        preload="metadata"
        playsInline
        poster={source.poster || undefined}
        aria-label={source.title || undefined}
        src={src}
      >
        {captionsPath && source.captionUrl ? (
          <track kind="captions" srcLang="en" label="English" default src={captionsPath} />
        ) : null}
      </video>
    </div>
  );
}

const TYPING = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';
const PRESSABLE = 'button, a[href], summary, [role="button"]';

/** What a key press landed on, as the shortcut rules tell targets apart. */
function keyTargetOf(target: EventTarget | null): KeyTarget {
  if (!(target instanceof Element)) return 'other';
  if (target.closest(TYPING)) return 'text';
  return target.closest(PRESSABLE) ? 'control' : 'other';
}

/**
 * Mounts the configured video player for a source and destroys it when the page is left.
 * Once the page's script runs: the player takes focus, its keys work while focus is in the
 * region (never while typing), and the bar under it offers speed, captions,
 * picture-in-picture, the shortcuts' list and a return to where the visitor left the clip.
 */
export function PlayerRegion({
  source,
  clipId = '',
  startAt,
  onReady,
  onGone,
  onFailed,
  className = 'watch__player',
  captionsPath,
}: PlayerRegionProps) {
  const { player, watching, siteServer } = useServices();
  // False on the server and while hydrating its HTML, so the server's video is adopted first.
  const scripted = useScriptRuns();
  const pageVideo = !scripted || player.playsPageVideo === true;
  const container = useRef<HTMLDivElement>(null);
  const region = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const [controls] = useState(() => new PlayerControlsStore(watching));
  // Read when the player is ready, so a new callback never mounts the player again.
  const ready = useEffectEvent((handle: PlayerHandle) => {
    if (startAt !== undefined) handle.seek(startAt);
    controls.attach(handle, {
      id: clipId,
      window: { start: source.start, end: source.end },
      startAt,
    });
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
    // The site's WebVTT file is served only by the site's server.
    const siteCaptionUrl = siteServer ? captionsPath : undefined;
    player.mount(element, source, { signal: leaving.signal, siteCaptionUrl }).then(
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
      // Before the player goes, so its last position is still there to keep.
      controls.detach();
      if (handle) gone();
      handle?.destroy();
    };
  }, [player, source, controls, siteServer, captionsPath]);

  // A reload or a closed tab runs no cleanup: keep the position when the page is hidden.
  useEffect(() => {
    const doc = region.current?.ownerDocument;
    const view = doc?.defaultView;
    if (!doc || !view) return undefined;
    const keep = () => controls.keepPosition();
    const hidden = () => {
      if (doc.visibilityState === 'hidden') keep();
    };
    view.addEventListener('pagehide', keep);
    doc.addEventListener('visibilitychange', hidden);
    return () => {
      view.removeEventListener('pagehide', keep);
      doc.removeEventListener('visibilitychange', hidden);
    };
  }, [controls]);

  // Listened to on the region itself: keys pressed anywhere in it (the video, the bar's
  // buttons) are the player's, keys in the shortcuts' dialog are not.
  useEffect(() => {
    const element = region.current;
    if (!element) return undefined;
    const press = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest('dialog')) return;
      const action = shortcutFor({
        key: event.key,
        target: keyTargetOf(event.target),
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        repeat: event.repeat,
      });
      // The video's own controls would act on the same key as well.
      if (action && controls.perform(action)) event.preventDefault();
    };
    element.addEventListener('keydown', press);
    return () => element.removeEventListener('keydown', press);
  }, [controls]);

  // React removes only the element it rendered; the mounted player's own stay. The
  // player's focus stop and its keys' hint come with the script that makes them work.
  const focusable = scripted
    ? {
        tabIndex: 0,
        role: 'group',
        'aria-label': 'Video player',
        'aria-keyshortcuts': PLAYER_KEYSHORTCUTS,
        'aria-describedby': hintId,
      }
    : {};
  return (
    <div className="player" ref={region}>
      <div className={className} ref={container} {...focusable}>
        {pageVideo ? (
          <NativeVideo
            key={source.mediaUrl}
            source={source}
            startAt={startAt}
            // The site's WebVTT file is served only by the site's server.
            captionsPath={siteServer ? captionsPath : undefined}
          />
        ) : null}
      </div>
      {scripted ? (
        <p id={hintId} className="visually-hidden">
          Space or K plays and pauses; the Keyboard shortcuts button lists every key.
        </p>
      ) : null}
      <PlayerBar store={controls} onResumed={() => container.current?.focus()} />
    </div>
  );
}
