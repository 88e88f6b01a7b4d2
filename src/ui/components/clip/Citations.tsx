import { observer } from 'mobx-react-lite';
import { citations, CITATION_STYLES } from '../../../core/rules/clip/citation';
import type { ClipToolsStore } from '../../../core/stores/ClipToolsStore';
import { useCopy } from '../useCopy';

/** The three citation forms of a video, each with its own copy button. */
const Citations = observer(function Citations({ tools }: { tools: ClipToolsStore }) {
  const { status, copy } = useCopy();
  const forms = citations(tools.citationSource, tools.accessDate());
  return (
    <>
      <dl className="citations">
        {CITATION_STYLES.map(({ style, label }) => (
          <div className="citation" key={style}>
            <dt className="citation__style">{label}</dt>
            <dd className="citation__body">
              <p className="citation__text">{forms[style]}</p>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void copy(forms[style], `${label} citation copied.`)}
              >
                Copy {label} citation
              </button>
            </dd>
          </div>
        ))}
      </dl>
      <p className="clip-tool__status" role="status">
        {status}
      </p>
    </>
  );
});

export default Citations;
