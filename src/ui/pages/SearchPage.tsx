import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { cardSubtitle } from '../../core/entities/Asset';
import { AssetCardList } from '../components/AssetCardList';
import { Loading } from '../components/Loading';
import { usePageStore } from '../pageStores';
import { PageHead } from '../components/PageHead';
import '../styles/browse.css';

/** SPEC §2 Search results for ?keyword=&search_by= (default ALLFIELDS). */
const SearchPage = observer(function SearchPage() {
  const [query] = useSearchParams();
  const store = usePageStore('search');

  useEffect(() => {
    store.setQuery(query.get('keyword'), query.get('search_by'));
    store.start();
    return () => store.dispose();
  }, [store, query]);

  return (
    <div className="page results">
      <PageHead />
      <h1>{store.heading}</h1>
      {store.loading ? <Loading /> : null}
      {store.isEmpty ? <p className="results__message">{store.emptyMessage}</p> : null}
      {store.results.length > 0 ? (
        <AssetCardList
          className="grid results-grid"
          headingLevel={2}
          items={store.results}
          subtitleOf={cardSubtitle}
          targetOf={(item) => store.targetOf(item)}
          onOpen={(item) => store.open(item)}
        />
      ) : null}
    </div>
  );
});

export default SearchPage;
