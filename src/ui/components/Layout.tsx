import { useRef } from 'react';
import { Outlet } from 'react-router-dom';
import '../styles/shell.css';
import '../styles/header.css';
import '../styles/menu.css';
import '../styles/search.css';
import '../styles/footer.css';
import { PageErrorBoundary } from './ErrorBoundary';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { SkipLink } from './SkipLink';
import { PageSkipLinks, SkipLinksProvider, useSkipLinkRegistry } from './SkipLinkRegistry';
import { useRouteChange } from './useRouteChange';

/** The page shell of every route: skip links, header, main region, footer. */
export function Layout() {
  const main = useRef<HTMLElement>(null);
  const skipLinks = useSkipLinkRegistry();
  useRouteChange(main);
  return (
    <SkipLinksProvider register={skipLinks.register}>
      <SkipLink target={main} />
      <PageSkipLinks links={skipLinks.links} />
      <SiteHeader />
      <main id="main" ref={main} tabIndex={-1} className="site-main">
        <PageErrorBoundary>
          <Outlet />
        </PageErrorBoundary>
      </main>
      <SiteFooter />
    </SkipLinksProvider>
  );
}
