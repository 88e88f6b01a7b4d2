import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { captionsPath } from '../../core/routes/resourcePaths';
import { Loading } from '../components/Loading';
import { PlayerRegion } from '../components/PlayerRegion';
import { PageHead } from '../components/PageHead';
import { useVideoRoute } from '../components/useVideoRoute';
import { usePageStore } from '../pageStores';
import '../styles/embed.css';
import '../styles/watch.css';

/**
 * `/embed/{id}`: the player alone, for other sites' iframes, with the clip's start and hold
 * rules and captions, and the title linking back to the video's page. Outside the site's
 * shell; an unknown or non-public video shows a one-line message rather than the 404 page.
 */
function EmbedPage() {
  const { id, timecode } = useVideoRoute();
  const store = usePageStore('embed');

  useEffect(() => {
    store.setRoute(id, timecode);
    void store.start();
    return () => store.dispose();
  }, [store, id, timecode]);

  const source = store.playbackSource;
  return (
    <main className="embed">
      <PageHead patch={{ title: store.documentTitle }} />
      {store.status === 'loading' ? <Loading /> : null}
      {store.status === 'unavailable' ? (
        <h1 className="embed__message">This video is not available.</h1>
      ) : null}
      {store.status === 'ready' && source ? (
        <>
          <PlayerRegion
            source={source}
            clipId={id}
            startAt={store.startAt}
            className="embed__player"
            captionsPath={captionsPath(id)}
          />
          <h1 className="embed__title">
            <a href={store.detailPath} target="_blank" rel="noopener">
              {store.title}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </h1>
        </>
      ) : null}
    </main>
  );
}

export default observer(EmbedPage);
