import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SearchStore } from '../../../core/stores/SearchStore';
import { Paginator } from '../Paginator';
import { FilterNav } from '../SearchFilters';
import { SPOKEN_SECTION_ID } from './SpokenAnnouncement';
import { SpokenVideo } from './SpokenVideo';

export const SPOKEN_HEADING = 'Spoken in the videos';
export const SPOKEN_UNAVAILABLE =
  'Spoken-word search is not available yet. Please try again in a few minutes.';
export const SPOKEN_ABSENT = 'Spoken-word search is not available on this copy of the site.';
export const SPOKEN_LOADING = 'Searching what is said in the videos...';

/**
 * The search page's second part: the videos whose spoken words match the keyword, most
 * relevant first, each with its best moments; filtered like the archive results (the same
 * `collection` and `type`), paged on its own (`spoken_page`). It says so plainly when
 * spoken-word search cannot answer.
 */
export const SpokenWords = observer(function SpokenWords({ store }: { store: SearchStore }) {
  const navigate = useNavigate();
  const headingId = useId();
  const spoken = store.spoken;
  const { state } = spoken;
  if (state === 'idle') return null;
  const paginator = (
    <Paginator
      label="Spoken-word results pages"
      pageIndex={spoken.page - 1}
      pageSize={spoken.pageSize}
      length={spoken.total}
      onPage={(index) => navigate(store.spokenPageRoute(index + 1))}
      hrefOf={(index) => store.spokenPageRoute(index + 1)}
    />
  );
  return (
    <section
      id={SPOKEN_SECTION_ID}
      // Takes focus from the announcement at the top of the results.
      tabIndex={-1}
      className="spoken"
      aria-labelledby={headingId}
      aria-busy={state === 'loading'}
    >
      <h2 id={headingId} className="spoken__heading">
        {SPOKEN_HEADING}
      </h2>
      {state === 'loading' ? <p className="spoken__message">{SPOKEN_LOADING}</p> : null}
      {state === 'unavailable' ? <p className="spoken__message">{SPOKEN_UNAVAILABLE}</p> : null}
      {state === 'absent' ? <p className="spoken__message">{SPOKEN_ABSENT}</p> : null}
      {spoken.isEmpty ? (
        <p className="spoken__message">{`Nothing said in the videos matches "${store.keyword}".`}</p>
      ) : null}
      {state === 'answered' && spoken.total > 0 ? (
        <>
          <FilterNav
            label="Filter spoken-word results"
            collections={spoken.collectionOptions}
            types={spoken.typeOptions}
            routeOf={(change) => store.filterRoute(change)}
            choicesOnly
          />
          <p className="spoken__count">
            {spoken.total === 1 ? '1 video says it' : `${spoken.total} videos say it`}
          </p>
          {spoken.isPastLastPage ? (
            <p className="spoken__message">No spoken-word results on this page.</p>
          ) : (
            <ol className="spoken__videos">
              {spoken.hits.map((hit) => (
                <li key={hit.asset.id}>
                  <SpokenVideo
                    hit={hit}
                    store={spoken}
                    onOpen={(assetId) => store.openSpoken(assetId)}
                  />
                </li>
              ))}
            </ol>
          )}
          {/* One page of results has nowhere to page to: no paginator then. */}
          {spoken.total > spoken.pageSize || spoken.page > 1 ? paginator : null}
        </>
      ) : null}
    </section>
  );
});
