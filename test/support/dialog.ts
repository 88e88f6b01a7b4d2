/**
 * jsdom has no modal dialogs: showModal() and close() as a browser does them, far enough for
 * a view's tests. showModal opens the dialog and focuses its first control; Escape and
 * close() close it and fire `close`.
 */
export function installDialogs(): () => void {
  const proto = HTMLDialogElement.prototype;
  const saved = { showModal: proto.showModal, close: proto.close };
  const escape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    const open = document.querySelector<HTMLDialogElement>('dialog[open]');
    open?.close();
  };
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>('button, [href], input, select, textarea')?.focus();
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', escape);
  return () => {
    proto.showModal = saved.showModal;
    proto.close = saved.close;
    document.removeEventListener('keydown', escape);
  };
}
