import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { Category } from '../../core/entities/Browse';
import { LPB, LSA, type CollectionId } from '../../core/entities/Collection';
import { BROWSE_QUERY, paths } from '../../core/routes/routeTable';
import type { ListHolds } from '../../core/rules/lists/paginator';
import { AssetCardList } from '../components/AssetCardList';
import { Loading } from '../components/Loading';
import { Paginator } from '../components/Paginator';
import { useCanonicalRoute } from '../components/useCanonicalRoute';
import { BROWSE_FORM_FIELDS, browseParams, isBrowseFormQuery, usePageStore } from '../pageStores';
import { Redirect, useOnServer } from '../renderOutcome';
import { PageHead } from '../components/PageHead';
import { RouteStructuredData } from '../components/RouteStructuredData';
import '../styles/browse.css';

const COLLECTIONS: { value: CollectionId; label: string }[] = [
  { value: LPB, label: 'LPB' },
  { value: LSA, label: 'LSA' },
];

// The query parameters of the address of every collection: left out when default.
const BROWSE_ADDRESS_QUERY = Object.values(BROWSE_QUERY);

// Cards of the first row show without scrolling; their pictures should not wait (LCP).
const FIRST_ROW = 4;

const CATEGORY_LABELS: Record<Category, string> = {
  all: 'All',
  series: 'Series',
  topic: 'Topics',
  program: 'Programs',
};

// What each category's list holds, for the paginator's words on a list of one page.
const LIST_HOLDS: Record<Category, ListHolds> = {
  all: { one: 'video', many: 'videos' },
  series: { one: 'series', many: 'series' },
  topic: { one: 'topic', many: 'topics' },
  program: { one: 'program', many: 'programs' },
};

/** SPEC §2 Browse All Videos: collection and category filters, paged cards, route kept in step. */
const BrowsePage = observer(function BrowsePage() {
  const store = usePageStore('browse');
  const params = useParams();
  const [query] = useSearchParams();
  const onServer = useOnServer();
  const { collection, category, page } = browseParams({ params, query });

  useEffect(() => {
    store.setParams({ collection, category, page });
  }, [store, collection, category, page]);

  useEffect(() => {
    store.start();
    return () => store.dispose();
  }, [store]);

  // After the effects above: it reads the route once their parameters were applied.
  useCanonicalRoute(store, BROWSE_ADDRESS_QUERY);

  // The filter form sent without script: its route is the page's address.
  if (onServer && isBrowseFormQuery(query)) return <Redirect to={store.route} />;

  const { filter } = store;
  const paginator = (label: string) => (
    <Paginator
      label={label}
      pageIndex={filter.page - 1}
      pageSize={store.pageSize}
      length={store.total}
      onPage={(index) => store.goToPage(index + 1)}
      hrefOf={(index) => store.pageRoute(index + 1)}
      holds={LIST_HOLDS[filter.category]}
    />
  );

  return (
    <div className="page browse">
      <PageHead />
      <RouteStructuredData />
      <h1>Browse Videos</h1>
      {/* Without script the radios change nothing until the form is sent, as a query. */}
      <form
        className="browse__filters"
        method="get"
        action={paths.browse()}
        onSubmit={(event) => event.preventDefault()}
      >
        <fieldset className="browse__group">
          <legend>Collection</legend>
          {COLLECTIONS.map((c) => (
            <label key={c.value} className="browse__choice">
              <input
                type="radio"
                name={BROWSE_FORM_FIELDS.collection}
                value={c.value}
                checked={filter.collection === c.value}
                onChange={() => store.selectCollection(c.value)}
              />
              {c.label}
            </label>
          ))}
          {/* SPEC §2's radio offers two choices; every collection is a way back beside it. */}
          {filter.collection === undefined ? (
            <span className="browse__every">All collections shown</span>
          ) : (
            <Link className="browse__every" to={paths.browse(undefined, filter.category)}>
              All collections
            </Link>
          )}
        </fieldset>
        <fieldset className="browse__group browse__group--categories">
          <legend>Filter by Categories:</legend>
          {store.categories.map((category) => (
            <label key={category} className="browse__choice">
              <input
                type="radio"
                name={BROWSE_FORM_FIELDS.category}
                value={category}
                checked={filter.category === category}
                onChange={() => store.selectCategory(category)}
              />
              {CATEGORY_LABELS[category]}
            </label>
          ))}
        </fieldset>
        {/* Sends the form without script. With script the choices apply at once, so the
            button stays out of sight until the keyboard reaches it (the form keeps a submit
            control all the same). */}
        <button
          type="submit"
          className="button button--secondary browse__apply visually-hidden-focusable"
        >
          Show videos
        </button>
      </form>

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
      <nav className="browse__explore" aria-label="Other ways in">
        <p>
          Or <a href={paths.explore()}>explore by place and time</a>: every parish, decade, subject
          and person.
        </p>
      </nav>
    </div>
  );
});

export default BrowsePage;
