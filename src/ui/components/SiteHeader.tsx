import { Link } from 'react-router-dom';
import { paths } from '../../core/routes/routeTable';
import { SITE_NAME } from '../../core/rules/seo/pageMeta';
import ldmaLogo from '../assets/ldma-logo.webp';
import lpbLogo from '../assets/lpb-logo.webp';
import lsaLogo from '../assets/lsa-logo.webp';
import { NavMenu } from './NavMenu';
import { SearchBox } from './SearchBox';

// Named apart from the BROWSE VIDEO entries ('Louisiana Public Broadcasting', ...) so each
// link's name stays unique on the page.
const PARTNERS = [
  { href: 'https://www.lpb.org/', logo: lpbLogo, name: 'LPB.org' },
  {
    href: 'https://www.sos.la.gov/',
    logo: lsaLogo,
    name: 'State Archives, Louisiana Secretary of State',
  },
];

/** Site name, the two partner logos linking out, the navigation and the search. */
export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link className="site-header__brand" to={paths.home()}>
          <img src={ldmaLogo} alt={SITE_NAME} width={300} height={64} />
        </Link>
        <ul className="site-header__partners">
          {PARTNERS.map((p) => (
            <li key={p.href}>
              <a href={p.href} target="_blank" rel="noopener noreferrer">
                <img src={p.logo} alt={p.name} width={220} height={56} />
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div className="site-header__nav">
        <NavMenu />
        <SearchBox />
      </div>
    </header>
  );
}
