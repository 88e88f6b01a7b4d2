import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { Thumbnail } from './Thumbnail';

export interface AssetCardProps {
  title: string;
  subtitle?: string;
  thumbnail: string;
  fallbackThumbnail: string;
  /** Where the card leads; the link works with a new tab too. */
  to: string;
  /** Runs before the navigation; call preventDefault to navigate yourself. */
  onOpen?: (event: MouseEvent<HTMLAnchorElement>) => void;
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
  headingLevel = 3,
  eager = false,
}: AssetCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="card">
      <Link className="card__link" to={to} onClick={onOpen}>
        <Thumbnail src={thumbnail} fallback={fallbackThumbnail} eager={eager} />
        <Heading className="card__title">{title || 'Untitled'}</Heading>
      </Link>
      {subtitle ? <p className="card__subtitle">{subtitle}</p> : null}
    </article>
  );
}
