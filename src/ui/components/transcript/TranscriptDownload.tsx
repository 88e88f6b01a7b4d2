import { observer } from 'mobx-react-lite';
import type { TranscriptExtension } from '../../../core/routes/resourcePaths';
import { TRANSCRIPT_FILES, type TranscriptStore } from '../../../core/stores/TranscriptStore';
import { useTextFile } from './useTextFile';

/** A file made in the browser from the lines on the page. */
function MadeFileLink({
  text,
  type,
  name,
  children,
}: {
  text: string;
  type?: string;
  name: string;
  children: string;
}) {
  const href = useTextFile(text, type);
  return (
    <a className="transcript__download" href={href || undefined} download={name}>
      {children}
    </a>
  );
}

/**
 * The transcript as files: plain text, and captions of the clip. Where the site's server
 * sent the page, links to the files it serves, which work without script too; on the static
 * site, files made in the browser.
 */
export const TranscriptDownload = observer(function TranscriptDownload({
  store,
  title,
  url,
  downloadPath,
}: {
  store: TranscriptStore;
  title: string;
  url: string;
  downloadPath?: (extension: TranscriptExtension) => string;
}) {
  return (
    <div className="transcript__downloads">
      {TRANSCRIPT_FILES.map((file) => {
        const name = store.fileName(title, file.extension);
        const label = `Download transcript (.${file.extension})`;
        return downloadPath ? (
          <a
            key={file.extension}
            className="transcript__download"
            href={downloadPath(file.extension)}
            download={name}
          >
            {label}
          </a>
        ) : (
          <MadeFileLink
            key={file.extension}
            text={store.fileText(file.extension, { title, url })}
            type={file.type}
            name={name}
          >
            {label}
          </MadeFileLink>
        );
      })}
    </div>
  );
});
