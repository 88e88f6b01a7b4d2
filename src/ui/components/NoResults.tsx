import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { COLLECTION_NAMES, LPB, LSA } from '../../core/entities/Collection';
import { paths } from '../../core/routes/routeTable';
import { SearchAgain } from './SearchAgain';
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
  return (
    <div className="no-results">
      <p className="no-results__message">{message}</p>
      <p className="no-results__hint">Try other words, or browse the archive instead.</p>
      <SearchAgain
        keyword={keyword}
        fieldLabel="Search for other words"
        className="no-results__search"
      />
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
