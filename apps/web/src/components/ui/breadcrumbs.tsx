import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface Crumb {
  label: ReactNode;
  /** Omitted for the current page, the last crumb. */
  to?: string;
}

const TONES = {
  /** Dark text on a light page. */
  light: {
    list: 'text-slate-700',
    link: 'hover:text-sky-900',
    current: 'text-slate-900',
  },
  /** Light text on a dark hero picture. */
  dark: {
    list: 'text-sky-100',
    link: 'hover:text-white focus-visible:outline-white',
    current: 'text-white',
  },
} as const;

/**
 * Where a page sits, as a trail of links. The trail wraps between crumbs, never inside one: a
 * name stays on one line ('Tauch-Tools' does not break at its hyphen), and one longer than the
 * whole line ends in an ellipsis (the page's heading says it in full). The separator stays at
 * the end of a line, so a wrapped line starts with a name.
 */
export function Breadcrumbs({
  label,
  items,
  tone = 'light',
}: {
  /** The navigation's accessible name. */
  label: string;
  items: readonly Crumb[];
  tone?: keyof typeof TONES;
}) {
  const style = TONES[tone];
  return (
    <nav aria-label={label}>
      <ol className={`flex flex-wrap items-center gap-x-1 gap-y-0.5 text-sm ${style.list}`}>
        {items.map((item, i) => (
          <li key={i} className="flex max-w-full min-w-0 items-center gap-1">
            {item.to ? (
              <Link
                to={item.to}
                className={`truncate rounded underline-offset-4 hover:underline ${style.link}`}
              >
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className={`truncate font-medium ${style.current}`}>
                {item.label}
              </span>
            )}
            {i < items.length - 1 ? (
              <ChevronRightIcon aria-hidden="true" size={14} className="shrink-0" />
            ) : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
