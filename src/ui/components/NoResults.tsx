import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { COLLECTION_NAMES, LPB, LSA } from '../../core/entities/Collection';
import { DEFAULT_SEARCH_FIELD } from '../../core/entities/Search';
import { paths, pathTo, SEARCH_QUERY } from '../../core/routes/routeTable';
import { SearchBoxStore } from '../../core/stores/SearchBoxStore';
import { SearchField } from './SearchField';
import '../styles/noResults.css';

/**
 * A search that found nothing: the spec's message, then somewhere to go: the same search
 * box as the header's, holding the words tried, and the collections to browse. The form is
 * a plain GET form, so it searches without script too.
 */
export const NoResults = observer(function NoResults({
  message,
  keyword,
}: {
  message: string;
  keyword: string;
}) {
  const [store] = useState(() => {
    const box = new SearchBoxStore();
    box.setTerm(keyword);
    return box;
  });
  const navigate = useNavigate();
  return (
    <div className="no-results">
      <p className="no-results__message">{message}</p>
      <p className="no-results__hint">Try other words, or browse the archive instead.</p>
      <form
        role="search"
        aria-label="Search again"
        className="no-results__search"
        method="get"
        action={pathTo('search')}
        onSubmit={(event) => {
          event.preventDefault();
          const target = store.submit();
          if (target !== undefined) navigate(target);
        }}
      >
        <SearchField
          label="Search for other words"
          name={SEARCH_QUERY.keyword}
          className="no-results__field"
          type="text"
          enterKeyHint="search"
          value={store.term}
          onValueChange={(term) => store.setTerm(term)}
        />
        <input type="hidden" name={SEARCH_QUERY.searchBy} value={DEFAULT_SEARCH_FIELD} />
        <button type="submit" className="button">
          Search again
        </button>
      </form>
      <nav className="no-results__browse" aria-label="Browse instead">
        <ul>
          <li>
            <Link to={paths.browse(LPB)}>{COLLECTION_NAMES[LPB]}</Link>
          </li>
          <li>
            <Link to={paths.browse(LSA)}>{COLLECTION_NAMES[LSA]}</Link>
          </li>
          <li>
            <Link to={paths.browse()}>All videos</Link>
          </li>
        </ul>
      </nav>
    </div>
  );
});
