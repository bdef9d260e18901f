import Undo2Icon from 'lucide-react/icons/undo-2';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  commitPendingDelete,
  undoPendingDelete,
  usePendingDelete,
} from '../hooks/pending-delete.ts';
import { useListErrorText, useListName } from '../lib/list-text.ts';
import { ListAlertBanner } from './list-alert.tsx';

let mounted = 0;

/**
 * 'Deleted “Wrecks”. Undo' at the foot of the screen while a deletion waits, and an alert if
 * the server then refused it. Leaving the page (another route, or closing the tab) sends the
 * waiting deletion at once.
 */
export function ListUndoToast() {
  const intl = useIntl();
  const failureText = useListErrorText();
  const listName = useListName();
  const pending = usePendingDelete((s) => s.pending);
  const failed = usePendingDelete((s) => s.failed);

  useEffect(() => {
    mounted += 1;
    window.addEventListener('pagehide', commitPendingDelete);
    return () => {
      mounted -= 1;
      window.removeEventListener('pagehide', commitPendingDelete);
      // A remount straight after (React's development double run) keeps the toast going.
      setTimeout(() => {
        if (mounted === 0) commitPendingDelete();
      }, 0);
    };
  }, []);

  return (
    <>
      {failed ? (
        <div className="fixed inset-x-4 bottom-4 z-40 mx-auto max-w-lg">
          <ListAlertBanner
            text={failureText(failed.error, intl.formatMessage({ id: 'lists.error.update' }))}
            onDismiss={() => usePendingDelete.setState({ failed: null })}
          />
        </div>
      ) : null}
      <div
        role="status"
        className="pointer-events-none fixed inset-x-4 bottom-4 z-40 flex justify-center"
      >
        {pending ? (
          <div className="pointer-events-auto flex w-full max-w-lg items-center gap-3 rounded-2xl bg-slate-900 py-2 pr-2 pl-5 text-sm text-white shadow-2xl">
            <p className="min-w-0 flex-1 py-2 break-words">
              <FormattedMessage id="lists.deleted" values={{ name: listName(pending.list) }} />
            </p>
            <button
              type="button"
              onClick={undoPendingDelete}
              className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full px-4 font-semibold text-sky-200 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
            >
              <Undo2Icon aria-hidden="true" size={18} />
              <FormattedMessage id="lists.undo" />
            </button>
          </div>
        ) : null}
      </div>
    </>
  );
}
