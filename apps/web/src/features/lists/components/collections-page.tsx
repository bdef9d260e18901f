import type { BookmarkFolderSummary, BookmarkPrivacy } from '@divespot/shared/bookmarks';
import { useQueryClient } from '../../../lib/query.ts';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFolders } from '../api/folders.ts';
import { useChangeFolder } from '../api/manage.ts';
import { scheduleDelete, usePendingDeleteId } from '../hooks/pending-delete.ts';
import { useListErrorText } from '../lib/list-text.ts';
import { CollectionAlert } from './collection-alert.tsx';
import { CollectionCard } from './collection-card.tsx';
import { CollectionCreateForm } from './collection-create-form.tsx';
import { CollectionEditDialog } from './collection-edit-dialog.tsx';
import { CollectionsEmpty, CollectionsFailed, CollectionsSkeleton } from './collections-states.tsx';
import { CollectionUndoToast } from './collection-undo-toast.tsx';

/**
 * /collections: the signed-in diver's lists as cards, the default one first, with a form to start
 * a new one. Each list can be renamed, described, made public or private and (all but the
 * default) deleted, with a few seconds to undo.
 */
export function CollectionsPage() {
  const intl = useIntl();
  const failureText = useListErrorText();
  const client = useQueryClient();
  const folders = useFolders();
  const change = useChangeFolder();
  const pendingId = usePendingDeleteId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [editing, setEditing] = useState<BookmarkFolderSummary | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [alert, setAlert] = useState<string | null>(null);

  const visible = (folders.data ?? []).filter((f) => f.objectId !== pendingId);
  const nothingSaved = visible.length === 1 && visible[0]?.isDefault && visible[0].itemCount === 0;

  function setPrivacy(folder: BookmarkFolderSummary, privacy: BookmarkPrivacy) {
    setAlert(null);
    change.mutate(
      { id: folder.objectId, change: { privacy } },
      {
        onError: (error) =>
          setAlert(failureText(error, intl.formatMessage({ id: 'lists.error.update' }))),
      },
    );
  }

  function remove(folder: BookmarkFolderSummary) {
    scheduleDelete(client, folder);
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
        <CollectionCreateForm
          onCreated={(name) =>
            setAnnouncement(intl.formatMessage({ id: 'lists.created' }, { name }))
          }
        />
        <p role="status" className="sr-only">
          {announcement}
        </p>
        {alert ? <CollectionAlert text={alert} onDismiss={() => setAlert(null)} /> : null}

        {folders.isPending ? (
          <CollectionsSkeleton />
        ) : folders.isError ? (
          <CollectionsFailed onRetry={() => void folders.refetch()} />
        ) : nothingSaved ? (
          <CollectionsEmpty />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {visible.map((folder) => (
              <li key={folder.objectId}>
                <CollectionCard
                  folder={folder}
                  busy={change.isPending && change.variables.id === folder.objectId}
                  onEdit={() => setEditing(folder)}
                  onPrivacy={(privacy) => setPrivacy(folder, privacy)}
                  onDelete={folder.isDefault ? undefined : () => remove(folder)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>

      {editing ? (
        <CollectionEditDialog folder={editing} open onClose={() => setEditing(null)} />
      ) : null}
      <CollectionUndoToast />
    </div>
  );
}
