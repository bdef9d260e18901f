import ChevronLeftIcon from 'lucide-react/icons/chevron-left';
import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { KEEP_SCROLL } from '../../../lib/keep-scroll.ts';

interface PaginationProps {
  /** 1-based. */
  page: number;
  totalPages: number;
  /** URL of a page. */
  hrefFor: (page: number) => string;
  /** After a page link is followed (e.g. to bring the list top into view). */
  onNavigate?: () => void;
}

/** Page numbers to show: the first, the last and two either side of the current one. */
export function pageWindow(page: number, totalPages: number): (number | 'gap')[] {
  const pages = new Set([1, totalPages, page - 2, page - 1, page, page + 1, page + 2]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= totalPages).sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev === 2) out.push(prev + 1);
    else if (prev !== undefined && p - prev > 2) out.push('gap');
    out.push(p);
  });
  return out;
}

/** Stands for the pages left out; a symbol, the same in every language. */
const GAP = '…';

const ITEM =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full px-3 text-sm font-medium';

/** Previous / numbered / next page links; the numbers collapse to "Page n of m" on phones. */
export function Pagination({ page, totalPages, hrefFor, onNavigate }: PaginationProps) {
  const intl = useIntl();
  if (totalPages <= 1) return null;
  const step = (target: number, label: string, icon: 'prev' | 'next') => {
    const content =
      icon === 'prev' ? (
        <>
          <ChevronLeftIcon aria-hidden="true" size={18} />
          {label}
        </>
      ) : (
        <>
          {label}
          <ChevronRightIcon aria-hidden="true" size={18} />
        </>
      );
    if (target < 1 || target > totalPages) {
      return (
        <span aria-disabled="true" className={`${ITEM} text-slate-500`}>
          {content}
        </span>
      );
    }
    return (
      <Link
        to={hrefFor(target)}
        state={KEEP_SCROLL}
        onClick={onNavigate}
        rel={icon}
        className={`${ITEM} border border-slate-300 bg-white text-slate-900 hover:bg-slate-50`}
      >
        {content}
      </Link>
    );
  };

  return (
    <nav
      aria-label={intl.formatMessage({ id: 'marineLife.pagination.label' })}
      className="mt-10 flex items-center justify-between gap-2"
    >
      {step(page - 1, intl.formatMessage({ id: 'marineLife.pagination.previous' }), 'prev')}
      <p className="text-sm text-slate-700 sm:hidden">
        <FormattedMessage id="marineLife.pagination.pageOf" values={{ page, totalPages }} />
      </p>
      <ul className="hidden items-center gap-1 sm:flex">
        {pageWindow(page, totalPages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
              {GAP}
            </li>
          ) : (
            <li key={p}>
              <Link
                to={hrefFor(p)}
                state={KEEP_SCROLL}
                onClick={onNavigate}
                aria-current={p === page ? 'page' : undefined}
                aria-label={intl.formatMessage({ id: 'marineLife.pagination.page' }, { page: p })}
                className={`${ITEM} ${p === page ? 'bg-sky-800 text-white' : 'text-slate-800 hover:bg-slate-100'}`}
              >
                {intl.formatNumber(p)}
              </Link>
            </li>
          ),
        )}
      </ul>
      {step(page + 1, intl.formatMessage({ id: 'marineLife.pagination.next' }), 'next')}
    </nav>
  );
}
