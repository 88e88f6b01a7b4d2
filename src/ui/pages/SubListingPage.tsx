import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, type MouseEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { Asset } from '../../core/entities/Asset';
import { titled } from '../../core/rules/seo/pageMeta';
import { subListingData } from '../../core/rules/seo/siteData';
import { AssetCardList } from '../components/AssetCardList';
import { BackButton } from '../components/BackButton';
import { opensElsewhere } from '../components/ButtonLink';
import { Loading } from '../components/Loading';
import { Paginator } from '../components/Paginator';
import { useCanonicalRoute } from '../components/useCanonicalRoute';
import { PageHead } from '../components/PageHead';
import { usePageStore } from '../pageStores';
import { NotFoundPage } from './NotFoundPage';
import { useServices } from '../services';
import '../styles/browse.css';

/** SPEC §2 Sub-listing: the members of a series or topic, paged, with 'Back to Browse'. */
const SubListingPage = observer(function SubListingPage() {
  const store = usePageStore('subListing');
  const params = useParams();
  const navigate = useNavigate();

  useEffect(() => {
    store.setParams({ category: params.category, id: params.id, page: params.page });
  }, [store, params.category, params.id, params.page]);

  useEffect(() => {
    store.start();
    return () => store.dispose();
  }, [store]);

  // After the effects above: it reads the route once their parameters were applied.
  useCanonicalRoute(store);

  const origin = useServices().siteOrigin;
  const { title, loading, route, items } = store;
  // One object while the listing stays the same, so its JSON-LD is written once.
  const structuredData = useMemo(
    () =>
      title && !loading
        ? subListingData({
            origin,
            heading: title,
            path: route,
            items: items.map((item) => ({
              name: item.title,
              url: `${origin}${store.linkOf(item)}`,
            })),
          })
        : undefined,
    [store, origin, title, loading, route, items],
  );
  const head = <PageHead patch={{ title: titled(title) }} structuredData={structuredData} />;

  const open = (item: Asset, event: MouseEvent<HTMLAnchorElement>) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    void store.open(item).then((target) => {
      if (target) navigate(target);
    });
  };

  // A series or topic the archive does not have is a 404 at its own address.
  if (store.missing) return <NotFoundPage />;

  return (
    <div className="page listing" aria-busy={store.opening || undefined}>
      {head}
      <p className="listing__back">
        <BackButton store={store}>Back to Browse</BackButton>
      </p>
      {store.title ? <h1>{store.title}</h1> : null}
      {/* Said once here; SPEC §2 still gives every card its series title. */}
      {store.description || store.facts ? (
        <div className="listing__about">
          {store.description ? <p className="listing__description">{store.description}</p> : null}
          {store.facts ? <p className="listing__facts">{store.facts}</p> : null}
        </div>
      ) : null}
      {store.loading ? (
        <Loading />
      ) : (
        <AssetCardList
          className="grid listing__results"
          headingLevel={2}
          items={store.items}
          subtitleOf={(item) => item.seriesTitle}
          targetOf={(item) => store.linkOf(item)}
          onOpen={open}
        />
      )}
      {/* Not under the first "Loading...": the results would push it down (CLS). */}
      {store.counted ? (
        <Paginator
          pageIndex={store.page - 1}
          pageSize={store.pageSize}
          length={store.total}
          onPage={(index) => store.goToPage(index + 1)}
          hrefOf={(index) => store.pageRoute(index + 1)}
          holds={{ one: 'video', many: 'videos' }}
        />
      ) : null}
    </div>
  );
});

export default SubListingPage;
