import { useState, type ReactNode } from 'react';
import { useDisclosure } from '../useDisclosure';

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
  const disclosure = useDisclosure(open, () => {
    setOpen((was) => !was);
    setOpened(true);
  });
  return (
    <div className="clip-tool">
      <button className="button button--secondary clip-tool__toggle" {...disclosure.button}>
        {label}
        <span className="clip-tool__marker" aria-hidden="true">
          {open ? '▴' : '▾'}
        </span>
      </button>
      <div className="clip-tool__panel" {...disclosure.panel}>
        {opened ? children : null}
      </div>
    </div>
  );
}
