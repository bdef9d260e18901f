import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import MapPinOffIcon from 'lucide-react/icons/map-pin-off';
import SearchXIcon from 'lucide-react/icons/search-x';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';

/** SPEC §4 first loading: 8 placeholder cards. */
export const PLACEHOLDER_CARDS = 8;

export function CardPlaceholders() {
  return (
    <div aria-hidden="true" className="grid grid-cols-1 gap-x-5 gap-y-8 @xl:grid-cols-2">
      {Array.from({ length: PLACEHOLDER_CARDS }, (_, i) => (
        <div key={i} data-testid="spot-placeholder">
          <div className="aspect-[4/3] animate-pulse rounded-2xl bg-slate-100" />
          <div className="mt-3 h-4 w-2/3 animate-pulse rounded bg-slate-100" />
          <div className="mt-2 h-3 w-1/2 animate-pulse rounded bg-slate-100" />
          <div className="mt-2 h-3 w-1/3 animate-pulse rounded bg-slate-100" />
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

/** SPEC §8 empty list: with filters, a way to clear them; without, a hint to move the map. */
export function EmptyList({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return filtered ? (
    <Message icon={SearchXIcon} title="No dive spots match your criteria.">
      <p className="mt-2 max-w-sm text-sm text-slate-600">
        Fewer filters or a wider map area usually turn up more spots.
      </p>
      <Button variant="secondary" className="mt-6" onClick={onClear}>
        Clear all filters
      </Button>
    </Message>
  ) : (
    <Message icon={MapPinOffIcon} title="No dive spots found in this area.">
      <p className="mt-2 max-w-sm text-sm text-slate-600">
        Try zooming out or moving the map to another stretch of coast.
      </p>
    </Message>
  );
}

export function ListError({ onRetry }: { onRetry: () => void }) {
  return (
    <Message icon={CircleAlertIcon} title="Failed to fetch spots" tone="danger">
      <p className="mt-2 max-w-sm text-sm text-slate-600">Check your connection and try again.</p>
      <Button variant="secondary" className="mt-6" onClick={onRetry}>
        Try again
      </Button>
    </Message>
  );
}
