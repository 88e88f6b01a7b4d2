import { useId, useState, type ReactNode } from 'react';

export interface ToolPanelProps {
  label: string;
  /** Draw the panel's content only once it has been opened (it may load code of its own). */
  lazy?: boolean;
  children: ReactNode;
}

/** A button that shows and hides a panel of tools under the player (Share, Cite). */
export function ToolPanel({ label, lazy = false, children }: ToolPanelProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(!lazy);
  const panelId = useId();
  const toggle = () => {
    setOpen((was) => !was);
    setOpened(true);
  };
  return (
    <div className="clip-tool">
      <button
        type="button"
        className="button button--secondary clip-tool__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        {label}
        <span className="clip-tool__marker" aria-hidden="true">
          {open ? '▴' : '▾'}
        </span>
      </button>
      <div id={panelId} className="clip-tool__panel" hidden={!open}>
        {opened ? children : null}
      </div>
    </div>
  );
}
