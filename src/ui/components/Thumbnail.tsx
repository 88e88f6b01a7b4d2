import { useState } from 'react';

export interface ThumbnailProps {
  src: string;
  /** Used when the image cannot be loaded (storage moved, offline). */
  fallback: string;
  /** Empty for a picture that only decorates a titled card. */
  alt?: string;
  className?: string;
  eager?: boolean;
}

/** A 16:9 picture that falls back to the collection's default image when it fails to load. */
export function Thumbnail({
  src,
  fallback,
  alt = '',
  className = 'thumb',
  eager = false,
}: ThumbnailProps) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className={className}
      src={failed || !src ? fallback : src}
      alt={alt}
      width={320}
      height={180}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
