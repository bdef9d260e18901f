import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  /** Omitted for the current page, the last crumb. */
  to?: string;
}

/** Breadcrumb trail for light text on the dark hero. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'locations.breadcrumbs.label' })}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-sky-100">
        {items.map((item, i) => (
          <li key={`${item.label}-${i}`} className="flex items-center gap-1">
            {i > 0 ? <ChevronRightIcon aria-hidden="true" size={14} className="shrink-0" /> : null}
            {item.to ? (
              <Link
                to={item.to}
                className="rounded underline-offset-4 hover:text-white hover:underline focus-visible:outline-white"
              >
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-white">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
