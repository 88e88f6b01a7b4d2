import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { ClipToolsStore } from '../../../core/stores/ClipToolsStore';
import { IIIF_MANIFEST_TYPE } from '../../../core/rules/seo/iiif';
import { formatClock } from '../../../core/rules/values/time';
import { useBrowserValue } from '../useBrowserValue';
import { useCopy } from '../useCopy';
import { ToolPanel } from './ToolPanel';

const hasShareSheet = () => typeof navigator.share === 'function';

/**
 * Share: copy a link to the clip or to the current time, the browser's own share sheet
 * where there is one, the video's IIIF manifest, and the iframe code to embed the player
 * elsewhere.
 */
export const ShareControl = observer(function ShareControl({ tools }: { tools: ClipToolsStore }) {
  const { status, copy } = useCopy();
  const codeId = useId();
  // Only the browser knows; the server's HTML (and its hydration) goes without the button.
  const canShare = useBrowserValue(hasShareSheet, false);
  const at = formatClock(tools.offset);
  return (
    <ToolPanel label="Share">
      <ul className="clip-tool__actions">
        <li>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void copy(tools.clipUrl, 'Link to this clip copied.')}
          >
            Copy link to this clip
          </button>
        </li>
        <li>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void copy(tools.timeUrl, `Link at ${at} copied.`)}
          >
            Copy link at {at}
          </button>
        </li>
        {canShare ? (
          <li>
            <button
              type="button"
              className="button button--secondary"
              onClick={() =>
                // Closing the share sheet rejects; there is nothing to tell the visitor.
                void navigator
                  .share({ title: tools.title, url: tools.clipUrl })
                  .catch(() => undefined)
              }
            >
              Share…
            </button>
          </li>
        ) : null}
        <li>
          <a
            className="button button--secondary"
            href={tools.manifestUrl}
            type={IIIF_MANIFEST_TYPE}
          >
            IIIF manifest
          </a>
        </li>
      </ul>
      <div className="clip-tool__embed">
        <label htmlFor={codeId}>Embed code</label>
        <textarea
          id={codeId}
          readOnly
          rows={3}
          value={tools.embedCode}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void copy(tools.embedCode, 'Embed code copied.')}
        >
          Copy embed code
        </button>
      </div>
      <p className="clip-tool__status" role="status">
        {status}
      </p>
    </ToolPanel>
  );
});
