import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { TranscriptExtension } from '../../../core/routes/resourcePaths';
import type { TranscriptStore } from '../../../core/stores/TranscriptStore';
import { ScriptOnly } from '../ScriptOnly';
import { TranscriptDownload } from './TranscriptDownload';
import { TranscriptLines } from './TranscriptLines';
import { TranscriptMentions } from './TranscriptMentions';
import { TranscriptSearch } from './TranscriptSearch';
import { TranscriptTimeline } from './TranscriptTimeline';

export const TRANSCRIPT_ID = 'transcript';
export const NO_CAPTIONS = 'No captions or transcript for this video';

export interface TranscriptProps {
  store: TranscriptStore;
  /** The video's title and address, at the top of the downloaded text. */
  title: string;
  url: string;
  /**
   * The page's own path: the search, its matches and mentions are links to moments of it
   * (`?keyword=&t=`), which work without script and keep the state in the address.
   */
  path?: string;
  /** Where the site's server answers each download; without one they are made in the browser. */
  downloadPath?: (extension: TranscriptExtension) => string;
}

/**
 * The interactive transcript beside (or under) the player: the line being spoken is
 * highlighted and followed, a line plays from its time, and the text can be searched (its
 * matches marked, counted and linked at their times) and downloaded. Shown only once the
 * caption file gave lines; none without a caption file.
 */
export const Transcript = observer(function Transcript({
  store,
  title,
  url,
  path,
  downloadPath,
}: TranscriptProps) {
  const hintId = useId();
  // Until the captions are known, an empty frame keeps the transcript's place, so the page
  // does not move when it arrives. It says nothing to assistive technology.
  if (store.status === 'waiting') {
    return (
      <div className="transcript transcript--waiting" aria-hidden="true">
        <p className="transcript__heading">Transcript</p>
      </div>
    );
  }
  // The player gave no captions: say so, where the transcript would be.
  if (store.captionless) {
    return <p className="transcript__none">{NO_CAPTIONS}</p>;
  }
  if (!store.hasTranscript) return null;
  return (
    <section
      id={TRANSCRIPT_ID}
      className="transcript"
      aria-labelledby="transcript-heading"
      tabIndex={-1}
    >
      <div className="transcript__head">
        <h2 id="transcript-heading" className="transcript__heading">
          Transcript
        </h2>
        <ScriptOnly>
          <label className="transcript__autoscroll">
            <input
              type="checkbox"
              checked={store.autoscroll}
              onChange={(e) => store.setAutoscroll(e.target.checked)}
            />
            Autoscroll
          </label>
        </ScriptOnly>
      </div>
      <TranscriptSearch store={store} path={path} />
      <TranscriptTimeline store={store} path={path} />
      <TranscriptMentions store={store} path={path} />
      <p id={hintId} className="visually-hidden">
        Select a line to play the video from there. Up and down arrow keys move between lines.
      </p>
      <TranscriptLines store={store} hintId={hintId} path={path} />
      <TranscriptDownload store={store} title={title} url={url} downloadPath={downloadPath} />
    </section>
  );
});
