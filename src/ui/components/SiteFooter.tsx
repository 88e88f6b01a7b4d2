import { Link } from 'react-router-dom';
import { paths } from '../../core/routes/routeTable';
import lpbLogo from '../assets/lpb-logo.webp';
import lsaLogo from '../assets/lsa-logo.webp';
import sosLogo from '../assets/sos-logo.webp';

const PARTNERS = [
  { logo: lpbLogo, name: 'Louisiana Public Broadcasting' },
  { logo: lsaLogo, name: 'Louisiana State Archives' },
  { logo: sosLogo, name: 'Louisiana Secretary of State' },
];

export const COPYRIGHT = 'Copyright © 2024 LDMA. All rights reserved.';

/** Partner logos, the tagline, the copyright line (SPEC §1 page shell) and the site's policies. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <ul className="site-footer__partners" aria-label="Partners">
        {PARTNERS.map((p) => (
          <li key={p.name}>
            <img src={p.logo} alt={p.name} width={220} height={56} loading="lazy" />
          </li>
        ))}
      </ul>
      <p className="site-footer__tagline">
        PRESERVING LOUISIANA&apos;S MEDIA HISTORY FOR FUTURE GENERATIONS
      </p>
      <p className="site-footer__copyright">{COPYRIGHT}</p>
      <nav className="site-footer__links" aria-label="Site information">
        <Link to={paths.accessibility()}>Accessibility</Link>
        <a href={paths.explore()}>Explore by Place and Time</a>
      </nav>
    </footer>
  );
}
