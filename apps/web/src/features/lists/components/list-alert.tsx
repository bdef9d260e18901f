import XIcon from 'lucide-react/icons/x';
import { useIntl } from 'react-intl';

/** A failed change, said at once (role alert) until the diver dismisses it or acts again. */
export function ListAlertBanner({ text, onDismiss }: { text: string; onDismiss: () => void }) {
  const intl = useIntl();
  return (
    <div
      role="alert"
      className="flex items-start justify-between gap-3 rounded-xl border border-rose-200 bg-rose-50 py-2 pr-2 pl-4 text-sm font-medium text-rose-900"
    >
      <p className="py-2">{text}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={intl.formatMessage({ id: 'lists.alert.dismiss' })}
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-rose-100 focus-visible:outline-2"
      >
        <XIcon aria-hidden="true" size={18} />
      </button>
    </div>
  );
}
