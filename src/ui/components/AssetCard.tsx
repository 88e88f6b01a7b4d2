import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { Thumbnail } from './Thumbnail';
import { isTruncated, Tooltip } from './Tooltip';

// Sliders clamp titles to two lines; the tooltip then shows the whole title.
const titleCutShort = (link: HTMLElement) => isTruncated(link.querySelector('.card__title'));

export interface AssetCardProps {
  title: string;
  subtitle?: string;
  thumbnail: string;
  fallbackThumbnail: string;
  /** Where the card leads; the link works with a new tab too. */
  to: string;
  /** Runs before the navigation; call preventDefault to navigate yourself. */
  onOpen?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** The browser loads the target as a new document; the router does not handle the click. */
  reloadDocument?: boolean;
  headingLevel?: 2 | 3 | 4;
  /** Load the picture at once: cards in the first row are above the fold. */
  eager?: boolean;
}

/** A picture and a title (and optionally the series title), all one link. */
export function AssetCard({
  title,
  subtitle,
  thumbnail,
  fallbackThumbnail,
  to,
  onOpen,
  reloadDocument = false,
  headingLevel = 3,
  eager = false,
}: AssetCardProps) {
  const Heading = `h${headingLevel}` as const;
  const shown = title || 'Untitled';
  return (
    <article className="card">
      {/* The link's name is the whole title already: the tooltip does not describe it. */}
      <Tooltip text={shown} when={titleCutShort}>
        <Link className="card__link" to={to} onClick={onOpen} reloadDocument={reloadDocument}>
          <Thumbnail src={thumbnail} fallback={fallbackThumbnail} eager={eager} />
          <Heading className="card__title">{shown}</Heading>
        </Link>
      </Tooltip>
      {subtitle ? <p className="card__subtitle">{subtitle}</p> : null}
    </article>
  );
}
