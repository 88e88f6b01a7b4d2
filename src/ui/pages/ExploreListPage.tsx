import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { ExploreListStore } from '../../core/stores/ExploreListStore';
import { paths, type RouteId } from '../../core/routes/routeTable';
import { momentLink } from '../../core/rules/spoken/moments';
import { formatClock } from '../../core/rules/values/time';
import { AssetCard } from '../components/AssetCard';
import { CatalogueUnavailable, GeoNamesCredit, videoCount } from '../components/ExploreParts';
import { Loading } from '../components/Loading';
import { PageHead } from '../components/PageHead';
import { Paginator } from '../components/Paginator';
import { usePageStore, type PageStoreName } from '../pageStores';
import { matchSiteRoute } from '../routing';
import { useServices } from '../services';
import { NotFoundPage } from './NotFoundPage';
import '../styles/explore.css';

const LIST_ROUTES: readonly RouteId[] = [
  'exploreParish',
  'exploreDecade',
  'exploreSubject',
  'explorePerson',
];

function ExploreList({ name }: { name: PageStoreName }) {
  const store = usePageStore(name) as ExploreListStore;
  const { siteOrigin, defaultThumbnails } = useServices();
  useEffect(() => {
    void store.start();
    return () => store.dispose();
  }, [store]);
  const heading = store.heading;
  const videos = store.videos;
  const structuredData = useMemo(
    () => store.structuredData(siteOrigin),
    // The videos are the answer: a new answer, new data.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [store, siteOrigin, heading, videos],
  );

  if (store.missing) return <NotFoundPage />;

  const facets = store.facets.filter((f) => f.links.length > 0);
  return (
    <div className="page explore explore-list">
      <PageHead
        patch={{
          title: heading,
          description: `Videos of ${heading} in the Louisiana Digital Media Archive.`,
        }}
        structuredData={structuredData}
      />
      <p className="explore__up">
        <a href={paths.explore()}>Explore by Place and Time</a>
      </p>
      <h1>{heading || 'Explore'}</h1>
      {store.unavailable ? <CatalogueUnavailable /> : null}
      {store.loading ? <Loading /> : null}
      {store.unavailable || store.loading ? null : (
        <>
          <p className="explore__intro" role="status">
            {store.total === 0 ? 'No public videos here yet.' : videoCount(store.total)}
          </p>
          <div className="explore-list__body">
            {facets.length > 0 ? (
              <aside className="explore-facets" aria-label="Narrow the list">
                {facets.map((facet) => (
                  <section key={facet.kind} aria-labelledby={`facet-${facet.kind}`}>
                    <h2 id={`facet-${facet.kind}`} className="explore-facets__title">
                      {facet.title}
                    </h2>
                    <ul>
                      {facet.links.map((link) => (
                        <li key={link.to}>
                          <a href={link.to} aria-current={link.chosen ? 'true' : undefined}>
                            {link.label}
                          </a>{' '}
                          <span className="explore__count">{link.count}</span>
                        </li>
                      ))}
                    </ul>
                    {facet.clear ? (
                      <a className="explore-facets__clear" href={facet.clear}>
                        Any {facet.title.toLowerCase()}
                      </a>
                    ) : null}
                  </section>
                ))}
              </aside>
            ) : null}
            <div className="explore-list__main">
              <nav className="explore-sort" aria-label="Sort videos">
                <span>Sort by:</span>
                <ul>
                  {store.sorts.map((s) => (
                    <li key={s.sort}>
                      <a href={s.to} aria-current={s.chosen ? 'true' : undefined}>
                        {s.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
              {videos.length > 0 ? (
                <ul className="grid explore-list__grid">
                  {videos.map((video, i) => (
                    <li key={video.id}>
                      <AssetCard
                        title={video.title}
                        subtitle={[
                          video.seriesTitle,
                          video.year ?? (video.decade ? `${video.decade}s` : ''),
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                        thumbnail={video.thumbnail}
                        fallbackThumbnail={defaultThumbnails[video.collection]}
                        to={paths.assetDetail(video.id)}
                        headingLevel={2}
                        eager={i < 3}
                      />
                    </li>
                  ))}
                </ul>
              ) : null}
              {store.total > 0 ? (
                <Paginator
                  label="Video pages"
                  pageIndex={store.page - 1}
                  pageSize={24}
                  length={store.total}
                  onPage={(index) => window.location.assign(store.pageRoute(index))}
                  hrefOf={(index) => store.pageRoute(index)}
                  holds={{ one: 'video', many: 'videos' }}
                />
              ) : null}
            </div>
          </div>
          {store.kind === 'parish' ? <Mentions store={store} /> : null}
        </>
      )}
    </div>
  );
}

/** Where the parish or one of its towns is named on camera: search's moment links. */
const Mentions = observer(function Mentions({ store }: { store: ExploreListStore }) {
  return (
    <section className="explore__section explore-mentions" aria-labelledby="explore-mentions">
      <h2 id="explore-mentions">Named on camera</h2>
      {store.mentions.length === 0 ? (
        <p>No video names it on camera yet.</p>
      ) : (
        <ul>
          {store.mentions.map((m) => (
            <li key={`${m.video.id}@${m.offset}`}>
              <a
                href={momentLink(
                  m.video.id,
                  {
                    offset: m.offset,
                    end: m.offset,
                    text: m.text,
                    snippet: [{ text: m.text, match: false }],
                  },
                  m.name,
                )}
              >
                <span className="explore-mentions__time">{formatClock(m.offset)}</span>{' '}
                {m.video.title}: “{m.text}”
              </a>
            </li>
          ))}
        </ul>
      )}
      <GeoNamesCredit />
    </section>
  );
});

const ExploreListObserved = observer(ExploreList);

/** A parish, decade, subject or person page (the route names which). */
function ExploreListPage() {
  const { pathname } = useLocation();
  const { id } = matchSiteRoute(pathname);
  if (!LIST_ROUTES.includes(id)) return <NotFoundPage />;
  return <ExploreListObserved name={id as PageStoreName} />;
}

export default ExploreListPage;
