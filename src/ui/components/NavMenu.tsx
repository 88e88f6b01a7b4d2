import { useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { paths } from '../../core/routes/routeTable';
import { BrowseMenu } from './BrowseMenu';
import { useDisclosure } from './useDisclosure';
import { useMenuSection, type MenuSection } from './useMenuSection';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `site-nav__link${isActive ? ' is-active' : ''}`;

// A post belongs to the blog: its entry is marked there too (not as the current page).
const blogLinkClass =
  (section: MenuSection | undefined) =>
  ({ isActive }: { isActive: boolean }) =>
    linkClass({ isActive: isActive || section === 'blog' });

/** The main navigation; below 768px it collapses behind a 'Menu' button. */
export function NavMenu() {
  const { key } = useLocation();
  const section = useMenuSection();
  // Expanded only for the location it was opened at, so any navigation collapses it.
  const [expandedAt, setExpandedAt] = useState<string | null>(null);
  const expanded = expandedAt === key;
  const menu = useDisclosure(expanded, () => setExpandedAt(expanded ? null : key), {
    stateWithScriptOnly: true,
  });

  return (
    <nav className="site-nav" aria-label="Main">
      {/* Hidden without script (NoScriptStyles), which shows the whole menu instead. */}
      <button className="site-nav__toggle" {...menu.button}>
        <span className="site-nav__toggle-icon" aria-hidden="true" />
        Menu
      </button>
      <ul id={menu.panel.id} className={`site-nav__list${expanded ? ' is-open' : ''}`}>
        <li>
          <NavLink className={linkClass} to={paths.home()} end>
            HOME
          </NavLink>
        </li>
        <BrowseMenu marked={section === 'browse'} />
        <li>
          <NavLink className={linkClass} to={paths.about()}>
            ABOUT LDMA
          </NavLink>
        </li>
        <li>
          <NavLink className={blogLinkClass(section)} to={paths.blogList()}>
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
