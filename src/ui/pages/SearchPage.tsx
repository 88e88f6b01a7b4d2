import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { cardSubtitle } from '../../core/entities/Asset';
import { AssetCardList } from '../components/AssetCardList';
import { Loading } from '../components/Loading';
import { Paginator } from '../components/Paginator';
import { usePageStore } from '../pageStores';
import { PageHead } from '../components/PageHead';
import '../styles/browse.css';

/**
 * SPEC §2 Search results for ?keyword=&search_by= (default ALLFIELDS), 25 a page with the
 * paginator of SPEC §9; the page is the query's `page`.
 */
const SearchPage = observer(function SearchPage() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const store = usePageStore('search');
  const keyword = query.get('keyword');
  const searchBy = query.get('search_by');
  const page = query.get('page');

  useEffect(() => {
    store.setQuery(keyword, searchBy);
    store.start();
    return () => store.dispose();
  }, [store, keyword, searchBy]);

  useEffect(() => {
    store.setPage(page);
  }, [store, page]);

  const paginator = (label: string) => (
    <Paginator
      label={label}
      pageIndex={store.page - 1}
      pageSize={store.pageSize}
      length={store.results.length}
      onPage={(index) => navigate(store.pageRoute(index + 1))}
      hrefOf={(index) => store.pageRoute(index + 1)}
    />
  );

  return (
    <div className="page results">
      <PageHead />
      <h1>{store.heading}</h1>
      {store.loading ? <Loading /> : null}
      {store.isEmpty ? <p className="results__message">{store.emptyMessage}</p> : null}
      {store.results.length > 0 ? (
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
  );
});

export default SearchPage;
