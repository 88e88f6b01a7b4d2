import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_SEARCH_FIELD } from '../../core/entities/Search';
import { pathTo, SEARCH_QUERY } from '../../core/routes/routeTable';
import { SearchBoxStore } from '../../core/stores/SearchBoxStore';
import { SearchField } from './SearchField';

export interface SearchAgainProps {
  /** The words searched for: the box holds them. */
  keyword: string;
  fieldLabel: string;
  className: string;
}

/**
 * The results' own search box, holding the words searched for: a plain GET form to the
 * results page, so it searches without script too. Give it `key={keyword}` so a new search
 * fills it again.
 */
export const SearchAgain = observer(function SearchAgain({
  keyword,
  fieldLabel,
  className,
}: SearchAgainProps) {
  const [store] = useState(() => {
    const box = new SearchBoxStore();
    box.setTerm(keyword);
    return box;
  });
  const navigate = useNavigate();
  return (
    <form
      role="search"
      aria-label="Search again"
      className={className}
      method="get"
      action={pathTo('search')}
      onSubmit={(event) => {
        event.preventDefault();
        // The box keeps the words: they are what the results page shows.
        const target = store.target;
        if (target !== undefined) navigate(target);
      }}
    >
      <SearchField
        label={fieldLabel}
        name={SEARCH_QUERY.keyword}
        className="search-again__field"
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
  );
});
