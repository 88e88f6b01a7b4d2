import { observer } from 'mobx-react-lite';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { DEFAULT_SEARCH_FIELD } from '../../core/entities/Search';
import { pathTo, SEARCH_QUERY } from '../../core/routes/routeTable';
import { SearchBoxStore } from '../../core/stores/SearchBoxStore';
import { SearchField } from './SearchField';
import { Tooltip } from './Tooltip';
import { useDisclosure } from './useDisclosure';
import { useMenuSection } from './useMenuSection';
import { useOutsidePress } from './useOutsidePress';

/**
 * The search icon and its drop-down box. Enter, the submit button and the icon (while the
 * box holds a term) search; a blank term does nothing.
 */
export const SearchBox = observer(function SearchBox() {
  const [store] = useState(() => new SearchBoxStore());
  const navigate = useNavigate();
  const { key } = useLocation();
  const section = useMenuSection();
  const input = useRef<HTMLInputElement>(null);
  const icon = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (store.open) input.current?.focus();
  }, [store, store.open]);

  useEffect(() => store.setOpen(false), [store, key]);

  const close = useCallback(() => store.setOpen(false), [store]);
  useOutsidePress(container, store.open, close);

  const go = (target: string | undefined) => {
    if (target !== undefined) navigate(target);
  };
  const disclosure = useDisclosure(store.open, () => go(store.pressIcon()));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !store.open) return;
    event.stopPropagation();
    store.setOpen(false);
    icon.current?.focus();
  };

  // Focus moving to something else (Tab) closes the box; focus going nowhere does not.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !event.currentTarget.contains(next)) close();
  };

  return (
    <div ref={container} className={`search-box${store.open ? ' is-open' : ''}`} onBlur={onBlur}>
      {/* The icon's name is 'Search' already: the tooltip only shows it. */}
      <Tooltip text="Search" when={() => !store.open}>
        <button
          ref={icon}
          className={`search-box__icon${section === 'search' ? ' is-active' : ''}`}
          {...disclosure.button}
          onKeyDown={onKeyDown}
        >
          <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
            <circle cx="10" cy="10" r="7" fill="none" stroke="currentColor" strokeWidth="2.5" />
            <line
              x1="15.2"
              y1="15.2"
              x2="21"
              y2="21"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          </svg>
          <span className="visually-hidden">Search</span>
        </button>
      </Tooltip>
      {/* A plain GET form, so Enter searches before (or without) the page's script. */}
      <form
        {...disclosure.panel}
        role="search"
        className="search-box__panel"
        method="get"
        action={pathTo('search')}
        onSubmit={(event) => {
          event.preventDefault();
          go(store.submit());
        }}
      >
        <SearchField
          ref={input}
          label="Search the archive"
          name={SEARCH_QUERY.keyword}
          className="search-box__input"
          type="text"
          enterKeyHint="search"
          placeholder="Search..."
          value={store.term}
          onValueChange={(term) => store.setTerm(term)}
          onKeyDown={onKeyDown}
        />
        <input type="hidden" name={SEARCH_QUERY.searchBy} value={DEFAULT_SEARCH_FIELD} />
        <button type="submit" className="search-box__submit" onKeyDown={onKeyDown}>
          Submit
        </button>
      </form>
    </div>
  );
});
