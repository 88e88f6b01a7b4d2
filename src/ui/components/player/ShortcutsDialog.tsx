import { Fragment, useId, useRef } from 'react';
import { PLAYER_SHORTCUTS } from '../../../core/rules/media/shortcuts';

/**
 * The 'Keyboard shortcuts' button and the modal dialog it opens, listing the player's keys.
 * A native `<dialog>`: focus moves into it, Escape closes it, and focus returns to the button.
 */
export function ShortcutsDialog({ className }: { className: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  const open = () => {
    const element = dialog.current;
    if (!element || element.open) return;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
  };
  const close = () => {
    const element = dialog.current;
    if (typeof element?.close === 'function') element.close();
    else {
      element?.removeAttribute('open');
      opener.current?.focus();
    }
  };

  return (
    <>
      <button
        ref={opener}
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={open}
      >
        Keyboard shortcuts
      </button>
      <dialog
        ref={dialog}
        className="shortcuts"
        aria-labelledby={titleId}
        // Browsers that restore focus themselves land on the same button.
        onClose={() => opener.current?.focus()}
      >
        <div className="shortcuts__head">
          <h2 id={titleId} className="shortcuts__title">
            Keyboard shortcuts
          </h2>
          <button type="button" className="button button--secondary" onClick={close}>
            Close
          </button>
        </div>
        <p className="shortcuts__note">
          They work while the video player or one of its controls has focus, never while you type in
          a text box or choose from a list.
        </p>
        <table className="shortcuts__table">
          <thead>
            <tr>
              <th scope="col">Key</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {PLAYER_SHORTCUTS.map((shortcut) => (
              <tr key={shortcut.action}>
                <td>
                  {shortcut.keyNames.map((name, i) => (
                    <Fragment key={name}>
                      {i > 0 ? ' or ' : null}
                      <kbd>{name}</kbd>
                    </Fragment>
                  ))}
                </td>
                <td>{shortcut.does}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </dialog>
    </>
  );
}
