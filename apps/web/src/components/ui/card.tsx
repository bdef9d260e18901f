import { Link, type LinkProps } from 'react-router';

/**
 * The frame of a card that leads somewhere: white on a light border, lifted by a shadow that
 * deepens on hover, when the border turns sky. Layout (flex, padding, overflow) is the caller's.
 */
const CARD_FRAME =
  'rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:border-sky-300 hover:shadow-md';

/** The card frame's classes after the caller's `layout` classes, for a card that is not a link. */
export function cardClasses(layout = ''): string {
  return `${layout} ${CARD_FRAME}`.trim();
}

/** A card that is one link as a whole. */
export function CardLink({ className = '', ...props }: LinkProps) {
  return <Link className={cardClasses(String(className))} {...props} />;
}
