import { useState, type ImgHTMLAttributes } from 'react';

/**
 * A decorative picture (a cover, a spot's photo on a card): on a failed load it leaves its tinted
 * box (from `className`) instead of the browser's broken-image icon, so a missing picture never
 * looks like a bug.
 */
export function DecorativeImage({ className = '', ...props }: ImgHTMLAttributes<HTMLImageElement>) {
  const [failed, setFailed] = useState(false);
  if (failed) return <span aria-hidden="true" className={`block ${className}`} />;
  return (
    <img alt="" decoding="async" {...props} className={className} onError={() => setFailed(true)} />
  );
}
