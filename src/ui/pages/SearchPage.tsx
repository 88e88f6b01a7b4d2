import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { cardSubtitle } from '../../core/entities/Asset';
import { LPB } from '../../core/entities/Collection';
import { SearchStore } from '../../core/stores/SearchStore';
import { AssetCard } from '../components/AssetCard';
import { Loading } from '../components/Loading';
import { useServices } from '../services';
import '../styles/browse.css';

/** SPEC §2 Search results for ?keyword=&search_by= (default ALLFIELDS). */
const SearchPage = observer(function SearchPage() {
  const { search, memory, logger, defaultThumbnails } = useServices();
  const [query] = useSearchParams();
  const [store] = useState(() => new SearchStore(search, memory, logger));

  useEffect(() => {
    store.setQuery(query.get('keyword'), query.get('search_by'));
    store.start();
    return () => store.dispose();
  }, [store, query]);

  return (
    <div className="page results">
      <h1>{store.heading}</h1>
      {store.loading ? <Loading /> : null}
      {store.isEmpty ? <p className="results__message">{store.emptyMessage}</p> : null}
      {store.results.length > 0 ? (
        <ul className="grid results-grid">
          {store.results.map((item) => (
            <li key={`${item.id}-${item.identifier}`}>
              <AssetCard
                headingLevel={2}
                title={item.title}
                subtitle={cardSubtitle(item)}
                thumbnail={item.thumbnail}
                fallbackThumbnail={defaultThumbnails[item.collection ?? LPB]}
                to={store.targetOf(item)}
                onOpen={() => store.open(item)}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});

export default SearchPage;
