import XIcon from 'lucide-react/icons/x';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import type { SaveTarget } from '../lib/saved-items.ts';
import { ListPicker } from './list-picker.tsx';

/** The title, the item's name and a close button, shared by the dialog and the sheet. */
export function SaveHeader(props: { titleId: string; target: SaveTarget; onClose: () => void }) {
  const intl = useIntl();
  return (
    <div className="flex items-start gap-3 px-5 pt-5 pb-3 sm:px-6">
      <div className="min-w-0 flex-1">
        <h2 id={props.titleId} className="text-xl font-bold tracking-tight">
          <FormattedMessage id="lists.save.title" />
        </h2>
        <p className="truncate text-sm text-slate-600">{props.target.name}</p>
      </div>
      <button
        type="button"
        aria-label={intl.formatMessage({ id: 'lists.save.close' })}
        className="-mt-1.5 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-700"
        onClick={props.onClose}
      >
        <XIcon aria-hidden="true" size={20} />
      </button>
    </div>
  );
}

/** The lists, scrolling on their own when there are many. */
export function SaveBody({ target }: { target: SaveTarget }) {
  return (
    <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 pb-2 sm:px-4">
      <ListPicker target={target} />
    </div>
  );
}

/** Where all the lists are managed, and Done. */
export function SaveFooter({ onClose }: { onClose: () => void }) {
  return (
    <div className="flex items-center justify-between gap-3 border-t border-slate-100 px-5 py-3 sm:px-6">
      <Link
        to="/collections"
        className="text-sm font-semibold text-sky-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700"
      >
        <FormattedMessage id="lists.save.manage" />
      </Link>
      <Button onClick={onClose}>
        <FormattedMessage id="lists.save.done" />
      </Button>
    </div>
  );
}
