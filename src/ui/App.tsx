import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { Layout } from './components/Layout';
import { Loading } from './components/Loading';
import { NotFoundPage } from './pages/NotFoundPage';

const HomePage = lazy(() => import('./pages/HomePage'));
const BrowsePage = lazy(() => import('./pages/BrowsePage'));
const SubListingPage = lazy(() => import('./pages/SubListingPage'));
const AssetPage = lazy(() => import('./pages/AssetPage'));
const BlogPage = lazy(() => import('./pages/BlogPage'));
const SearchPage = lazy(() => import('./pages/SearchPage'));
const BlogListPage = lazy(() => import('./pages/BlogListPage'));
const AboutPage = lazy(() => import('./pages/AboutPage'));
const ContactPage = lazy(() => import('./pages/ContactPage'));
const ContactSuccessPage = lazy(() => import('./pages/ContactSuccessPage'));
const AccessibilityPage = lazy(() => import('./pages/AccessibilityPage'));
const EmbedPage = lazy(() => import('./pages/EmbedPage'));

/** Gives a page a fresh instance (and store) whenever the named route parameters change. */
function keyed(Page: LazyExoticComponent<ComponentType>, ...params: string[]) {
  function KeyedPage() {
    const values = useParams();
    const { search } = useLocation();
    const key = params.map((p) => (p === '?' ? search : (values[p] ?? ''))).join('|');
    return <Page key={key} />;
  }
  return <KeyedPage />;
}

function SubListingFirstPage() {
  const { category = '', id = '' } = useParams();
  return (
    <Navigate
      replace
      to={`/sublisting/${encodeURIComponent(category)}/${encodeURIComponent(id)}/page/1`}
    />
  );
}

/** The route table of SPEC §2, the accessibility statement and the embeddable player. */
export function App() {
  return (
    <Routes>
      {/* The embeddable player has no site shell: it lives in other sites' iframes. */}
      <Route
        path="embed/:id"
        element={<Suspense fallback={<Loading />}>{keyed(EmbedPage, 'id')}</Suspense>}
      />
      <Route element={<Layout />}>
        <Route index element={<Page component={HomePage} />} />
        <Route path="browse-all-videos" element={<Page component={BrowsePage} />} />
        <Route path="browse-all-videos/:collection" element={<Page component={BrowsePage} />} />
        <Route
          path="browse-all-videos/:collection/:category"
          element={<Page component={BrowsePage} />}
        />
        <Route
          path="browse-all-videos/:collection/:category/page/:page"
          element={<Page component={BrowsePage} />}
        />
        <Route path="sublisting/:category/:id" element={<SubListingFirstPage />} />
        <Route
          path="sublisting/:category/:id/page/:page"
          element={
            <Suspense fallback={<Loading />}>{keyed(SubListingPage, 'category', 'id')}</Suspense>
          }
        />
        <Route
          path="video_v2/asset-detail/:id"
          element={<Suspense fallback={<Loading />}>{keyed(AssetPage, 'id')}</Suspense>}
        />
        <Route
          path="video-player/:id"
          element={<Suspense fallback={<Loading />}>{keyed(AssetPage, 'id')}</Suspense>}
        />
        <Route
          path="blog/:id"
          element={<Suspense fallback={<Loading />}>{keyed(BlogPage, 'id')}</Suspense>}
        />
        <Route
          path="search"
          element={<Suspense fallback={<Loading />}>{keyed(SearchPage, '?')}</Suspense>}
        />
        <Route path="spotlight-on-history" element={<Page component={BlogListPage} />} />
        <Route path="about-ldma" element={<Page component={AboutPage} />} />
        <Route path="contact-us" element={<Page component={ContactPage} />} />
        <Route path="contact-success" element={<Page component={ContactSuccessPage} />} />
        <Route path="accessibility" element={<Page component={AccessibilityPage} />} />
        <Route path="not-found" element={<NotFoundPage />} />
        <Route path="*" element={<Navigate replace to="/not-found" />} />
      </Route>
    </Routes>
  );
}

function Page({ component: Component }: { component: LazyExoticComponent<ComponentType> }) {
  return (
    <Suspense fallback={<Loading />}>
      <Component />
    </Suspense>
  );
}
