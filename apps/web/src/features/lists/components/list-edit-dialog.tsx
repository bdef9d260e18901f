import { BOOKMARK_LIMITS } from '@divespot/shared/bookmark-vocabulary';
import type { BookmarkFolderSummary } from '@divespot/shared/bookmarks';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormField, inputClasses } from '../../../components/ui/form-field.tsx';
import { useChangeList } from '../api/manage.ts';
import { ListNameField } from './list-name-field.tsx';
import { useListErrorText, useListName } from '../lib/list-text.ts';

interface ListEditDialogProps {
  list: BookmarkFolderSummary;
  open: boolean;
  onClose: () => void;
}

/** Renames and describes a list: a name is required (after trimming), a description is not. */
export function ListEditDialog({ list, open, onClose }: ListEditDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-3xl bg-white p-0 text-slate-900 shadow-2xl"
    >
      <EditForm list={list} titleId={titleId} onClose={onClose} />
    </Dialog>
  );
}

function EditForm({
  list,
  titleId,
  onClose,
}: Omit<ListEditDialogProps, 'open'> & { titleId: string }) {
  const intl = useIntl();
  const failureText = useListErrorText();
  const listName = useListName();
  const change = useChangeList();
  const [name, setName] = useState(listName(list));
  const [description, setDescription] = useState(list.description ?? '');
  const [error, setError] = useState<string | null>(null);
  const trimmed = name.trim();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed) return;
    setError(null);
    const text = description.trim() || null;
    try {
      if (trimmed !== listName(list)) {
        await change.mutateAsync({ id: list.objectId, change: { name: trimmed } });
      }
      if (text !== list.description) {
        await change.mutateAsync({ id: list.objectId, change: { description: text } });
      }
      onClose();
    } catch (failure) {
      setError(failureText(failure, intl.formatMessage({ id: 'lists.error.update' })));
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="p-6 sm:p-8" noValidate>
      <h2 id={titleId} className="text-2xl font-bold tracking-tight">
        <FormattedMessage id="lists.edit.title" />
      </h2>
      <div className="mt-6 space-y-5">
        <ListNameField
          idPrefix="edit-list"
          value={name}
          onChange={setName}
          showRequired
          autoFocus
        />
        <FormField
          name="description"
          idPrefix="edit-list"
          label={intl.formatMessage({ id: 'lists.form.description' })}
          hint={intl.formatMessage(
            { id: 'lists.form.descriptionHint' },
            { count: BOOKMARK_LIMITS.descriptionMax - description.length },
          )}
        >
          {(control) => (
            <textarea
              {...control}
              rows={4}
              maxLength={BOOKMARK_LIMITS.descriptionMax}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              className={inputClasses(false)}
            />
          )}
        </FormField>
      </div>
      {error ? (
        <p role="alert" className="mt-5 rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-900">
          {error}
        </p>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          <FormattedMessage id="lists.form.cancel" />
        </Button>
        <Button type="submit" disabled={!trimmed || change.isPending}>
          <FormattedMessage id="lists.form.save" />
        </Button>
      </div>
    </form>
  );
}
