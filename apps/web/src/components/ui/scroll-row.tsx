import ChevronLeftIcon from 'lucide-react/icons/chevron-left';
import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import { useRef, type ReactNode } from 'react';
import { useScrollEdges } from '../../lib/use-scroll-edges.ts';

/** How far the faded edges reach; keyboard focus scrolls a control clear of them. */
const FADE = '2.5rem';

/**
 * A row of controls that scrolls sideways when it does not fit (the explore chips on a phone).
 * Whichever side holds more fades out and carries an arrow, so the row shows that it scrolls.
 * The arrows are for pointers and touch only: a keyboard reaches every control with Tab (the
 * row scrolls it into view) and a screen reader lists them all, so they are hidden from both.
 */
export function ScrollRow({
  label,
  className = '',
  children,
}: {
  /** The accessible name of the row (a toolbar). */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const row = useRef<HTMLDivElement>(null);
  const { before, after } = useScrollEdges(row);
  const scroll = (direction: -1 | 1) => {
    const element = row.current;
    if (!element) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({
      left: direction * element.clientWidth * 0.7,
      behavior: still ? 'auto' : 'smooth',
    });
  };
  const mask = `linear-gradient(to right, ${before ? `transparent, black ${FADE}` : 'black'}, ${
    after ? `black calc(100% - ${FADE}), transparent` : 'black'
  })`;
  return (
    <div className="relative flex min-w-0 flex-1 items-center">
      <div
        ref={row}
        role="toolbar"
        aria-label={label}
        className={`flex min-w-0 flex-1 items-center overflow-x-auto [scrollbar-width:none] ${className}`}
        style={{ maskImage: before || after ? mask : undefined, scrollPaddingInline: FADE }}
        // Browsers leave a focused control where it is when part of it shows; bring all of it
        // out of the fade.
        onFocus={(event) => event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' })}
      >
        {children}
      </div>
      {before ? <ScrollArrow side="before" onClick={() => scroll(-1)} /> : null}
      {after ? <ScrollArrow side="after" onClick={() => scroll(1)} /> : null}
    </div>
  );
}

function ScrollArrow({ side, onClick }: { side: 'before' | 'after'; onClick: () => void }) {
  const Icon = side === 'before' ? ChevronLeftIcon : ChevronRightIcon;
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-hidden="true"
      data-testid={`scroll-${side}`}
      onClick={onClick}
      className={`absolute top-1/2 ${side === 'before' ? 'left-0' : 'right-0'} inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-700 shadow-md hover:text-slate-950`}
    >
      <Icon size={16} />
    </button>
  );
}
