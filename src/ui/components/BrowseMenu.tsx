import { useCallback, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { COLLECTION_NAMES, LPB, LSA } from '../../core/entities/Collection';
import { paths } from '../../core/rules/routes';
import { useOutsidePress } from './useOutsidePress';

const ENTRIES = [
  { label: COLLECTION_NAMES[LPB], to: paths.browse(LPB) },
  { label: COLLECTION_NAMES[LSA], to: paths.browse(LSA) },
];

/**
 * BROWSE VIDEO: a disclosure opened by hovering, by click, Enter, Space or a tap. Closes on
 * Escape (focus back on the button), when the pointer or focus leaves, on a press outside it
 * and on navigation.
 */
export function BrowseMenu() {
  const { key } = useLocation();
  // Open only for the location it was opened at, so any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === key;
  // Opened by hovering: the click that usually follows (and a tap's emulated hover) keeps it open.
  const openedByHover = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLLIElement>(null);
  const listId = useId();

  const setOpen = (value: boolean) => setOpenAt(value ? key : null);

  const close = useCallback(() => {
    openedByHover.current = false;
    setOpenAt(null);
  }, []);
  useOutsidePress(container, open, close);

  const onMouseEnter = () => {
    if (open) return;
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

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close();
    button.current?.focus();
  };

  // Focus moving to something else (Tab) closes the menu; focus going nowhere does not.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !event.currentTarget.contains(next)) close();
  };

  return (
    <li
      ref={container}
      className={`browse-menu${open ? ' is-open' : ''}`}
      onMouseEnter={onMouseEnter}
      onMouseLeave={close}
      onBlur={onBlur}
    >
      <button
        ref={button}
        type="button"
        className="site-nav__link browse-menu__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        BROWSE VIDEO
        <span className="browse-menu__caret" aria-hidden="true" />
      </button>
      <ul id={listId} className="browse-menu__list" hidden={!open}>
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
