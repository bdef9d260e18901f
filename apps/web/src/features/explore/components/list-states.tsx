import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import MapPinOffIcon from 'lucide-react/icons/map-pin-off';
import SearchXIcon from 'lucide-react/icons/search-x';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button.tsx';
import { CardSkeleton } from '../../../components/ui/skeleton.tsx';

/** docs/product/states.md first loading: 8 placeholder cards. */
export const PLACEHOLDER_CARDS = 8;

export function CardPlaceholders() {
  return (
    <div aria-hidden="true" className="grid grid-cols-1 gap-x-5 gap-y-8 @xl:grid-cols-2">
      {Array.from({ length: PLACEHOLDER_CARDS }, (_, i) => (
        <div key={i} data-testid="spot-placeholder">
          <CardSkeleton image="aspect-[4/3]" lines={['h-4 w-2/3', 'h-3 w-1/2', 'h-3 w-1/3']} />
        </div>
      ))}
    </div>
  );
}

function Message({
  icon: Icon,
  title,
  children,
  tone = 'info',
}: {
  icon: typeof SearchXIcon;
  title: string;
  children?: ReactNode;
  tone?: 'info' | 'danger';
}) {
  return (
    <div className="flex flex-col items-center px-4 py-16 text-center">
      <span
        className={`mb-4 inline-flex size-14 items-center justify-center rounded-full ${
          tone === 'danger' ? 'bg-rose-100 text-rose-800' : 'bg-sky-100 text-sky-800'
        }`}
      >
        <Icon aria-hidden="true" size={28} />
      </span>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </div>
  );
}

/** docs/product/errors.md empty list: with filters, a way to clear them; without, a hint to move the map. */
export function EmptyList({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const intl = useIntl();
  return filtered ? (
    <Message icon={SearchXIcon} title={intl.formatMessage({ id: 'explore.empty.filteredTitle' })}>
      <p className="mt-2 max-w-sm text-sm text-slate-600">
        <FormattedMessage id="explore.empty.filteredBody" />
      </p>
      <Button variant="secondary" className="mt-6" onClick={onClear}>
        <FormattedMessage id="explore.empty.clearFilters" />
      </Button>
    </Message>
  ) : (
    <Message icon={MapPinOffIcon} title={intl.formatMessage({ id: 'explore.empty.title' })}>
      <p className="mt-2 max-w-sm text-sm text-slate-600">
        <FormattedMessage id="explore.empty.body" />
      </p>
    </Message>
  );
}

export function ListError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Message
      icon={CircleAlertIcon}
      title={intl.formatMessage({ id: 'explore.list.fetchFailed' })}
      tone="danger"
    >
      <p className="mt-2 max-w-sm text-sm text-slate-600">
        <FormattedMessage id="explore.list.fetchFailedBody" />
      </p>
      <Button variant="secondary" className="mt-6" onClick={onRetry}>
        <FormattedMessage id="explore.tryAgain" />
      </Button>
    </Message>
  );
}
