import { useLocation } from 'react-router-dom';
import { routeStructuredData } from '../../core/rules/seo/siteData';
import ldmaLogo from '../assets/ldma-logo.webp';
import { matchSiteRoute } from '../routing';
import { useServices } from '../services';
import { JsonLdScript } from './PageHead';

/**
 * The structured data a route carries before its page adds any (the archive on the home
 * and About pages, the collection on browse). Rendered by those pages only, so its rules
 * stay out of the shell's code.
 */
export function RouteStructuredData() {
  const { pathname, search } = useLocation();
  const { siteOrigin } = useServices();
  const data = routeStructuredData(matchSiteRoute(pathname), siteOrigin, ldmaLogo, search);
  return data ? <JsonLdScript slot="route" data={data} /> : null;
}
