import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { parseSpeed, PLAYBACK_SPEEDS, speedLabel } from '../../../core/rules/media/playbackSpeed';
import type { PlayerControlsStore } from '../../../core/stores/PlayerControlsStore';
import { ShortcutsDialog } from './ShortcutsDialog';

const CONTROL = 'button button--secondary player-bar__control';

export interface PlayerBarProps {
  store: PlayerControlsStore;
  /** The offer to resume was taken: its button is gone, so focus needs a new home. */
  onResumed?: () => void;
}

/**
 * The row under the player: the offer to resume, speed, captions, picture-in-picture and
 * the keyboard shortcuts. Empty (its height kept) until a player with controls is attached,
 * which happens only in the browser, after hydration.
 */
export const PlayerBar = observer(function PlayerBar({ store, onResumed }: PlayerBarProps) {
  const speedId = useId();
  if (!store.ready) return <div className="player-bar" />;
  const resumeAt = store.resumeAt;
  // Speed and the shortcuts always show; on phones the controls pair up two a row, and an
  // odd count gives Speed a row of its own rather than leave the shortcuts alone at the end.
  const controls = 2 + Number(store.hasCaptions) + Number(store.canPictureInPicture);
  return (
    <div className="player-bar">
      <div className="player-bar__start">
        {resumeAt !== undefined ? (
          <button
            type="button"
            className="button player-bar__control player-bar__resume"
            onClick={() => {
              store.resume();
              onResumed?.();
            }}
          >
            {store.resumeLabel}
          </button>
        ) : null}
      </div>
      <div className={`player-bar__end${controls % 2 === 1 ? ' player-bar__end--odd' : ''}`}>
        <span className="player-bar__speed">
          <label htmlFor={speedId}>Speed</label>
          <select
            id={speedId}
            value={String(store.speed)}
            onChange={(event) => {
              const speed = parseSpeed(event.currentTarget.value);
              if (speed !== undefined) store.setSpeed(speed);
            }}
          >
            {PLAYBACK_SPEEDS.map((speed) => (
              <option key={speed} value={String(speed)}>
                {speedLabel(speed)}
              </option>
            ))}
          </select>
        </span>
        {store.hasCaptions ? (
          <button
            type="button"
            className={CONTROL}
            aria-pressed={store.captionsOn}
            onClick={() => store.toggleCaptions()}
          >
            Captions
          </button>
        ) : null}
        {store.canPictureInPicture ? (
          <button
            type="button"
            className={`${CONTROL} player-bar__pip`}
            aria-pressed={store.pictureInPicture}
            onClick={() => void store.togglePictureInPicture()}
          >
            Picture in picture
          </button>
        ) : null}
        <ShortcutsDialog className={CONTROL} />
      </div>
    </div>
  );
});
