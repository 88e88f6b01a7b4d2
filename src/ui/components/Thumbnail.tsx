import { useState, type CSSProperties } from 'react';

export interface ThumbnailProps {
  src: string;
  /** Used when the image cannot be loaded (storage moved, offline). */
  fallback: string;
  /** Empty for a picture that only decorates a titled card. */
  alt?: string;
  className?: string;
  eager?: boolean;
}

/**
 * A 16:9 picture that falls back to the collection's default image when it fails to load.
 * From the server's HTML on, without script too: a picture that fails draws its `::after`,
 * which the style sheet fills with `--thumb-fallback` over the browser's broken-image icon
 * (global.css). Once the page runs, a failure also swaps the source for the default.
 */
export function Thumbnail({
  src,
  fallback,
  alt = '',
  className = 'thumb',
  eager = false,
}: ThumbnailProps) {
  const [failed, setFailed] = useState(false);
  const style = { '--thumb-fallback': `url(${JSON.stringify(fallback)})` } as CSSProperties;
  return (
    <img
      className={className}
      src={failed || !src ? fallback : src}
      alt={alt}
      width={320}
      height={180}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      style={style}
      onError={() => setFailed(true)}
    />
  );
}
