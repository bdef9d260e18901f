import { useState, type ImgHTMLAttributes } from 'react';

/**
 * A decorative cover: on a failed load it leaves its tinted box (from `className`) instead of
 * the browser's broken-image icon, so a missing picture never looks like a bug.
 */
export function CoverImage({ className = '', ...props }: ImgHTMLAttributes<HTMLImageElement>) {
  const [failed, setFailed] = useState(false);
  if (failed) return <span aria-hidden="true" className={`block ${className}`} />;
  return (
    <img alt="" decoding="async" {...props} className={className} onError={() => setFailed(true)} />
  );
}
