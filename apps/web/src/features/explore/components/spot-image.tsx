import { useState, type ImgHTMLAttributes } from 'react';

/**
 * A decorative spot picture: on a failed load it leaves its tinted box instead of the browser's
 * broken-image icon.
 */
export function SpotImage({ className = '', ...props }: ImgHTMLAttributes<HTMLImageElement>) {
  const [failed, setFailed] = useState(false);
  if (failed) return <span aria-hidden="true" className={`block ${className}`} />;
  return (
    <img alt="" decoding="async" {...props} className={className} onError={() => setFailed(true)} />
  );
}
