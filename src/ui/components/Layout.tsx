import { useRef } from 'react';
import { Outlet } from 'react-router-dom';
import '../styles/shell.css';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { SkipLink } from './SkipLink';
import { useRouteChange } from './useRouteChange';

/** The page shell of every route: skip link, header, main region, footer. */
export function Layout() {
  const main = useRef<HTMLElement>(null);
  useRouteChange(main);
  return (
    <>
      <SkipLink target={main} />
      <SiteHeader />
      <main id="main" ref={main} tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
