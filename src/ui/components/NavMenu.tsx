import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { paths } from '../../core/routes/routeTable';
import { BrowseMenu } from './BrowseMenu';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `site-nav__link${isActive ? ' is-active' : ''}`;

/** The main navigation; below 768px it collapses behind a 'Menu' button. */
export function NavMenu() {
  const { key } = useLocation();
  // Expanded only for the location it was opened at, so any navigation collapses it.
  const [expandedAt, setExpandedAt] = useState<string | null>(null);
  const expanded = expandedAt === key;
  const listId = useId();

  return (
    <nav className="site-nav" aria-label="Main">
      <button
        type="button"
        className="site-nav__toggle"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpandedAt(expanded ? null : key)}
      >
        <span className="site-nav__toggle-icon" aria-hidden="true" />
        Menu
      </button>
      <ul id={listId} className={`site-nav__list${expanded ? ' is-open' : ''}`}>
        <li>
          <NavLink className={linkClass} to={paths.home()} end>
            HOME
          </NavLink>
        </li>
        <BrowseMenu />
        <li>
          <NavLink className={linkClass} to={paths.about()}>
            ABOUT LDMA
          </NavLink>
        </li>
        <li>
          <NavLink className={linkClass} to={paths.blogList()}>
            SPOTLIGHT ON HISTORY
          </NavLink>
        </li>
        <li>
          <NavLink className={linkClass} to={paths.contact()}>
            CONTACT US
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
