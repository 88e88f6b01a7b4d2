import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import type { Category } from '../../core/entities/Browse';
import { LPB, LSA, type CollectionId } from '../../core/entities/Collection';
import { AssetCardList } from '../components/AssetCardList';
import { Loading } from '../components/Loading';
import { Paginator } from '../components/Paginator';
import { useCanonicalRoute } from '../components/useCanonicalRoute';
import { usePageStore } from '../pageStores';
import { PageHead } from '../components/PageHead';
import { RouteStructuredData } from '../components/RouteStructuredData';
import '../styles/browse.css';

const COLLECTIONS: { value: CollectionId; label: string }[] = [
  { value: LPB, label: 'LPB' },
  { value: LSA, label: 'LSA' },
];

// Cards of the first row show without scrolling; their pictures should not wait (LCP).
const FIRST_ROW = 4;

const CATEGORY_LABELS: Record<Category, string> = {
  all: 'All',
  series: 'Series',
  topic: 'Topics',
  program: 'Programs',
};

/** SPEC §2 Browse All Videos: collection and category filters, paged cards, route kept in step. */
const BrowsePage = observer(function BrowsePage() {
  const store = usePageStore('browse');
  const params = useParams();

  useEffect(() => {
    store.setParams({
      collection: params.collection,
      category: params.category,
      page: params.page,
    });
  }, [store, params.collection, params.category, params.page]);

  useEffect(() => {
    store.start();
    return () => store.dispose();
  }, [store]);

  // After the effects above: it reads the route once their parameters were applied.
  useCanonicalRoute(store);

  const { filter } = store;
  const paginator = (label: string) => (
    <Paginator
      label={label}
      pageIndex={filter.page - 1}
      pageSize={store.pageSize}
      length={store.total}
      onPage={(index) => store.goToPage(index + 1)}
    />
  );

  return (
    <div className="page browse">
      <PageHead />
      <RouteStructuredData />
      <h1>Browse Videos</h1>
      <div className="browse__filters">
        <fieldset className="browse__group">
          <legend>Collection</legend>
          {COLLECTIONS.map((c) => (
            <label key={c.value} className="browse__choice">
              <input
                type="radio"
                name="browse-collection"
                value={c.value}
                checked={filter.collection === c.value}
                onChange={() => store.selectCollection(c.value)}
              />
              {c.label}
            </label>
          ))}
        </fieldset>
        <fieldset className="browse__group">
          <legend>Filter by Categories:</legend>
          {store.categories.map((category) => (
            <label key={category} className="browse__choice">
              <input
                type="radio"
                name="browse-category"
                value={category}
                checked={filter.category === category}
                onChange={() => store.selectCategory(category)}
              />
              {CATEGORY_LABELS[category]}
            </label>
          ))}
        </fieldset>
      </div>

      {paginator('Pagination, top')}
      {store.loading ? (
        <Loading />
      ) : (
        <AssetCardList
          className="grid browse__results"
          headingLevel={2}
          eager={FIRST_ROW}
          items={store.items}
          subtitleOf={(item) => store.subtitleOf(item)}
          fallbackCollection={filter.collection}
          targetOf={(item) => store.targetOf(item)}
          onOpen={(item) => store.open(item)}
        />
      )}
      {/* Not under the first "Loading...": the results would push it down (CLS). */}
      {store.counted ? paginator('Pagination, bottom') : null}
    </div>
  );
});

export default BrowsePage;
