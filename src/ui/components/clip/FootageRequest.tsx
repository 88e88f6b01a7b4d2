import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { formatClock } from '../../../core/rules/values/time';
import type { ClipToolsStore } from '../../../core/stores/ClipToolsStore';

function marked(tools: ClipToolsStore): string {
  const parts = [
    tools.inPoint === undefined ? '' : `Start marked at ${formatClock(tools.inPoint)}`,
    tools.outPoint === undefined ? '' : `end marked at ${formatClock(tools.outPoint)}`,
  ].filter(Boolean);
  const text = parts.join(', ');
  return text ? `${text.charAt(0).toUpperCase()}${text.slice(1)}.` : '';
}

/** The link to a pre-filled licensing request, with the in and out points it names. */
export const RequestFootageLink = observer(function RequestFootageLink({
  tools,
}: {
  tools: ClipToolsStore;
}) {
  return (
    <Link className="button clip-request__link" to={tools.requestPath}>
      Request this footage
    </Link>
  );
});

/** Lets a visitor mark the part of the video they want to license, as it plays. */
export const FootageMarks = observer(function FootageMarks({ tools }: { tools: ClipToolsStore }) {
  return (
    <div className="clip-request">
      <p className="clip-request__intro">
        Want to use part of this video? As it plays, mark the start and the end of the part you
        want, then request this footage.
      </p>
      <div className="clip-request__marks" role="group" aria-label="The part you want">
        <button type="button" className="button button--secondary" onClick={() => tools.markIn()}>
          Mark the start
        </button>
        <button type="button" className="button button--secondary" onClick={() => tools.markOut()}>
          Mark the end
        </button>
        {tools.hasMarks ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => tools.clearMarks()}
          >
            Clear the marks
          </button>
        ) : null}
        <p className="clip-request__points" role="status">
          {marked(tools)}
        </p>
      </div>
    </div>
  );
});
