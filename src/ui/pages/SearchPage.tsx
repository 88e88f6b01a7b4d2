import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { cardSubtitle } from '../../core/entities/Asset';
import { SEARCH_QUERY } from '../../core/routes/routeTable';
import { AssetCardList } from '../components/AssetCardList';
import { Loading } from '../components/Loading';
import { NoResults } from '../components/NoResults';
import { Paginator } from '../components/Paginator';
import { SearchAgain } from '../components/SearchAgain';
import { usePageStore } from '../pageStores';
import { PageHead } from '../components/PageHead';
import { SearchFilters } from '../components/SearchFilters';
import { SpokenAnnouncement } from '../components/spoken/SpokenAnnouncement';
import { SpokenWords } from '../components/spoken/SpokenWords';
import '../styles/browse.css';
import '../styles/searchFilters.css';
import '../styles/spokenWords.css';

/**
 * SPEC §2 Search results for ?keyword=&search_by= (default ALLFIELDS), 25 a page with the
 * paginator of SPEC §9; the page is the query's `page`. Beyond the spec, filters by
 * collection and type (`collection`, `type`), counted from the answer, by decade and parish
 * (`decade`, `parish`) where the catalogue index answers for the results, and beside the
 * results (below them on narrow screens) the videos whose spoken words match, announced
 * under the heading with a link that jumps there.
 */
const SearchPage = observer(function SearchPage() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const store = usePageStore('search');
  const keyword = query.get(SEARCH_QUERY.keyword);
  const searchBy = query.get(SEARCH_QUERY.searchBy);
  const page = query.get(SEARCH_QUERY.page);
  const collection = query.get(SEARCH_QUERY.collection);
  const type = query.get(SEARCH_QUERY.type);
  const decade = query.get(SEARCH_QUERY.decade);
  const parish = query.get(SEARCH_QUERY.parish);
  const spokenPage = query.get(SEARCH_QUERY.spokenPage);

  useEffect(() => {
    store.setQuery(keyword, searchBy);
    store.start();
    return () => store.dispose();
  }, [store, keyword, searchBy]);

  useEffect(() => {
    store.setPage(page);
  }, [store, page]);

  useEffect(() => {
    store.setFilter(collection, type, decade, parish);
  }, [store, collection, type, decade, parish]);

  useEffect(() => {
    store.setSpokenPage(spokenPage);
  }, [store, spokenPage]);

  const paginator = (label: string) => (
    <Paginator
      label={label}
      pageIndex={store.page - 1}
      pageSize={store.pageSize}
      length={store.shownCount}
      onPage={(index) => navigate(store.pageRoute(index + 1))}
      hrefOf={(index) => store.pageRoute(index + 1)}
      holds={{ one: 'result', many: 'results' }}
    />
  );

  return (
    <div className="page results">
      <PageHead />
      <h1>{store.heading}</h1>
      <SpokenAnnouncement spoken={store.spoken} />
      <div className="results__parts">
        <div className="results__archive">
          {store.loading ? <Loading /> : null}
          {store.isEmpty ? (
            <NoResults key={store.keyword} message={store.emptyMessage} keyword={store.keyword} />
          ) : null}
          {store.hasResults ? (
            <SearchAgain
              key={store.keyword}
              keyword={store.keyword}
              fieldLabel="Search for"
              className="results__search"
            />
          ) : null}
          {store.hasResults ? <SearchFilters store={store} /> : null}
          {store.isFilteredEmpty ? (
            <p className="results__message">{store.filteredEmptyMessage}</p>
          ) : null}
          {store.shownCount > 0 ? (
            <>
              {paginator('Pagination, top')}
              <AssetCardList
                className="grid results-grid"
                headingLevel={2}
                items={store.pageResults}
                subtitleOf={cardSubtitle}
                targetOf={(item) => store.targetOf(item)}
                onOpen={(item) => store.open(item)}
              />
              {paginator('Pagination, bottom')}
            </>
          ) : null}
        </div>
        <SpokenWords store={store} />
      </div>
    </div>
  );
});

export default SearchPage;
