import FishIcon from 'lucide-react/icons/fish';
import { useState } from 'react';

interface SpeciesCoverProps {
  src: string;
  /** Other widths of the picture, with the `sizes` it is shown at. */
  srcSet?: string;
  sizes?: string;
  alt: string;
  width: number;
  height: number;
  /** Above the fold: load at once (and first, with `priority`). */
  eager?: boolean;
  priority?: boolean;
  className?: string;
}

/** A species picture; a calm placeholder instead of a broken image if it cannot load. */
export function SpeciesCover({
  src,
  srcSet,
  sizes,
  alt,
  width,
  height,
  eager,
  priority,
  className = '',
}: SpeciesCoverProps) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        className={`flex min-h-24 items-center justify-center bg-gradient-to-br from-sky-100 to-sky-200 text-sky-700 ${className}`}
      >
        <FishIcon aria-hidden="true" size={40} />
      </div>
    );
  }
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      className={`object-cover ${className}`}
    />
  );
}
