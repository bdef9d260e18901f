import type { BookmarkFolderSummary, BookmarkPrivacy } from '@divespot/shared/bookmarks';
import { useQueryClient } from '../../../lib/query.ts';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLists } from '../api/lists.ts';
import { useChangeList } from '../api/manage.ts';
import { scheduleDelete, usePendingDeleteId } from '../hooks/pending-delete.ts';
import { useListErrorText } from '../lib/list-text.ts';
import { ListAlertBanner } from './list-alert.tsx';
import { ListCard } from './list-card.tsx';
import { ListCreateForm } from './list-create-form.tsx';
import { ListEditDialog } from './list-edit-dialog.tsx';
import { ListsEmpty, ListsFailed, ListsSkeleton } from './lists-states.tsx';
import { ListUndoToast } from './list-undo-toast.tsx';

/**
 * /collections: the signed-in diver's lists as cards, the default one first, with a form to start
 * a new one. Each list can be renamed, described, made public or private and (all but the
 * default) deleted, with a few seconds to undo.
 */
export function ListsPage() {
  const intl = useIntl();
  const failureText = useListErrorText();
  const client = useQueryClient();
  const lists = useLists();
  const change = useChangeList();
  const pendingId = usePendingDeleteId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [editing, setEditing] = useState<BookmarkFolderSummary | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [alert, setAlert] = useState<string | null>(null);

  const visible = (lists.data ?? []).filter((f) => f.objectId !== pendingId);
  const nothingSaved = visible.length === 1 && visible[0]?.isDefault && visible[0].itemCount === 0;

  function setPrivacy(list: BookmarkFolderSummary, privacy: BookmarkPrivacy) {
    setAlert(null);
    change.mutate(
      { id: list.objectId, change: { privacy } },
      {
        onError: (error) =>
          setAlert(failureText(error, intl.formatMessage({ id: 'lists.error.update' }))),
      },
    );
  }

  function remove(list: BookmarkFolderSummary) {
    scheduleDelete(client, list);
    // The card and its button are gone: the page's heading takes the focus.
    headingRef.current?.focus();
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-2xl">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-3xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-4xl"
        >
          <FormattedMessage id="lists.collections.title" />
        </h1>
        <p className="mt-3 text-base leading-7 text-slate-700">
          <FormattedMessage id="lists.collections.intro" />
        </p>
      </header>

      <div className="mt-8 space-y-8">
        <ListCreateForm
          onCreated={(name) =>
            setAnnouncement(intl.formatMessage({ id: 'lists.created' }, { name }))
          }
        />
        <p role="status" className="sr-only">
          {announcement}
        </p>
        {alert ? <ListAlertBanner text={alert} onDismiss={() => setAlert(null)} /> : null}

        {lists.isPending ? (
          <ListsSkeleton />
        ) : lists.isError ? (
          <ListsFailed onRetry={() => void lists.refetch()} />
        ) : nothingSaved ? (
          <ListsEmpty />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {visible.map((list) => (
              <li key={list.objectId}>
                <ListCard
                  list={list}
                  busy={change.isPending && change.variables.id === list.objectId}
                  onEdit={() => setEditing(list)}
                  onPrivacy={(privacy) => setPrivacy(list, privacy)}
                  onDelete={list.isDefault ? undefined : () => remove(list)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>

      {editing ? <ListEditDialog list={editing} open onClose={() => setEditing(null)} /> : null}
      <ListUndoToast />
    </div>
  );
}
