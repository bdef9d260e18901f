import type { HTMLAttributes } from 'react';

interface SkeletonProps extends HTMLAttributes<HTMLElement> {
  /** Size, shape and colour, e.g. `h-4 w-2/3 rounded bg-slate-100`. */
  className: string;
  /** `li` in a list of placeholders, `span` inside phrasing content. */
  as?: 'div' | 'span' | 'li';
}

/**
 * A pulsing block in the place and shape of content still loading, so nothing jumps when it
 * arrives. Decorative: the region around it is aria-hidden and says, to screen readers, what
 * is loading.
 */
export function Skeleton({ className, as: Tag = 'div', ...props }: SkeletonProps) {
  return <Tag className={`animate-pulse ${className}`} {...props} />;
}

/**
 * The placeholder of a card with a picture on top and lines of text under it, inside the
 * caller's list item: `image` sizes the picture (e.g. `aspect-[4/3]`), each of `lines` one line
 * (e.g. `h-4 w-2/3`).
 */
export function CardSkeleton({ image, lines }: { image: string; lines: readonly string[] }) {
  return (
    <>
      <Skeleton className={`${image} rounded-2xl bg-slate-100`} />
      {lines.map((line, i) => (
        <Skeleton key={i} className={`${i === 0 ? 'mt-3' : 'mt-2'} ${line} rounded bg-slate-100`} />
      ))}
    </>
  );
}
