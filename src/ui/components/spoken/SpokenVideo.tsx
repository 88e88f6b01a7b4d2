import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { COLLECTION_NAMES } from '../../../core/entities/Collection';
import type { SnippetPart, SpokenHit } from '../../../core/entities/SpokenWords';
import type { SpokenWordsStore } from '../../../core/stores/SpokenWordsStore';
import { useServices } from '../../services';
import { Thumbnail } from '../Thumbnail';

/** A snippet as text with its matched words in `<mark>`: parts, never HTML. */
export function Snippet({ parts }: { parts: readonly SnippetPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          <mark key={index}>{part.text}</mark>
        ) : (
          // Plain text between marks; the index keeps the parts in order.
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

export interface SpokenVideoProps {
  hit: SpokenHit;
  store: SpokenWordsStore;
  /** Runs as a link to the video is followed (the way back to these results). */
  onOpen: (assetId: string) => void;
}

/**
 * One video of the spoken-word results: its picture, title, series and collection, up to
 * three moments (a time and the line, the matched words marked), and how many more it has.
 * Each moment's link names the video and the time, so it reads alone in a list of links.
 */
export const SpokenVideo = observer(function SpokenVideo({ hit, store, onOpen }: SpokenVideoProps) {
  const { defaultThumbnails } = useServices();
  const { asset } = hit;
  const title = asset.title || 'Untitled';
  const momentsId = useId();
  const more = store.moreMoments(hit);
  const open = () => onOpen(asset.id);
  return (
    <article className="spoken-video">
      <div className="spoken-video__head">
        <Thumbnail
          className="thumb spoken-video__thumb"
          src={asset.thumbnail}
          fallback={defaultThumbnails[asset.collection]}
        />
        <div>
          <h3 className="spoken-video__title">
            <Link to={store.videoRoute(hit)} onClick={open}>
              {title}
            </Link>
          </h3>
          {asset.seriesTitle && asset.seriesTitle !== asset.title ? (
            <p className="spoken-video__series">{asset.seriesTitle}</p>
          ) : null}
          <p className="spoken-video__collection">{COLLECTION_NAMES[asset.collection]}</p>
        </div>
      </div>
      <p id={momentsId} className="visually-hidden">
        Moments in {title}
      </p>
      <ul className="spoken-video__moments" aria-labelledby={momentsId}>
        {hit.moments.map((moment) => (
          <li key={`${moment.offset}-${moment.end}`}>
            <Link className="moment" to={store.momentRoute(hit, moment)} onClick={open}>
              <span className="moment__time">{store.momentClock(moment)}</span>{' '}
              <span className="moment__text">
                <Snippet parts={moment.snippet} />
              </span>
              <span className="visually-hidden">{` — in ${title}`}</span>
            </Link>
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <p className="spoken-video__more">
          <Link to={store.videoRoute(hit)} onClick={open}>
            {more === 1 ? '1 more moment' : `${more} more moments`}
            <span className="visually-hidden"> in {title}</span>
          </Link>
        </p>
      ) : null}
    </article>
  );
});
