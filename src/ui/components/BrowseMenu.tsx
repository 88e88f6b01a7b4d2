import { useCallback, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { COLLECTION_NAMES, LPB, LSA } from '../../core/entities/Collection';
import { paths } from '../../core/routes/routeTable';
import { useDisclosure } from './useDisclosure';
import { useOutsidePress } from './useOutsidePress';

// Below 768px (menu.css) the entries sit in the flow of the folded menu. Opening or closing
// them on hover, blur or a press elsewhere would shift the links below between a press and
// its click (the click then misses), so there only the button, Escape and navigation do.
const FOLDED_MENU = '(max-width: 767.98px)';

function inFoldedMenu(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(FOLDED_MENU).matches;
}

const ENTRIES = [
  { label: COLLECTION_NAMES[LPB], to: paths.browse(LPB) },
  { label: COLLECTION_NAMES[LSA], to: paths.browse(LSA) },
];

/**
 * BROWSE VIDEO: a disclosure opened by hovering, by click, Enter, Space or a tap. Closes on
 * Escape (focus back on the button), when the pointer or focus leaves, on a press outside it
 * and on navigation. In the folded phone menu it opens and closes only on a press, Escape or
 * navigation. `marked` shows it as the menu's current entry (on browse and video pages).
 */
export function BrowseMenu({ marked = false }: { marked?: boolean }) {
  const { key } = useLocation();
  // Open only for the location it was opened at, so any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === key;
  // Opened by hovering: the click that usually follows (and a tap's emulated hover) keeps it open.
  const openedByHover = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLLIElement>(null);

  const setOpen = (value: boolean) => setOpenAt(value ? key : null);

  const close = useCallback(() => {
    openedByHover.current = false;
    setOpenAt(null);
  }, []);
  const dismiss = useCallback(() => {
    if (!inFoldedMenu()) close();
  }, [close]);
  useOutsidePress(container, open, dismiss);

  const onMouseEnter = () => {
    if (open || inFoldedMenu()) return;
    openedByHover.current = true;
    setOpen(true);
  };

  const onClick = () => {
    if (open && openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    openedByHover.current = false;
    setOpen(!open);
  };

  const menu = useDisclosure(open, onClick, { stateWithScriptOnly: true });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close();
    button.current?.focus();
  };

  // Focus moving to something else (Tab) closes the menu; focus going nowhere does not.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !event.currentTarget.contains(next)) dismiss();
  };

  return (
    <li
      ref={container}
      className={`browse-menu${open ? ' is-open' : ''}`}
      onMouseEnter={onMouseEnter}
      onMouseLeave={dismiss}
      onBlur={onBlur}
    >
      <button
        ref={button}
        className={`site-nav__link browse-menu__button${marked ? ' is-active' : ''}`}
        {...menu.button}
        onKeyDown={onKeyDown}
      >
        BROWSE VIDEO
        <span className="browse-menu__caret" aria-hidden="true" />
      </button>
      {/* Without script the button can open nothing (NoScriptStyles hides it): a link to every
          collection's videos stands in, and CSS shows the entries on hover and focus. */}
      <noscript>
        <a
          className={`site-nav__link browse-menu__all${marked ? ' is-active' : ''}`}
          href={paths.browse()}
        >
          BROWSE VIDEO
          <span className="browse-menu__caret" aria-hidden="true" />
        </a>
      </noscript>
      <ul className="browse-menu__list" {...menu.panel}>
        {ENTRIES.map((entry) => (
          <li key={entry.to}>
            <Link className="browse-menu__link" to={entry.to} onClick={close} onKeyDown={onKeyDown}>
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
